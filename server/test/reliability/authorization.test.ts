import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TYPES, type AccessType } from '#common/catalogue/access';
import { VOICE_PREVIEW_SENTENCE } from '#common/catalogue/voices';
import { TEST_PASSWORD } from '../factories';
import { startTestApp, type ApiResponse, type TestApp } from '../testApp';
import { registeredRoutes } from './routes';
import {
  ACTORS,
  buildActor,
  buildSecretStory,
  READERS,
  secretMarker,
  secretTitle,
  type Actor,
  type ActorName,
  type ChapterTwo,
} from './world';

/** Who gets which status: `ok` is the success status of the call. */
type Rule = (actor: ActorName, ok: number, reads: boolean, accessType?: AccessType) => number;
const signedIn = (actor: ActorName, ok: number) => (actor === 'guest' ? 401 : ok);
const lockedChapter: Rule = (actor, ok, reads) => (!reads ? 404 : actor === 'owner' || actor === 'admin' ? ok : 403);
const RULES = {
  everyone: (_actor, ok) => ok,
  signedIn,
  admin: (actor, ok) => (actor === 'guest' ? 401 : actor === 'admin' ? ok : 403),
  gallery: (actor, ok) => (actor === 'guest' ? 401 : ['seduction', 'intimacy', 'admin'].includes(actor) ? ok : 403),
  // On a story: 404 for those who may not read it, whatever else applies.
  read: (_actor, ok, reads) => (reads ? ok : 404),
  readSignedIn: (actor, ok, reads) => (actor === 'guest' ? 401 : reads ? ok : 404),
  author: (actor, ok, reads) =>
    actor === 'guest' ? 401 : !reads ? 404 : actor === 'owner' || actor === 'admin' ? ok : 403,
  ownerOnly: (actor, ok, reads) => (actor === 'guest' ? 401 : !reads ? 404 : actor === 'owner' ? ok : 403),
  lockedChapter,
  lockedChapterSignedIn: (actor, ok, reads) => (actor === 'guest' ? 401 : lockedChapter(actor, ok, reads)),
  storyAdmin: (actor, ok) => (actor === 'guest' ? 401 : actor === 'admin' ? ok : 403),
  // Any reader but the author, of a story they see; a private story is never reportable.
  report: (actor: ActorName, ok: number, reads: boolean, accessType?: AccessType) =>
    actor === 'guest' ? 401 : actor === 'owner' ? 403 : reads && accessType !== 'private' ? ok : 404,
} satisfies Record<string, Rule>;

interface Call {
  /** The route as the app registers it ("METHOD /pattern"). */
  route: string;
  rule: keyof typeof RULES;
  ok: number;
  /** The path with its parameters filled in, when it differs from the pattern. */
  path?: (ids: { story: string; user: string }) => string;
  body?: (actor: Actor) => unknown;
  /** The call uses up the actor's account: each cell gets a new account like the actor's. */
  freshActor?: boolean;
}

interface StoryCall extends Call {
  /** The call changes the story: each cell gets a new one. */
  freshStory?: boolean;
  chapterTwo?: ChapterTwo;
  /** The call's success hands the reader the chapter they unlocked. */
  revealsSecret?: boolean;
}

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

