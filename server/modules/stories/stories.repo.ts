import { count, eq, inArray, sql } from 'drizzle-orm';
import { LIST_EXCERPT_CHARS, type BadgeId } from '#common/catalogue';
import type { Executor } from '#server/db/client';
import { findBadgeIdsOfUsers } from '../badges/badges.repo';
import {
  audioAssets,
  chapters,
  stories,
  storyLikes,
  storyReports,
  storyVotes,
  users,
  type ChapterStatus,
} from '#server/db/schema';
import { audioAssetOf } from '../narration/narration.repo';

export type StoryRow = typeof stories.$inferSelect;
export type NewStoryRow = typeof stories.$inferInsert;

/** A story with what its presentation and its policies need, for one viewer. */
export interface StoryView {
  story: StoryRow;
  ownerName: string;
  /** Chapter 1's text so far: whole, or for lists only enough of it for an excerpt. */
  content: string;
  /** Characters of all its chapters' text. */
  textLength: number;
  /** The real duration of its narrated chapters, and the length of the text of the others. */
  narratedMs: number;
  unnarratedLength: number;
  /** Chapter 1's whole length, in characters. */
  contentLength: number;
  chapterCount: number;
  lastStatus: ChapterStatus | null;
  lastHasChoices: boolean;
  hasLiked: boolean;
  /** The viewer's vote: 1, -1 or 0. */
  vote: number;
  hasReported: boolean;
  authorBadges: BadgeId[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids arrive from URLs; anything that is not a uuid names no story. */
export const isUuid = (value: string) => UUID.test(value);

/** Chapter 1's text, as a subquery on the `stories` row of the outer query. */
export const firstChapterText = sql<
  string | null
>`(select c.content from ${chapters} c where c.story_id = ${stories.id} and c.number = 1)`;

export interface StoryViewOptions {
  /** Lists read only the start of chapter 1, enough for an excerpt of `LIST_EXCERPT_CHARS`. */
  lean?: boolean;
}

/** The stories in the order of `ids`, with everything a card shows, in two queries whatever their number. */
export async function findStoryViews(
  db: Executor,
  ids: string[],
  viewerId: string | undefined,
  options: StoryViewOptions = {},
): Promise<StoryView[]> {
  if (ids.length === 0) return [];
  const viewer = sql`${viewerId ?? null}::uuid`;
  const narrated = audioAssetOf(sql`a`, sql`c.audio_url`);
  // One character more than the excerpt shows tells whether its last word ends at the limit.
  const content = options.lean ? sql`left(${firstChapterText}, ${LIST_EXCERPT_CHARS + 1})` : firstChapterText;
  const last = sql`(select c.status, jsonb_array_length(c.choices) > 0 as has_choices from ${chapters} c where c.story_id = ${stories.id} order by c.number desc limit 1)`;
  const rows = await db
    .select({
      story: stories,
      ownerName: users.name,
      content: sql<string>`coalesce(${content}, '')`,
      contentLength: sql<number>`coalesce(char_length(${firstChapterText}), 0)::int`,
      chapterCount: sql<number>`(select count(*) from ${chapters} c where c.story_id = ${stories.id})::int`,
      textLength: sql<number>`(select coalesce(sum(length(c.content)), 0) from ${chapters} c where c.story_id = ${stories.id})::int`,
      narratedMs: sql<number>`(select coalesce(sum(a.duration_ms), 0) from ${chapters} c join ${audioAssets} a on ${narrated} where c.story_id = ${stories.id})::int`,
      unnarratedLength: sql<number>`(select coalesce(sum(length(c.content)), 0) from ${chapters} c where c.story_id = ${stories.id} and not exists (select 1 from ${audioAssets} a where ${narrated}))::int`,
      lastStatus: sql<ChapterStatus | null>`(select l.status from ${last} l)`,
      lastHasChoices: sql<boolean>`coalesce((select l.has_choices from ${last} l), false)`,
      hasLiked: sql<boolean>`exists (select 1 from ${storyLikes} l where l.story_id = ${stories.id} and l.user_id = ${viewer})`,
      vote: sql<number>`coalesce((select v.value from ${storyVotes} v where v.story_id = ${stories.id} and v.user_id = ${viewer}), 0)::int`,
      hasReported: sql<boolean>`exists (select 1 from ${storyReports} r where r.story_id = ${stories.id} and r.user_id = ${viewer})`,
    })
    .from(stories)
    .innerJoin(users, eq(users.id, stories.userId))
    .where(inArray(stories.id, ids));
  const badges = await findBadgeIdsOfUsers(
    db,
    rows.map((row) => row.story.userId),
  );
  const byId = new Map(rows.map((row) => [row.story.id, { ...row, authorBadges: badges.get(row.story.userId) ?? [] }]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function findStoryView(
  db: Executor,
  id: string,
  viewerId: string | undefined,
): Promise<StoryView | undefined> {
  if (!isUuid(id)) return undefined;
  const [view] = await findStoryViews(db, [id], viewerId);
  return view;
}

/** Locks the story row for the rest of the transaction (serialises writes and votes on it). */
export async function lockStory(tx: Executor, id: string): Promise<StoryRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await tx.select().from(stories).where(eq(stories.id, id)).for('update');
  return row;
}

export async function insertStory(tx: Executor, values: NewStoryRow): Promise<StoryRow> {
  const [row] = await tx.insert(stories).values(values).returning();
  return row;
}

export async function countStoriesOwnedBy(tx: Executor, userId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(stories).where(eq(stories.userId, userId));
  return row?.n ?? 0;
}

export async function updateStoryRow(
  tx: Executor,
  id: string,
  changes: Partial<Pick<StoryRow, 'title' | 'accessType' | 'publishedAccessType' | 'audioUrl' | 'memory'>>,
): Promise<void> {
  await tx
    .update(stories)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(stories.id, id));
}

export async function touchStory(
  tx: Executor,
  id: string,
  changes: Partial<Pick<StoryRow, 'isConcluded' | 'memory'>> = {},
): Promise<void> {
  await tx
    .update(stories)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(stories.id, id));
}

/** Locks the user row so a user's concurrent creations see each other (the free story limit). */
export async function lockUser(tx: Executor, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function findStory(db: Executor, id: string): Promise<StoryRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(stories).where(eq(stories.id, id)).limit(1);
  return row;
}
