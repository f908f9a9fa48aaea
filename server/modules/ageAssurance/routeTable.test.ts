import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStory, buildUser, type BuiltUser } from '#server/test/factories';
import { startTestApp, type TestApp } from '#server/test/testApp';

/**
 * Every route of the API, as its OpenAPI document lists them, and whether it carries story text or
 * audio: `refuse` and `redact` routes must name the gate in their options (`config: { ageGate }`).
 * A route added later fails here until it is classified.
 */
const ROUTES: Record<string, 'refuse' | 'redact' | 'none'> = {
  'POST /api/stories/generate': 'refuse',
  'GET /api/stories/{id}': 'redact',
  'PUT /api/stories/{id}': 'refuse',
  'DELETE /api/stories/{id}': 'none',
  'PATCH /api/stories/{id}/visibility': 'none',
  'GET /api/stories/{id}/chapters': 'refuse',
  'GET /api/stories/{id}/chapters/{n}/choices': 'refuse',
  'POST /api/stories/{id}/continue': 'refuse',
  'POST /api/stories/{id}/chapters/{n}/choice': 'refuse',
  'POST /api/stories/{id}/chapters/{n}/retry': 'refuse',
  'POST /api/stories/{id}/chapters/{n}/unlock': 'refuse',
  'GET /api/stories/{id}/chapters/{n}/stream': 'refuse',
  'POST /api/stories/{id}/chapters/{n}/regenerate': 'refuse',
  'PUT /api/stories/{id}/chapters/{n}': 'refuse',
  'GET /api/stories/{id}/memory': 'refuse',
  'PUT /api/stories/{id}/memory': 'refuse',
  'GET /api/stories/public': 'redact',
  'GET /api/stories/premium-stories': 'refuse',
  'GET /api/user/stories': 'redact',
  'POST /api/speech/generate': 'refuse',
  'POST /api/speech/generate-story': 'refuse',
  'GET /api/stories/{id}/narration-price': 'refuse',
  'GET /api/stories/{id}/audio': 'refuse',
  'GET /api/audio/{file}': 'refuse',
  'HEAD /api/audio/{file}': 'refuse',
  'POST /api/stories/{id}/play': 'none',
  'GET /api/stories/{id}/cover.svg': 'none',
  'GET /api/stories/{id}/cover.png': 'none',
  'GET /api/stories/voice-options': 'none',
  'POST /api/stories/{id}/like': 'none',
  'POST /api/stories/{id}/upvote': 'none',
  'POST /api/stories/{id}/downvote': 'none',
  'POST /api/stories/{id}/vote': 'none',
  'POST /api/stories/{id}/report': 'none',
  'GET /api/stories/teasers': 'redact',
  'GET /api/stories/tags': 'none',
  'GET /api/stories/{id}/tree': 'refuse',
  'POST /api/stories/{id}/path': 'refuse',
  'DELETE /api/stories/{id}/branches/{nodeId}': 'none',
  'GET /api/stories/{id}/chapters/{n}/versions': 'refuse',
  'POST /api/stories/{id}/chapters/{n}/versions/{v}/select': 'refuse',
  'GET /api/authors/{id}': 'redact',
  'PUT /api/authors/{id}/follow': 'none',
  'DELETE /api/authors/{id}/follow': 'none',
  'GET /api/user/following': 'none',
  'PUT /api/stories/{id}/saved': 'none',
  'DELETE /api/stories/{id}/saved': 'none',
  'GET /api/user/saved': 'redact',
  'GET /api/user/continue-reading': 'redact',
  'GET /api/notifications': 'none',
  'POST /api/notifications/read': 'none',
  'GET /api/stories/{id}/export': 'refuse',
  'GET /api/user/export': 'refuse',
};

/** Paths outside story content entirely: accounts, payments, platform, voices, age assurance, admin (role-checked staff tools). */
const OUTSIDE_STORIES = [
  /^\/api\/auth\//,
  /^\/api\/user\/(profile|stats|account)$/,
  /^\/api\/payment\//,
  /^\/api\/health(\/ready)?$/,
  /^\/api\/platform$/,
  /^\/api\/voices/,
  /^\/api\/age\//,
  /^\/api\/admin\//,
  /^\/api\/docs/,
];