const ACCOUNT_CALLS: Call[] = [
  { route: 'GET /api/health', rule: 'everyone', ok: 200 },
  { route: 'GET /api/health/ready', rule: 'everyone', ok: 200 },
  { route: 'GET /api/age/status', rule: 'everyone', ok: 200 },
  { route: 'POST /api/age/verifications', rule: 'signedIn', ok: 201, body: () => ({ method: 'demo' }) },
  { route: 'POST /api/age/demo/complete', rule: 'signedIn', ok: 404, body: () => ({ id: 'unknown' }) },
  // Unsigned: refused whoever sends it.
  { route: 'POST /api/age/webhook', rule: 'everyone', ok: 400, body: () => ({ type: 'checkout.session.completed' }) },
  {
    route: 'DELETE /api/admin/users/:id/age-verification',
    rule: 'admin',
    ok: 200,
    path: ({ user }) => `/api/admin/users/${user}/age-verification`,
  },
  { route: 'GET /api/authors/:id', rule: 'everyone', ok: 200, path: ({ user }) => `/api/authors/${user}` },
  {
    route: 'PUT /api/authors/:id/follow',
    rule: 'signedIn',
    ok: 200,
    path: ({ user }) => `/api/authors/${user}/follow`,
  },
  {
    route: 'DELETE /api/authors/:id/follow',
    rule: 'signedIn',
    ok: 200,
    path: ({ user }) => `/api/authors/${user}/follow`,
  },
  { route: 'GET /api/user/following', rule: 'signedIn', ok: 200 },
  { route: 'GET /api/user/saved', rule: 'signedIn', ok: 200 },
  { route: 'GET /api/user/continue-reading', rule: 'signedIn', ok: 200 },
  { route: 'GET /api/user/export', rule: 'signedIn', ok: 200 },
  { route: 'GET /api/notifications', rule: 'signedIn', ok: 200 },
  { route: 'POST /api/notifications/read', rule: 'signedIn', ok: 200, body: () => ({}) },
  { route: 'GET /api/stories/teasers', rule: 'everyone', ok: 200 },
  { route: 'GET /api/stories/tags', rule: 'everyone', ok: 200 },
  { route: 'GET /api/platform', rule: 'everyone', ok: 200 },
  { route: 'GET /api/openapi.json', rule: 'everyone', ok: 200 },
  // Without METRICS_TOKEN the metrics endpoint is hidden from everyone.
  { route: 'GET /metrics', rule: 'everyone', ok: 404 },
  {
    route: 'POST /api/auth/signup',
    rule: 'everyone',
    ok: 201,
    body: () => ({ name: 'New Person', email: `new-${unique()}@example.test`, password: TEST_PASSWORD }),
  },
  {
    route: 'POST /api/auth/login',
    rule: 'everyone',
    ok: 200,
    body: () => ({ email: loginEmail, password: TEST_PASSWORD }),
  },
  { route: 'POST /api/auth/logout', rule: 'signedIn', ok: 200, freshActor: true },
  { route: 'GET /api/auth/me', rule: 'signedIn', ok: 200 },
  { route: 'POST /api/auth/logout-all', rule: 'signedIn', ok: 200, freshActor: true },
  // Links and codes that were never issued: the same refusal for everyone.
  { route: 'POST /api/auth/verify-email', rule: 'everyone', ok: 400, body: () => ({ token: 'never-issued' }) },
  { route: 'POST /api/auth/verify-email/resend', rule: 'signedIn', ok: 200 },
  {
    route: 'POST /api/auth/forgot-password',
    rule: 'everyone',
    ok: 200,
    body: () => ({ email: `nobody-${unique()}@example.com` }),
  },
  {
    route: 'POST /api/auth/reset-password',
    rule: 'everyone',
    ok: 400,
    body: () => ({ token: 'never-issued', password: 'A-new-passw0rd!' }),
  },
  {
    route: 'POST /api/auth/change-password',
    rule: 'signedIn',
    ok: 200,
    freshActor: true,
    body: () => ({ currentPassword: TEST_PASSWORD, newPassword: 'A-new-passw0rd!' }),
  },
  { route: 'POST /api/auth/google/exchange', rule: 'everyone', ok: 400, body: () => ({ code: 'never-issued' }) },
  // Google is not configured here: both legs redirect to the landing page with the explanation.
  { route: 'GET /api/auth/google', rule: 'everyone', ok: 302 },
  {
    route: 'GET /api/auth/google/callback',
    rule: 'everyone',
    ok: 302,
    path: () => '/api/auth/google/callback?code=abc&state=def',
  },
  { route: 'GET /api/audio/:file', rule: 'everyone', ok: 404, path: () => `/api/audio/${'ab'.repeat(32)}.mp3` },
  { route: 'GET /api/admin/users', rule: 'admin', ok: 200 },
  {
    route: 'POST /api/admin/users',
    rule: 'admin',
    ok: 201,
    body: () => ({ name: 'Made By Hand', email: `made-${unique()}@example.test`, password: TEST_PASSWORD }),
  },
  {
    route: 'PATCH /api/admin/users/:id',
    rule: 'admin',
    ok: 200,
    path: ({ user }) => `/api/admin/users/${user}`,
    body: () => ({ name: 'Renamed', email: `renamed-${unique()}@example.test`, role: 'user' }),
  },
  { route: 'DELETE /api/admin/users/:id', rule: 'admin', ok: 200, path: ({ user }) => `/api/admin/users/${user}` },
  { route: 'GET /api/admin/stories', rule: 'admin', ok: 200 },
  { route: 'GET /api/admin/audit', rule: 'admin', ok: 200 },
  { route: 'GET /api/admin/dashboard', rule: 'admin', ok: 200 },
  { route: 'GET /api/admin/reports', rule: 'admin', ok: 200 },
  { route: 'GET /api/admin/writer-failures', rule: 'admin', ok: 200 },
  {
    route: 'POST /api/payment/create-credit-checkout',
    rule: 'signedIn',
    ok: 200,
    body: () => ({ packageId: 'starter' }),
  },
  { route: 'POST /api/payment/create-checkout-session', rule: 'signedIn', ok: 200, body: () => ({ plan: 'intimacy' }) },
  {
    route: 'POST /api/payment/create-subscription-checkout',
    rule: 'signedIn',
    ok: 200,
    body: () => ({ planId: 'intimacy' }),
  },
  { route: 'POST /api/payment/credit-success', rule: 'signedIn', ok: 404, body: () => ({ session_id: 'cs_unknown' }) },
  {
    route: 'GET /api/payment/credit-success',
    rule: 'signedIn',
    ok: 404,
    path: () => '/api/payment/credit-success?session_id=cs_unknown',
  },
  { route: 'POST /api/payment/demo/pay', rule: 'signedIn', ok: 404, body: () => ({ sessionId: 'cs_unknown' }) },
  { route: 'GET /api/payment/subscription', rule: 'signedIn', ok: 200 },
  {
    route: 'GET /api/payment/subscription-success',
    rule: 'signedIn',
    ok: 404,
    path: () => '/api/payment/subscription-success?session_id=cs_unknown',
  },
  // Without a paid subscription there is nothing to change or cancel.
  { route: 'POST /api/payment/subscription/change', rule: 'signedIn', ok: 409, body: () => ({ plan: 'free' }) },
  { route: 'POST /api/payment/subscription/cancel', rule: 'signedIn', ok: 409 },
  { route: 'POST /api/payment/update-credits', rule: 'signedIn', ok: 403, body: () => ({ credits: 1000 }) },
  // Unsigned: refused whoever sends it.
  {
    route: 'POST /api/payment/webhook',
    rule: 'everyone',
    ok: 400,
    body: () => ({ type: 'checkout.session.completed' }),
  },
  { route: 'GET /api/stories/public', rule: 'everyone', ok: 200 },
  { route: 'GET /api/stories/premium-stories', rule: 'gallery', ok: 200 },
  {
    route: 'POST /api/stories/generate',
    rule: 'signedIn',
    ok: 201,
    freshActor: true,
    body: () => ({ title: 'A night by the sea', settings: { length: 2 } }),
  },
  { route: 'GET /api/stories/voice-options', rule: 'everyone', ok: 200 },
  {
    route: 'POST /api/speech/generate',
    rule: 'signedIn',
    ok: 200,
    body: () => ({ text: VOICE_PREVIEW_SENTENCE, voiceId: 'offline-deep-male' }),
  },
  { route: 'GET /api/user/stories', rule: 'signedIn', ok: 200 },
  { route: 'GET /api/user/stats', rule: 'signedIn', ok: 200 },
  { route: 'PATCH /api/user/profile', rule: 'signedIn', ok: 200, body: () => ({ name: 'Another Name' }) },
  {
    route: 'DELETE /api/user/account',
    rule: 'signedIn',
    ok: 200,
    freshActor: true,
    body: () => ({ password: TEST_PASSWORD }),
  },
];

