import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CHAPTERS_PER_STORY } from '#common/catalogue/limits';
import { encodeCursor } from '#server/db/keyset';
import { findUserById } from '#server/modules/users/users.repo';
import { buildStory, buildUser, type BuiltUser } from '../factories';
import { startTestApp, type TestApp } from '../testApp';

let t: TestApp;
let reader: BuiltUser;
let admin: BuiltUser;
let storyId: string;
beforeAll(async () => {
  t = await startTestApp();
  reader = await buildUser(t.ctx.db, { textCredits: 5, audioCredits: 5 });
  admin = await buildUser(t.ctx.db, { role: 'admin' });
  storyId = (await buildStory(t.ctx.db, reader.user, { chapters: [{}, {}] })).id;
});
afterAll(() => t.close());

const TOO_BIG = ['99999999999', '2147483648', String(MAX_CHAPTERS_PER_STORY + 1)];
const chapterRange = `from 1 to ${MAX_CHAPTERS_PER_STORY}`;

describe('numbers in paths, queries and bodies are bounded: 400 with a clear message, never 500', () => {
  it.each(TOO_BIG)('chapter number %s in a chapter path', async (n) => {
    const calls = [
      t.api.get(`/api/stories/${storyId}/chapters/${n}/choices`, reader.token),
      t.api.get(`/api/stories/${storyId}/chapters/${n}/stream`, reader.token),
      t.api.post(`/api/stories/${storyId}/chapters/${n}/unlock`, undefined, reader.token),
      t.api.post(`/api/stories/${storyId}/chapters/${n}/retry`, undefined, reader.token),
      t.api.post(`/api/stories/${storyId}/chapters/${n}/choice`, { choice: 'Go on' }, reader.token),
      t.api.get(`/api/stories/${storyId}/audio?chapter=${n}`, reader.token),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(
        new RegExp(`^chapter(Number)?( number)? must be a whole number ${chapterRange}$`),
      );
    }
  });

  it('chapterNumber in a narration request', async () => {
    const res = await t.api.post(
      '/api/speech/generate',
      { voiceId: 'offline-us-female', storyId, chapterNumber: 99999999999 },
      reader.token,
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`chapterNumber must be a whole number ${chapterRange}`);
    expect((await findUserById(t.ctx.db, reader.user.id))!.audioCredits).toBe(5);
  });

  it('maxTokens in a story request, before any charge', async () => {
    const res = await t.api.post(
      '/api/stories/generate',
      { title: 'Bounded', settings: { length: 2 }, maxTokens: 99999999999 },
      reader.token,
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^maxTokens must be a whole number from 1 to \d+$/);
    expect((await findUserById(t.ctx.db, reader.user.id))!.textCredits).toBe(5);
  });

  it('credit balances an admin sets, leaving the user unchanged', async () => {
    const { user } = await buildUser(t.ctx.db);
    const res = await t.api.patch(
      `/api/admin/users/${user.id}`,
      { name: 'Valid Name', email: user.email, role: 'user', textCredits: 99999999999 },
      admin.token,
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^textCredits must be a whole number from 0 to \d+$/);
    expect((await findUserById(t.ctx.db, user.id))!.textCredits).toBe(user.textCredits);
  });

  it('page sizes and cursors', async () => {
    expect((await t.api.get('/api/stories/public?limit=99999999999')).status).toBe(400);
    expect((await t.api.get('/api/admin/users?limit=99999999999', admin.token)).status).toBe(400);
    // Cursors in the real keyset format, well formed but for a date that does not exist: only the date check
    // can refuse them (PostgreSQL would answer the comparison with an error, a 500).
    const id = storyId;
    const realDate = encodeCursor({ at: '2026-12-31T23:59:59.999999', id });
    const badMonth = encodeCursor({ at: '2026-13-01T00:00:00.000000', id });
    const badYear = encodeCursor({ at: '0000-01-01T00:00:00.000000', id });
    expect((await t.api.get(`/api/admin/users?cursor=${realDate}`, admin.token)).status).toBe(200);
    expect((await t.api.get(`/api/stories/public?cursor=${realDate}`)).status).toBe(200);
    for (const res of [
      await t.api.get(`/api/admin/users?cursor=${badMonth}`, admin.token),
      await t.api.get(`/api/stories/public?cursor=${badMonth}`),
      await t.api.get(`/api/stories/public?cursor=${badYear}`),
    ]) {
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Invalid cursor');
    }
  });
});
