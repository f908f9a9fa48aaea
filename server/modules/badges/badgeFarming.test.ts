import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BadgeId, BADGES } from '#common/catalogue/badges';
import { users } from '#server/db/schema';
import { buildReading, buildStory, buildUser, ESTABLISHED, type BuiltUser } from '#server/test/factories';
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
/** Opens the story's chapters, as a reader does: their reading history. */
const read = (storyId: string, token: string) => t.api.get(`/api/stories/${storyId}/chapters`, token);
const likeUnread = (storyId: string, token: string) => t.api.post(`/api/stories/${storyId}/like`, undefined, token);
/** A reader reads the story, then likes it. */
const like = async (storyId: string, token: string) => {
  expect((await read(storyId, token)).status).toBe(200);
  return likeUnread(storyId, token);
};
const upvote = async (storyId: string, token: string) => {
  expect((await read(storyId, token)).status).toBe(200);
  return t.api.post(`/api/stories/${storyId}/upvote`, undefined, token);
};
const established = (email: string) => buildUser(t.ctx.db, { email, joinedAt: ESTABLISHED() });
/** An established reader who read the story, then liked and upvoted it. */
async function readLikeAndUpvote(storyId: string, email: string) {
  const reader = await established(email);
  expect((await like(storyId, reader.token)).status).toBe(200);
  expect((await upvote(storyId, reader.token)).status).toBe(200);
}

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
      // Read (straight into the database, for speed), so only the accounts' age stands in the way.
      await buildReading(t.ctx.db, signup.body.user._id, story.id);
      expect((await likeUnread(story.id, signup.body.token)).status).toBe(200);
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
    for (let i = 0; i < 9; i++) voters.push(await established(`voter${i}@reader${i}.example`));
    for (const alias of ['voter0+again@reader0.example', 'voter.zero@gmail.com', 'voterzero+x@gmail.com']) {
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

  it('counts at most three people per email domain, subdomains included, except the big mail providers', async () => {
    const author = await buildUser(t.ctx.db);
    const story = await buildStory(t.ctx.db, author.user);
    const before = await me(author.token);
    for (let i = 0; i < 17; i++) {
      await readLikeAndUpvote(story.id, i % 2 ? `fan${i}@catch-all.example` : `fan${i}@box${i}.catch-all.example`);
    }
    expect((await t.api.get(`/api/stories/${story.id}`)).body).toMatchObject({ likes: 17, upvotes: 17 });
    // 17 addresses of one domain are 3 people: a first heart, not a community's favourite.
    const after = await me(author.token);
    expect(after.badges.map((b: { id: BadgeId }) => b.id)).toEqual(['first_heart']);
    expect({ text: after.textCredits, audio: after.audioCredits }).toEqual({
      text: before.textCredits + BADGES.first_heart.textCredits,
      audio: before.audioCredits + BADGES.first_heart.audioCredits,
    });

    const major = await buildStory(t.ctx.db, author.user);
    for (let i = 0; i < 10; i++) await readLikeAndUpvote(major.id, `reader.number${i}@gmail.com`);
    expect(await badgeIds(author.token)).toEqual(['first_heart', 'community_favorite']);
  });

  it('counts only readers who read the story they like or vote on', async () => {
    const author = await buildUser(t.ctx.db);
    const story = await buildStory(t.ctx.db, author.user);
    const skimmer = await established('skimmer@reader-one.example');
    expect((await likeUnread(story.id, skimmer.token)).status).toBe(200);
    expect(await badgeIds(author.token)).toEqual([]);
    const reader = await established('reader@reader-two.example');
    await like(story.id, reader.token);
    expect(await badgeIds(author.token)).toEqual(['first_heart']);
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