const ch =
  (n: number, rest = '') =>
  ({ story }: { story: string }) =>
    `/api/stories/${story}/chapters/${n}${rest}`;
const STORY_CALLS: StoryCall[] = [
  { route: 'GET /api/stories/:id', rule: 'read', ok: 200 },
  // Only the address a story's imageUrl gives serves its cover: a guessed version is 404 for all.
  {
    route: 'GET /api/stories/:id/cover.svg',
    rule: 'everyone',
    ok: 404,
    path: ({ story }) => `/api/stories/${story}/cover.svg?v=guessed`,
  },
  {
    route: 'GET /api/stories/:id/cover.png',
    rule: 'everyone',
    ok: 404,
    path: ({ story }) => `/api/stories/${story}/cover.png?v=guessed`,
  },
  {
    route: 'PUT /api/stories/:id',
    rule: 'author',
    ok: 200,
    freshStory: true,
    body: () => ({ title: 'Edited', content: 'An edited opening.' }),
  },
  { route: 'DELETE /api/stories/:id', rule: 'author', ok: 200, freshStory: true },
  {
    route: 'PATCH /api/stories/:id/visibility',
    rule: 'ownerOnly',
    ok: 200,
    freshStory: true,
    body: () => ({ isPublic: true }),
  },
  { route: 'GET /api/stories/:id/chapters', rule: 'read', ok: 200 },
  { route: 'GET /api/stories/:id/chapters/:n/choices', rule: 'lockedChapter', ok: 200, path: ch(2, '/choices') },
  { route: 'GET /api/stories/:id/chapters/:n/stream', rule: 'lockedChapter', ok: 200, path: ch(2, '/stream') },
  { route: 'GET /api/stories/:id/tree', rule: 'read', ok: 200 },
  { route: 'PUT /api/stories/:id/saved', rule: 'readSignedIn', ok: 200 },
  // Taking a story off one's list is always possible, even once it is no longer readable.
  { route: 'DELETE /api/stories/:id/saved', rule: 'signedIn', ok: 200 },
  {
    route: 'GET /api/stories/:id/export',
    rule: 'ownerOnly',
    ok: 200,
    path: ({ story }) => `/api/stories/${story}/export?format=txt`,
  },
  { route: 'GET /api/stories/:id/chapters/:n/versions', rule: 'lockedChapter', ok: 200, path: ch(2, '/versions') },
  // Keeping the version already shown changes nothing, and answers as a kept version does.
  {
    route: 'POST /api/stories/:id/chapters/:n/versions/:v/select',
    rule: 'ownerOnly',
    ok: 200,
    path: ch(2, '/versions/1/select'),
  },
  // No such node: the owner's answer is 404, and everyone else is refused before the tree is read.
  {
    route: 'POST /api/stories/:id/path',
    rule: 'ownerOnly',
    ok: 404,
    body: () => ({ leaf: '00000000-0000-4000-8000-000000000000' }),
  },
  {
    route: 'DELETE /api/stories/:id/branches/:nodeId',
    rule: 'ownerOnly',
    ok: 404,
    path: ({ story }) => `/api/stories/${story}/branches/00000000-0000-4000-8000-000000000000`,
  },
  { route: 'POST /api/stories/:id/continue', rule: 'ownerOnly', ok: 201, freshStory: true, body: () => ({}) },
  {
    route: 'POST /api/stories/:id/chapters/:n/choice',
    rule: 'ownerOnly',
    ok: 201,
    freshStory: true,
    chapterTwo: 'choices',
    path: ch(2, '/choice'),
    body: () => ({ choice: 'Walk to the pier' }),
  },
  {
    route: 'POST /api/stories/:id/chapters/:n/retry',
    rule: 'ownerOnly',
    ok: 201,
    freshStory: true,
    chapterTwo: 'failed',
    path: ch(2, '/retry'),
  },
  {
    route: 'POST /api/stories/:id/chapters/:n/regenerate',
    rule: 'ownerOnly',
    ok: 201,
    freshStory: true,
    path: ch(2, '/regenerate'),
  },
  {
    route: 'PUT /api/stories/:id/chapters/:n',
    rule: 'ownerOnly',
    ok: 200,
    freshStory: true,
    path: ch(2, ''),
    body: () => ({ content: 'The owner’s own words.' }),
  },
  { route: 'GET /api/stories/:id/memory', rule: 'ownerOnly', ok: 200 },
  {
    route: 'PUT /api/stories/:id/memory',
    rule: 'ownerOnly',
    ok: 200,
    freshStory: true,
    body: () => ({ memory: 'Facts:\n- They met at the pier.' }),
  },
  {
    route: 'POST /api/stories/:id/chapters/:n/unlock',
    rule: 'readSignedIn',
    ok: 200,
    freshStory: true,
    revealsSecret: true,
    path: ch(2, '/unlock'),
  },
  { route: 'POST /api/stories/:id/like', rule: 'readSignedIn', ok: 200 },
  { route: 'POST /api/stories/:id/upvote', rule: 'readSignedIn', ok: 200 },
  { route: 'POST /api/stories/:id/downvote', rule: 'readSignedIn', ok: 200 },
  {
    route: 'GET /api/stories/:id/audio',
    rule: 'lockedChapter',
    ok: 200,
    path: ({ story }) => `/api/stories/${story}/audio?chapter=2`,
  },
  { route: 'POST /api/stories/:id/play', rule: 'read', ok: 200 },
  {
    route: 'POST /api/speech/generate',
    rule: 'lockedChapterSignedIn',
    // Accepted and under way: each actor narrates a story of their own, so no narration exists yet.
    ok: 202,
    freshStory: true,
    path: () => '/api/speech/generate',
    body: () => ({ voiceId: 'offline-deep-male', storyId: sharedIds.current, chapterNumber: 2 }),
  },
  {
    route: 'GET /api/stories/:id/narration-price',
    rule: 'ownerOnly',
    ok: 200,
    path: ({ story }) => `/api/stories/${story}/narration-price?voiceId=offline-deep-male`,
  },
  {
    route: 'POST /api/speech/generate-story',
    rule: 'ownerOnly',
    ok: 200,
    path: () => '/api/speech/generate-story',
    body: () => ({ voiceId: 'offline-deep-male', storyId: sharedIds.current }),
  },
  {
    route: 'PATCH /api/admin/stories/:id/visibility',
    rule: 'storyAdmin',
    ok: 200,
    freshStory: true,
    path: ({ story }) => `/api/admin/stories/${story}/visibility`,
    body: () => ({ isPublic: true }),
  },
  {
    route: 'DELETE /api/admin/stories/:id',
    rule: 'storyAdmin',
    ok: 200,
    freshStory: true,
    path: ({ story }) => `/api/admin/stories/${story}`,
  },
  {
    route: 'POST /api/stories/:id/report',
    rule: 'report',
    ok: 201,
    freshStory: true,
    path: ({ story }) => `/api/stories/${story}/report`,
    body: () => ({ reason: 'spam' }),
  },
  {
    route: 'POST /api/admin/reports/:storyId/:action',
    rule: 'storyAdmin',
    ok: 200,
    freshStory: true,
    path: ({ story }) => `/api/admin/reports/${story}/delete`,
  },
];

