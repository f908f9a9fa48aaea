import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_UNLOCK_TEXT_COST } from '#common/catalogue/costs';
import { CHAPTER_PREVIEW_CHARS } from '#server/tuning';
import { buildStory, buildUser, ledgerTextSum } from '#server/test/factories';
import { startTestApp, type TestApp } from '#server/test/testApp';
import { findUserById } from '../users/users.repo';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const SECRET = 'The secret second chapter text that must never leak to a reader who has not paid. '.repeat(3);

async function storyWithLockedChapters() {
  const owner = await buildUser(t.ctx.db);
  const story = await buildStory(t.ctx.db, owner.user, {
    chapters: [
      { content: 'Opening. '.repeat(30), choices: [] },
      { content: SECRET, choices: ['Stay', 'Leave'], textCreditsCost: 2 },
      { content: SECRET, textCreditsCost: 0 },
    ],
  });
  return { owner, story };
}

describe('locked chapters', () => {
  it('never sends a locked chapter’s text or choices to another reader', async () => {
    const { story } = await storyWithLockedChapters();
    const reader = await buildUser(t.ctx.db, { textCredits: 5 });
    for (const token of [reader.token, undefined]) {
      const list = await t.api.get(`/api/stories/${story.id}/chapters`, token);
      expect(list.status).toBe(200);
      const [first, second, third] = list.body.chapters;
      expect(first).toMatchObject({ number: 1, locked: false });
      expect(first.content).toContain('Opening.');
      expect(second).toMatchObject({
        number: 2,
        locked: true,
        preview: SECRET.slice(0, CHAPTER_PREVIEW_CHARS),
        textCreditsCost: 2,
        status: 'ready',
        choices: [],
      });
      expect(second).not.toHaveProperty('content');
      expect(third.textCreditsCost).toBe(DEFAULT_UNLOCK_TEXT_COST);
      expect(JSON.stringify(list.body)).not.toContain(SECRET.slice(0, CHAPTER_PREVIEW_CHARS + 20));
      expect(JSON.stringify(list.body)).not.toContain('Stay');

      for (const path of ['choices', 'stream']) {
        const res = await t.api.get(`/api/stories/${story.id}/chapters/2/${path}`, token);
        expect(res.status).toBe(403);
        expect(JSON.stringify(res.body)).not.toContain(SECRET.slice(0, 20));
      }
    }
  });

  it('shows the owner and admins every chapter', async () => {
    const { owner, story } = await storyWithLockedChapters();
    const admin = await buildUser(t.ctx.db, { role: 'admin' });
    for (const token of [owner.token, admin.token]) {
      const list = await t.api.get(`/api/stories/${story.id}/chapters`, token);
      expect(list.body.chapters.map((c: { locked: boolean }) => c.locked)).toEqual([false, false, false]);
      expect(list.body.chapters[1].content).toBe(SECRET);
    }
  });

  it('unlocks once for its cost, records it in /me, and unlocking again is free', async () => {
    const { story } = await storyWithLockedChapters();
    const reader = await buildUser(t.ctx.db, { textCredits: 5 });
    const res = await t.api.post(`/api/stories/${story.id}/chapters/2/unlock`, undefined, reader.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      textCredits: 3,
      chapter: { number: 2, locked: false, content: SECRET },
    });
    const again = await t.api.post(`/api/stories/${story.id}/chapters/2/unlock`, undefined, reader.token);
    expect(again.body).toMatchObject({ success: true, textCredits: 3 });

    const me = await t.api.get('/api/auth/me', reader.token);
    expect(me.body.user.unlockedChapters).toEqual([{ storyId: story.id, chapterNumber: 2 }]);
    const list = await t.api.get(`/api/stories/${story.id}/chapters`, reader.token);
    expect(list.body.chapters.map((c: { locked: boolean }) => c.locked)).toEqual([false, false, true]);
    const choices = await t.api.get(`/api/stories/${story.id}/chapters/2/choices`, reader.token);
    expect(choices.body).toEqual({ choices: [{ text: 'Stay' }, { text: 'Leave' }] });
  });

  it('charges exactly once under parallel unlocks', async () => {
    const { story } = await storyWithLockedChapters();
    const reader = await buildUser(t.ctx.db, { textCredits: 5 });
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.api.post(`/api/stories/${story.id}/chapters/3/unlock`, undefined, reader.token),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(6).fill(200));
    expect((await findUserById(t.ctx.db, reader.user.id))!.textCredits).toBe(4);
    expect(await ledgerTextSum(t.ctx.db, reader.user.id, ['unlock'])).toBe(-1);
  });

  it('answers 402 without credits and records nothing; chapter 1 and own chapters cost nothing', async () => {
    const { owner, story } = await storyWithLockedChapters();
    const broke = await buildUser(t.ctx.db, { textCredits: 1 });
    const refused = await t.api.post(`/api/stories/${story.id}/chapters/2/unlock`, undefined, broke.token);
    expect(refused.status).toBe(402);
    expect(refused.body.message).toMatch(/^Insufficient text credits/);
    expect((await t.api.get('/api/auth/me', broke.token)).body.user.unlockedChapters).toEqual([]);

    const free = await t.api.post(`/api/stories/${story.id}/chapters/1/unlock`, undefined, broke.token);
    expect(free.body).toMatchObject({ success: true, textCredits: 1 });
    const own = await t.api.post(`/api/stories/${story.id}/chapters/2/unlock`, undefined, owner.token);
    expect(own.status).toBe(200);
    expect((await findUserById(t.ctx.db, owner.user.id))!.textCredits).toBe(owner.user.textCredits);
  });

  it('answers 404 for unknown chapters and unreadable stories, 401 for guests', async () => {
    const { story } = await storyWithLockedChapters();
    const reader = await buildUser(t.ctx.db, { textCredits: 5 });
    expect((await t.api.post(`/api/stories/${story.id}/chapters/9/unlock`, undefined, reader.token)).status).toBe(404);
    expect((await t.api.post(`/api/stories/${story.id}/chapters/2/unlock`)).status).toBe(401);
    const owner = await buildUser(t.ctx.db, { subscription: 'essentiel' });
    const hidden = await buildStory(t.ctx.db, owner.user, { accessType: 'private', chapters: [{}, {}] });
    expect((await t.api.post(`/api/stories/${hidden.id}/chapters/2/unlock`, undefined, reader.token)).status).toBe(404);
  });
});
