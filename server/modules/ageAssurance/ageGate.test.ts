import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStory, buildUser, type BuiltUser } from '#server/test/factories';
import { startTestApp, type TestApp } from '#server/test/testApp';

const OPENING =
  'The lighthouse keeper had not expected a visitor in November. She set the kettle on anyway. ' +
  'He kissed her bare shoulder and she shivered with desire.';
const COUNTRY = 'cf-ipcountry';

interface World {
  t: TestApp;
  storyId: string;
  reader: BuiltUser;
  adult: BuiltUser;
}

/** An app in one mode, with a public story, an unverified reader and a verified adult. */
function world(env: Record<string, string>): World {
  const w = {} as World;
  beforeAll(async () => {
    w.t = await startTestApp({ env });
    const author = await buildUser(w.t.ctx.db);
    w.storyId = (await buildStory(w.t.ctx.db, author.user, { chapters: [{ content: OPENING }, {}] })).id;
    w.reader = await buildUser(w.t.ctx.db);
    w.adult = await buildUser(w.t.ctx.db, { ageVerified: true });
  });
  afterAll(async () => {
    await w.t?.close();
  });
  return w;
}

const get = (w: World, path: string, token?: string, country?: string) =>
  w.t.api.request('GET', path, { token, headers: country ? { [COUNTRY]: country } : {} });

async function expectServed(w: World, token: string | undefined, country?: string) {
  const story = await get(w, `/api/stories/${w.storyId}`, token, country);
  expect(story.status).toBe(200);
  expect(story.body.content).toBe(OPENING);
  const chapters = await get(w, `/api/stories/${w.storyId}/chapters`, token, country);
  expect(chapters.status).toBe(200);
  expect(chapters.body.chapters[0].content).toBe(OPENING);
}

async function expectGated(w: World, token: string | undefined, country?: string) {
  const story = await get(w, `/api/stories/${w.storyId}`, token, country);
  expect(story.status).toBe(200);
  // The same shape, with a safe excerpt: the first sentences, up to the first frank one.
  expect(story.body.title).toBe('A Test Story');
  expect(story.body.content).toBe(
    'The lighthouse keeper had not expected a visitor in November. She set the kettle on anyway.',
  );
  expect(story.body.audioUrl).toBeNull();
  const list = await get(w, '/api/stories/public', token, country);
  expect(list.body.find((s: { _id: string }) => s._id === w.storyId).content).not.toContain('shoulder');
  const chapters = await get(w, `/api/stories/${w.storyId}/chapters`, token, country);
  expect(chapters.status).toBe(403);
  expect(chapters.body.code).toBe('AGE_VERIFICATION_REQUIRED');
}

describe('AGE_ASSURANCE=off (the default)', () => {
  const w = world({});
  it('serves every reader as the specification says, and asks nothing', async () => {
    await expectServed(w, undefined);
    await expectServed(w, w.reader.token, 'GB');
    const status = await w.t.api.get('/api/age/status');
    expect(status.body).toEqual({ required: false, verified: false, methods: ['demo'], verification: null });
  });
});

describe('AGE_ASSURANCE=regional', () => {
  const w = world({ AGE_ASSURANCE: 'regional', COUNTRY_HEADER: 'CF-IPCountry' });

  it('serves visitors from a country not listed', async () => {
    await expectServed(w, undefined, 'US');
    await expectServed(w, w.reader.token, 'us');
    expect((await get(w, '/api/age/status', undefined, 'US')).body.required).toBe(false);
  });

  it('gates guests and unverified users from a listed country, and serves verified adults', async () => {
    await expectGated(w, undefined, 'GB');
    await expectGated(w, w.reader.token, 'FR');
    await expectServed(w, w.adult.token, 'GB');
    expect((await get(w, '/api/age/status', undefined, 'GB')).body.required).toBe(true);
  });

  it('gates a request without the header (it did not come through the proxy that sets it)', async () => {
    await expectGated(w, undefined);
    await expectGated(w, w.reader.token);
    await expectServed(w, w.adult.token);
  });

  it('never serves a cached answer across the gate, either way', async () => {
    for (let round = 0; round < 2; round += 1) {
      await expectServed(w, undefined, 'US');
      await expectGated(w, undefined, 'GB');
      await expectServed(w, w.reader.token, 'US');
      await expectGated(w, w.reader.token, 'GB');
    }
    const page = await get(w, `/api/stories/${w.storyId}`, undefined, 'US');
    expect(page.headers.get('vary')).toContain(COUNTRY);
  });
});