const FORBIDDEN_FIELDS = /passwordHash|password_hash|tokenHash|token_hash|googleSubject|google_subject/;

let t: TestApp;
let loginEmail: string;
const actors = {} as Record<ActorName, Actor>;
const shared = {} as Record<AccessType, { id: string; secret: string }>;
/** The shared story the speech call narrates, set per cell (the body cannot see the path). */
const sharedIds = { current: '' };

beforeAll(async () => {
  t = await startTestApp();
  for (const name of ACTORS) actors[name] = await buildActor(t.ctx.db, name);
  loginEmail = (await buildActor(t.ctx.db, 'other')).user!.email;
  for (const accessType of ACCESS_TYPES) {
    const secret = secretMarker();
    shared[accessType] = { id: (await buildSecretStory(t.ctx.db, actors.owner.user!, accessType, secret)).id, secret };
  }
});
afterAll(() => t.close());

const text = (res: ApiResponse) => (typeof res.body === 'string' ? res.body : JSON.stringify(res.body));

function path(call: Call, ids: { story: string; user: string }): string {
  return call.path ? call.path(ids) : call.route.split(' ')[1].replace(':id', ids.story);
}

async function send(call: Call, actor: Actor, ids: { story: string; user: string }): Promise<ApiResponse> {
  const method = call.route.split(' ')[0];
  if (method === 'GET' && call.route.endsWith('/stream')) {
    // The stream of a finished chapter answers at once and ends; read it whole.
    const res = await fetch(t.baseUrl + path(call, ids), {
      headers: actor.token ? { authorization: `Bearer ${actor.token}` } : {},
    });
    return { status: res.status, body: await res.text(), headers: res.headers };
  }
  return t.api.request(method, path(call, ids), { token: actor.token, body: call.body?.(actor) });
}

