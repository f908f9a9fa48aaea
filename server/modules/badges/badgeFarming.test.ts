import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BADGES, type BadgeId } from '#common/catalogue';
import { users } from '#server/db/schema';
import { buildStory, buildUser, ESTABLISHED, type BuiltUser } from '#server/test/factories';
import { startTestApp, type TestApp } from '#server/test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const me = async (token: string) => (await t.api.get('/api/auth/me', token)).body.user;
const badgeIds = async (token: string): Promise<BadgeId[]> =>
  (await me(token)).badges.map((b: { id: BadgeId }) => b.id);
const like = (storyId: string, token: string) => t.api.post(`/api/stories/${storyId}/like`, undefined, token);
const upvote = (storyId: string, token: string) => t.api.post(`/api/stories/${storyId}/upvote`, undefined, token);
const established = (email: string) => buildUser(t.ctx.db, { email, joinedAt: ESTABLISHED() });

describe('badge farming', () => {
  it('gives nothing for likes from fifty fresh throwaway sign-ups, though the likes still show', async () => {
    const author = await buildUser(t.ctx.db);
    const story = await buildStory(t.ctx.db, author.user);
    const before = await me(author.token);
    for (let i = 0; i < 50; i++) {
      const signup = await t.api.post('/api/auth/signup', {
        name: 'Throwaway',
        email: `throwaway-${i}@example.test`,
        password: 'secret1',
      });
      expect(signup.status).toBe(201);
      expect((await like(story.id, signup.body.token)).status).toBe(200);
    }
    expect((await t.api.get(`/api/stories/${story.id}`)).body.likes).toBe(50);
    const after = await me(author.token);
    expect(after.badges).toEqual([]);
    expect({ text: after.textCredits, audio: after.audioCredits }).toEqual({
      text: before.textCredits,
      audio: before.audioCredits,
    });
  });

  it('counts a verified account only once it is 24 hours old, and never an unverified one', async () => {
    const author = await buildUser(t.ctx.db);
    const [first, second] = [await buildStory(t.ctx.db, author.user), await buildStory(t.ctx.db, author.user)];
    const unverified = await buildUser(t.ctx.db, { verified: false, joinedAt: ESTABLISHED() });
    const fresh = await buildUser(t.ctx.db);
    await like(first.id, unverified.token);
    await like(first.id, fresh.token);
    expect(await badgeIds(author.token)).toEqual([]);

    await t.ctx.db.update(users).set({ createdAt: ESTABLISHED() }).where(eq(users.id, fresh.user.id));
    await like(second.id, fresh.token);
    expect(await badgeIds(author.token)).toEqual(['first_heart']);
  });

  it("counts one account per email address (Gmail dots and +tags are one address) and never the author's own aliases", async () => {
    const author = await established('ava.rose@gmail.com');
    const story = await buildStory(t.ctx.db, author.user);
    const ownAlias = await established('avarose+fan@googlemail.com');
    await like(story.id, ownAlias.token);
    expect(await badgeIds(author.token)).toEqual([]);

    const voters: BuiltUser[] = [];
    for (let i = 0; i < 9; i++) voters.push(await established(`voter${i}@example.test`));
    for (const alias of ['voter0+again@example.test', 'voter.zero@gmail.com', 'voterzero+x@gmail.com']) {
      voters.push(await established(alias));
    }
    for (const voter of voters) await upvote(story.id, voter.token);
    expect((await t.api.get(`/api/stories/${story.id}`)).body.upvotes).toBe(12);
    // 9 distinct addresses + voterzero@gmail.com = 10 counted votes: exactly the minimum.
    expect(await badgeIds(author.token)).toEqual(['community_favorite']);
    const aliasesOnly = await established('ava.r.o.s.e+2@gmail.com');
    await like(story.id, aliasesOnly.token);
    expect(await badgeIds(author.token)).toEqual(['community_favorite']);
  });

  it('writes each reward to the audit log, once', async () => {
    const admin = await buildUser(t.ctx.db, { role: 'admin' });
    const author = await buildUser(t.ctx.db);
    const story = await buildStory(t.ctx.db, author.user);
    for (const email of ['fan-a@example.test', 'fan-b@example.test']) {
      await like(story.id, (await established(email)).token);
    }
    const audit = await t.api.get('/api/admin/audit?limit=100', admin.token);
    expect(audit.status).toBe(200);
    const awards = audit.body.filter(
      (e: { action: string; targetId: string }) => e.action === 'badge.award' && e.targetId === author.user.id,
    );
    expect(awards).toEqual([
      expect.objectContaining({
        adminId: null,
        adminEmail: 'system',
        targetType: 'user',
        after: {
          badge: 'first_heart',
          textCredits: BADGES.first_heart.textCredits,
          audioCredits: BADGES.first_heart.audioCredits,
          premiumDays: 0,
        },
      }),
    ]);
  });
});
