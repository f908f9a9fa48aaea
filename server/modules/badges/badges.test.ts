import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BadgeId, BADGES } from '#common/catalogue/badges';
import { stories } from '#server/db/schema';
import { OfflineWriter } from '#server/providers/writer/offline/offlineWriter';
import {
  buildReading,
  buildStory,
  buildUser,
  ESTABLISHED,
  ledgerTextSum,
  type BuiltUser,
} from '#server/test/factories';
import { startTestApp, type TestApp } from '#server/test/testApp';
import { within } from '#server/test/within';
import { findUserById } from '../users/users.repo';
import { LEDGER_REASONS } from '#server/modules/credits/ledger';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    providers: (_config, defaults) => ({ ...defaults, writer: new OfflineWriter({ paceMs: 0 }) }),
  });
});
afterAll(async () => {
  await t.close();
});

const badgeIds = async (token: string): Promise<BadgeId[]> =>
  (await t.api.get('/api/auth/me', token)).body.user.badges.map((b: { id: BadgeId }) => b.id);
/** Badges earned by other readers' likes and votes: the author's cached answers learn of them by notification. */
const soonBadgeIds = (token: string, expected: BadgeId[]) =>
  within(1000, async () => {
    expect(await badgeIds(token)).toEqual(expected);
  });
const rewards = (userId: string) => ledgerTextSum(t.ctx.db, userId, [LEDGER_REASONS.badge]);
/** Verified accounts older than a day: the readers whose clicks count toward badges. */
const readers = (n: number) =>
  Promise.all(Array.from({ length: n }, () => buildUser(t.ctx.db, { joinedAt: ESTABLISHED() })));
/** A reader who read the story likes it. */
const like = async (storyId: string, reader: BuiltUser) => {
  await buildReading(t.ctx.db, reader.user.id, storyId);
  return t.api.post(`/api/stories/${storyId}/like`, undefined, reader.token);
};
/** Likes from this many established, verified readers (each on a domain of their own) who read the story, written straight to the database. */
async function seedLikes(storyId: string, likes: number) {
  await t.ctx.db.execute(sql`
    with fans as (
      insert into users (name, email, email_verified_at, created_at)
      select 'Fan', 'fan@' || gen_random_uuid() || '.test', now() - interval '2 days', now() - interval '2 days'
      from generate_series(1, ${likes})
      returning id),
    readings as (insert into reading_progress (user_id, story_id, chapter_number) select id, ${storyId}, 1 from fans)
    insert into story_likes (story_id, user_id) select ${storyId}, id from fans`);
  await t.ctx.db.update(stories).set({ likes }).where(eq(stories.id, storyId));
}

describe('badges', () => {
  it('awards Storyteller with the first story and Prolific Writer with the tenth, once each', async () => {
    const author = await buildUser(t.ctx.db, { subscription: 'intimacy', textCredits: 20 });
    const create = () =>
      t.api.post('/api/stories/generate', { title: 'Moonlight', settings: { length: 2 } }, author.token);
    expect((await create()).status).toBe(201);
    expect(await badgeIds(author.token)).toEqual(['storyteller']);
    for (let i = 0; i < 8; i++) await buildStory(t.ctx.db, author.user);
    const before = (await findUserById(t.ctx.db, author.user.id))!;
    await create();
    await create();
    expect(await badgeIds(author.token)).toEqual(['storyteller', 'prolific_writer']);
    const after = (await findUserById(t.ctx.db, author.user.id))!;
    expect(after.audioCredits - before.audioCredits).toBe(BADGES.prolific_writer.audioCredits);
    expect(await rewards(author.user.id)).toBe(BADGES.prolific_writer.textCredits);
  });

  it("awards First Heart for another user's first like, never for one's own, and keeps it when the like goes", async () => {
    const author = await buildUser(t.ctx.db);
    const story = await buildStory(t.ctx.db, author.user);
    await like(story.id, author);
    expect(await badgeIds(author.token)).toEqual([]);
    const [reader, second] = await readers(2);
    await like(story.id, reader);
    await like(story.id, reader);
    await like(story.id, second);
    await soonBadgeIds(author.token, ['first_heart']);
    expect(await rewards(author.user.id)).toBe(BADGES.first_heart.textCredits);
    const me = (await t.api.get('/api/auth/me', author.token)).body.user;
    expect(me.badges[0]).toEqual({
      id: 'first_heart',
      name: 'First Heart',
      color: 'pink',
      description: 'Received a first like',
    });
  });

  it('awards Popular Author once when parallel likes cross 50', async () => {
    const author = await buildUser(t.ctx.db);
    const [liked, other] = [await buildStory(t.ctx.db, author.user), await buildStory(t.ctx.db, author.user)];
    await seedLikes(other.id, 46);
    const fans = await readers(8);
    const results = await Promise.all(fans.map((fan) => like(liked.id, fan)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    await soonBadgeIds(author.token, ['first_heart', 'popular_author']);
    expect(await rewards(author.user.id)).toBe(BADGES.first_heart.textCredits + BADGES.popular_author.textCredits);
  });

  it('awards Legend Author at 1000 likes with its credits and 30 premium days', async () => {
    const author = await buildUser(t.ctx.db);
    const [liked, other] = [await buildStory(t.ctx.db, author.user), await buildStory(t.ctx.db, author.user)];
    await seedLikes(other.id, 998);
    const [a, b] = await readers(2);
    await like(liked.id, a);
    expect(await badgeIds(author.token)).not.toContain('legend_author');
    await like(liked.id, b);
    const me = (await t.api.get('/api/auth/me', author.token)).body.user;
    expect(me.badges.map((x: { id: string }) => x.id)).toEqual(['first_heart', 'popular_author', 'legend_author']);
    expect(me.isPremium).toBe(true);
    const premiumUntil = (await findUserById(t.ctx.db, author.user.id))!.premiumUntil!;
    expect(premiumUntil.getTime() - Date.now()).toBeGreaterThan(29.9 * 86_400_000);
    expect(me.textCredits).toBe(
      3 + BADGES.first_heart.textCredits + BADGES.popular_author.textCredits + BADGES.legend_author.textCredits,
    );
  });

  it('awards Community Favorite at 70% upvotes from at least 10 votes', async () => {
    const author = await buildUser(t.ctx.db);
    const story = await buildStory(t.ctx.db, author.user);
    const voters = await readers(10);
    for (const voter of voters) await buildReading(t.ctx.db, voter.user.id, story.id);
    const vote = (voter: BuiltUser, kind: 'upvote' | 'downvote') =>
      t.api.post(`/api/stories/${story.id}/${kind}`, undefined, voter.token);
    for (const voter of voters.slice(0, 3)) await vote(voter, 'downvote');
    for (const voter of voters.slice(3, 9)) await vote(voter, 'upvote');
    expect(await badgeIds(author.token)).toEqual([]);
    await vote(voters[9], 'upvote');
    await soonBadgeIds(author.token, ['community_favorite']);
    await vote(voters[9], 'upvote');
    await vote(voters[9], 'upvote');
    expect(await rewards(author.user.id)).toBe(BADGES.community_favorite.textCredits);
  });
});