describe('AGE_ASSURANCE=required', () => {
  const w = world({ AGE_ASSURANCE: 'required' });

  it('gates guests and unverified users everywhere, and serves verified adults', async () => {
    await expectGated(w, undefined, 'US');
    await expectGated(w, w.reader.token);
    await expectServed(w, w.adult.token, 'US');
  });

  it('verifies with the demo provider, then serves the user (after a gated answer was cached)', async () => {
    const user = await buildUser(w.t.ctx.db);
    await expectGated(w, user.token);
    const before = await w.t.api.get('/api/age/status', user.token);
    expect(before.body).toEqual({ required: true, verified: false, methods: ['demo'], verification: null });

    const started = await w.t.api.post('/api/age/verifications', { method: 'demo' }, user.token);
    expect(started.status).toBe(201);
    expect(started.body).toEqual({ id: expect.any(String), status: 'pending' });
    const done = await w.t.api.post('/api/age/demo/complete', { id: started.body.id }, user.token);
    expect(done.body).toEqual({ id: started.body.id, status: 'verified' });

    await expectServed(w, user.token);
    const after = await w.t.api.get('/api/age/status', user.token);
    expect(after.body).toMatchObject({
      verified: true,
      verification: { method: 'demo', verifiedAt: expect.any(String) },
    });
    expect((await w.t.api.post('/api/age/verifications', { method: 'demo' }, user.token)).status).toBe(409);
  });

  it('refuses a method the site does not offer, and another user\u2019s verification', async () => {
    const user = await buildUser(w.t.ctx.db);
    const card = await w.t.api.post('/api/age/verifications', { method: 'card' }, user.token);
    expect(card.status).toBe(400);
    expect(card.body.message).toBe('method must be one of demo');
    expect((await w.t.api.post('/api/age/verifications', { method: 'passport' }, user.token)).body.message).toMatch(
      /^method must be one of/,
    );
    const started = await w.t.api.post('/api/age/verifications', { method: 'demo' }, user.token);
    const other = await buildUser(w.t.ctx.db);
    const stolen = await w.t.api.post('/api/age/demo/complete', { id: started.body.id }, other.token);
    expect(stolen.status).toBe(404);
    expect((await w.t.api.post('/api/age/verifications', { method: 'demo' })).status).toBe(401);
  });

  it('lets an admin revoke a verification, audited; a replayed completion does not restore it', async () => {
    const admin = await buildUser(w.t.ctx.db, { role: 'admin' });
    const user = await buildUser(w.t.ctx.db);
    const started = await w.t.api.post('/api/age/verifications', { method: 'demo' }, user.token);
    await w.t.api.post('/api/age/demo/complete', { id: started.body.id }, user.token);
    await expectServed(w, user.token);

    const path = `/api/admin/users/${user.user.id}/age-verification`;
    expect((await w.t.api.delete(path, w.reader.token)).status).toBe(403);
    const revoked = await w.t.api.delete(path, admin.token);
    expect(revoked.body).toEqual({ revoked: true });
    await expectGated(w, user.token);

    const replay = await w.t.api.post('/api/age/demo/complete', { id: started.body.id }, user.token);
    expect(replay.body.status).toBe('revoked');
    await expectGated(w, user.token);

    const audit = await w.t.api.get('/api/admin/audit?action=user.age_revoke', admin.token);
    expect(audit.body).toEqual([
      expect.objectContaining({ action: 'user.age_revoke', targetId: user.user.id, adminEmail: admin.user.email }),
    ]);
    expect((await w.t.api.delete(path, admin.token)).body).toEqual({ revoked: false });
  });
});