const OPENING = 'Rain kept the ferry in port. Her lips found his bare throat, and the rest of the night was theirs.';

let t: TestApp;
let off: TestApp;
let storyId: string;
let authorId: string;
let reader: BuiltUser;
let adult: BuiltUser;
let routes: Array<{ method: string; path: string }>;

beforeAll(async () => {
  [t, off] = await Promise.all([startTestApp({ env: { AGE_ASSURANCE: 'required' } }), startTestApp()]);
  const author = await buildUser(t.ctx.db);
  authorId = author.user.id;
  storyId = (await buildStory(t.ctx.db, author.user, { chapters: [{ content: OPENING }, {}] })).id;
  reader = await buildUser(t.ctx.db);
  adult = await buildUser(t.ctx.db, { ageVerified: true });
  const document = (await t.api.get('/api/openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
  routes = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
  );
});
afterAll(async () => {
  await Promise.all([t?.close(), off?.close()]);
});

const concrete = (path: string) =>
  path
    .replace('/api/authors/{id}', `/api/authors/${authorId}`)
    .replace('{id}', storyId)
    .replace('{n}', '2')
    .replace('{v}', '1')
    .replace('{nodeId}', storyId)
    .replace('{file}', `${'a'.repeat(64)}.mp3`);

describe('the route table', () => {
  it('classifies every route: a new one must say whether it carries story text or audio', () => {
    const unclassified = routes
      .map(({ method, path }) => `${method} ${path}`)
      .filter((key) => !(key in ROUTES) && !OUTSIDE_STORIES.some((pattern) => pattern.test(key.split(' ')[1])));
    expect(unclassified).toEqual([]);
    expect(routes.length).toBeGreaterThan(40);
  });

  it('refuses every text- and audio-bearing route to guests and unverified users where the gate applies', async () => {
    const refused = Object.entries(ROUTES).filter(([, kind]) => kind === 'refuse');
    for (const [key] of refused) {
      const [method, path] = key.split(' ');
      for (const token of [undefined, reader.token]) {
        const answer = await t.api.request(method, concrete(path), {
          token,
          body: method === 'GET' || method === 'HEAD' ? undefined : {},
        });
        expect(answer.status, `${key} as ${token ? 'an unverified user' : 'a guest'}`).toBe(403);
        if (method !== 'HEAD') expect(answer.body.code, key).toBe('AGE_VERIFICATION_REQUIRED');
      }
    }
  });

  it('lets verified adults through those routes, and everyone where the gate does not apply', async () => {
    const offReader = await buildUser(off.ctx.db);
    for (const [key, kind] of Object.entries(ROUTES)) {
      if (kind !== 'refuse') continue;
      const [method, path] = key.split(' ');
      const body = method === 'GET' || method === 'HEAD' ? undefined : {};
      const asAdult = await t.api.request(method, concrete(path), { token: adult.token, body });
      expect(asAdult.body?.code, `${key} as a verified adult`).not.toBe('AGE_VERIFICATION_REQUIRED');
      const whenOff = await off.api.request(method, concrete(path), { token: offReader.token, body });
      expect(whenOff.body?.code, `${key} with AGE_ASSURANCE=off`).not.toBe('AGE_VERIFICATION_REQUIRED');
    }
  });

  it('answers lists and the story page without the text', async () => {
    for (const [key, kind] of Object.entries(ROUTES)) {
      if (kind !== 'redact') continue;
      const answer = await t.api.get(concrete(key.split(' ')[1]), reader.token);
      expect(answer.status, key).toBe(200);
      // A story or a list of them, an author's page (`stories`), a reading-list entry (`story`).
      const stories = [answer.body].flat().flatMap((item) => item.stories ?? (item.story ? [item.story] : [item]));
      for (const story of stories.filter((item) => 'content' in item)) {
        if (story._id === storyId) expect(story.content, key).toBe('Rain kept the ferry in port.');
        expect(story.audioUrl, key).toBeNull();
      }
    }
  });
});
