import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { BadgeId } from '#common/catalogue/badges';
import { LIST_EXCERPT_CHARS } from '#common/catalogue/limits';
import type { Executor } from '#server/db/client';
import { preparedRead } from '#server/db/preparedRead';
import { isUuid } from '#server/db/uuid';
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
import { urlNamesAsset } from '../narration/audioUrl.repo';

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

/** Chapter 1's text, as a subquery on the `stories` row of the outer query. */
export const firstChapterText = sql<
  string | null
>`(select c.content from ${chapters} c where c.story_id = ${stories.id} and c.number = 1)`;

export interface StoryViewOptions {
  /** Lists read only the start of chapter 1, enough for an excerpt of `LIST_EXCERPT_CHARS`. */
  lean?: boolean;
}

/**
 * Everything a story's views take from its chapters, in one pass over them (and their narrations)
 * per story, joined laterally on the `stories` row of the outer query.
 */
function chapterTotals(db: Executor, lean: boolean) {
  const narration = urlNamesAsset(chapters.audioUrl, audioAssets.id);
  const first = sql`${chapters.number} = 1`;
  // One character more than the excerpt shows tells whether its last word ends at the limit.
  const firstText = lean
    ? sql`max(left(${chapters.content}, ${LIST_EXCERPT_CHARS + 1})) filter (where ${first})`
    : sql`max(${chapters.content}) filter (where ${first})`;
  return db
    .select({
      content: sql<string>`coalesce(${firstText}, '')`.as('content'),
      contentLength: sql<number>`coalesce(max(char_length(${chapters.content})) filter (where ${first}), 0)::int`.as(
        'content_length',
      ),
      chapterCount: sql<number>`count(*)::int`.as('chapter_count'),
      textLength: sql<number>`coalesce(sum(length(${chapters.content})), 0)::int`.as('text_length'),
      narratedMs: sql<number>`coalesce(sum(${audioAssets.durationMs}), 0)::int`.as('narrated_ms'),
      unnarratedLength:
        sql<number>`coalesce(sum(length(${chapters.content})) filter (where ${audioAssets.id} is null), 0)::int`.as(
          'unnarrated_length',
        ),
      lastStatus: sql<ChapterStatus | null>`(array_agg(${chapters.status} order by ${chapters.number} desc))[1]`.as(
        'last_status',
      ),
      lastHasChoices:
        sql<boolean>`coalesce((array_agg(jsonb_array_length(${chapters.choices}) > 0 order by ${chapters.number} desc))[1], false)`.as(
          'last_has_choices',
        ),
    })
    .from(chapters)
    .leftJoin(audioAssets, narration)
    .where(and(eq(chapters.storyId, stories.id), eq(chapters.onMainPath, true)))
    .as('totals');
}

/** The story view's select, for stories matching `where`, as seen by `viewer` (a uuid or null). */
function storyViewQuery(db: Executor, where: SQL, viewer: SQL, lean: boolean) {
  const totals = chapterTotals(db, lean);
  return db
    .select({
      story: stories,
      ownerName: users.name,
      content: totals.content,
      contentLength: totals.contentLength,
      chapterCount: totals.chapterCount,
      textLength: totals.textLength,
      narratedMs: totals.narratedMs,
      unnarratedLength: totals.unnarratedLength,
      lastStatus: totals.lastStatus,
      lastHasChoices: totals.lastHasChoices,
      hasLiked: sql<boolean>`exists (select 1 from ${storyLikes} l where l.story_id = ${stories.id} and l.user_id = ${viewer})`,
      vote: sql<number>`coalesce((select v.value from ${storyVotes} v where v.story_id = ${stories.id} and v.user_id = ${viewer}), 0)::int`,
      hasReported: sql<boolean>`exists (select 1 from ${storyReports} r where r.story_id = ${stories.id} and r.user_id = ${viewer})`,
    })
    .from(stories)
    .innerJoin(users, eq(users.id, stories.userId))
    .crossJoinLateral(totals)
    .where(where);
}

type StoryViewRow = Awaited<ReturnType<typeof storyViewQuery>>[number];

/** The rows with their authors' badges, in the order of `ids`. */
async function withAuthorBadges(db: Executor, ids: string[], rows: StoryViewRow[]): Promise<StoryView[]> {
  const badges = await findBadgeIdsOfUsers(
    db,
    rows.map((row) => row.story.userId),
  );
  const byId = new Map(rows.map((row) => [row.story.id, { ...row, authorBadges: badges.get(row.story.userId) ?? [] }]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The stories in the order of `ids`, with everything a card shows, in two queries whatever their number. */
export async function findStoryViews(
  db: Executor,
  ids: string[],
  viewerId: string | undefined,
  options: StoryViewOptions = {},
): Promise<StoryView[]> {
  if (ids.length === 0) return [];
  const rows = await storyViewQuery(
    db,
    inArray(stories.id, ids),
    sql`${viewerId ?? null}::uuid`,
    options.lean ?? false,
  );
  return withAuthorBadges(db, ids, rows);
}

const storyViewById = preparedRead('story_view_by_id', (db) =>
  storyViewQuery(db, eq(stories.id, sql.placeholder('id')), sql`${sql.placeholder('viewer')}::uuid`, false),
);

/** One story's view: the story page's read, prepared. */
export async function findStoryView(
  db: Executor,
  id: string,
  viewerId: string | undefined,
): Promise<StoryView | undefined> {
  if (!isUuid(id)) return undefined;
  const rows = await storyViewById(db).execute({ id, viewer: viewerId ?? null });
  const [view] = await withAuthorBadges(db, [id], rows);
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