function expectNoLeak(res: ApiResponse, secrets: string[]) {
  const body = text(res);
  expect(body).not.toMatch(FORBIDDEN_FIELDS);
  for (const secret of secrets) expect(body).not.toContain(secret);
  if (res.status >= 400 && typeof res.body === 'object')
    expect(Object.keys(res.body).sort()).toEqual(expect.arrayContaining(['message']));
}

describe('authorization matrix', () => {
  it('covers every route the app registers', () => {
    const covered = new Set([...ACCOUNT_CALLS, ...STORY_CALLS].map((call) => call.route));
    expect(registeredRoutes(t.app).filter((route) => !covered.has(route))).toEqual([]);
  });

  const accountCells = ACCOUNT_CALLS.flatMap((call) => ACTORS.map((actor) => [call.route, actor, call] as const));
  it.each(accountCells)('%s as %s', async (_route, name, call) => {
    const actor = call.freshActor && name !== 'guest' ? await buildActor(t.ctx.db, name) : actors[name];
    const target = await buildActor(t.ctx.db, 'other');
    const res = await send(call, actor, { story: shared.public.id, user: target.user!.id });
    expect(res.status, text(res)).toBe(RULES[call.rule](name, call.ok, true));
    expectNoLeak(
      res,
      Object.values(shared).map((s) => s.secret),
    );
  });

  const storyCells = STORY_CALLS.flatMap((call) =>
    ACCESS_TYPES.flatMap((accessType) => ACTORS.map((actor) => [call.route, accessType, actor, call] as const)),
  );
  it.each(storyCells)('%s on a %s story as %s', async (_route, accessType, name, call) => {
    let story = shared[accessType];
    if (call.freshStory) {
      const secret = secretMarker();
      story = {
        id: (await buildSecretStory(t.ctx.db, actors.owner.user!, accessType, secret, call.chapterTwo)).id,
        secret,
      };
    }
    sharedIds.current = story.id;
    const reads = READERS[accessType].includes(name);
    const expected = RULES[call.rule](name, call.ok, reads, accessType);
    const res = await send(call, actors[name], { story: story.id, user: actors.other.user!.id });
    expect(res.status, text(res)).toBe(expected);
    const mayReadChapterTwo = name === 'owner' || name === 'admin' || (call.revealsSecret && expected === call.ok);
    expectNoLeak(res, mayReadChapterTwo ? [] : [story.secret]);
  });

  it.each(ACTORS)('lists nothing %s may not read: no private story of others, no locked text', async (name) => {
    const { token } = actors[name];
    const lists = [
      '/api/stories/public',
      '/api/stories/public?q=Story',
      '/api/stories/premium-stories',
      '/api/user/stories',
      '/api/admin/stories',
      '/api/admin/users',
      '/api/admin/audit',
    ];
    for (const list of lists) {
      const res = await t.api.get(list, token);
      const hidden = ACCESS_TYPES.filter((type) => !READERS[type].includes(name)).map((type) =>
        secretTitle(shared[type].secret),
      );
      expectNoLeak(res, [...Object.values(shared).map((s) => s.secret), ...hidden]);
    }
  });
});
