import { and, arrayContains, arrayOverlaps, desc, eq, inArray, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AccessType } from '#common/catalogue/access';
import type { DiscoverFilter, StorySort, StoryTagId } from '#common/catalogue/storyChoices';
import { TRENDING_WINDOW_DAYS } from '#server/tuning';
import type { Executor } from '#server/db/client';
import { chapters, readingProgress, stories, storyLikes, storyPlays } from '#server/db/schema';
import { afterKey, afterScoredKey, keyTime, type PageKey } from '#server/db/keyset';
import { ilikeContains } from '#server/db/like';

const s = alias(stories, 's');
const c1 = alias(chapters, 'c1');

/**
 * How many of the newest candidates a search reads row by row before asking the trigram indexes.
 * Frequent words fill a page from the newest stories at once; rare ones are found by the indexes
 * (the planner cannot tell the two apart: it guesses every ILIKE pattern is rare).
 */
const SEARCH_WINDOW = 200;

const at = keyTime(s.createdAt);
const newestFirst = [desc(s.createdAt), desc(s.id)];
const before = (key: PageKey) => afterKey(s.createdAt, s.id, key);
// Literals, so the planner can use chapters_opening_trgm_idx (partial on number = 1).
const openingReady = and(eq(c1.storyId, s.id), sql`${c1.number} = 1`, sql`${c1.status} = 'ready'`);
const matches = (q: string) => or(ilikeContains(s.title, q), ilikeContains(c1.content, q)) as SQL;

function filterCondition(filter: DiscoverFilter): SQL | undefined {
  const tone = sql`lower(${s.settings}->>'writingTone')`;
  const atmosphere = sql`lower(${s.settings}->>'atmosphere')`;
  if (filter.kind === 'all') return undefined;
  if (filter.kind === 'explicit') {
    return or(sql`((${s.settings}->>'explicitLevel')::int) >= ${filter.minExplicitLevel}`, inArray(tone, filter.terms));
  }
  return or(eq(s.category, filter.category), inArray(tone, filter.terms), inArray(atmosphere, filter.terms));
}

export interface PageQuery {
  after?: PageKey;
  /** How many keys to answer (callers ask one more than a page, to know whether another follows). */
  take: number;
}

export interface PublicFilter {
  q?: string;
  filter: DiscoverFilter;
  /** Stories carrying all of `tags` and none of `exclude`. */
  tags: StoryTagId[];
  exclude: StoryTagId[];
}

const tagCondition = (tags: StoryTagId[], exclude: StoryTagId[]) =>
  and(
    tags.length > 0 ? arrayContains(s.tags, tags) : undefined,
    exclude.length > 0 ? not(arrayOverlaps(s.tags, exclude)) : undefined,
  );

const listedPublic = ({ filter, tags, exclude }: PublicFilter) =>
  and(sql`${s.accessType} = 'public'`, isNull(s.hiddenAt), filterCondition(filter), tagCondition(tags, exclude));

/** The score each ranked order sorts by, highest first (then newest first). */
const RANKS: Record<Exclude<StorySort, 'new'>, SQL<number>> = {
  popular: sql<number>`(${s.upvotes} - ${s.downvotes})`,
  // Likes, readers and plays of the last days, each counted through its story's index.
  trending: sql<number>`((select count(*) from ${storyLikes} l
      where l.story_id = ${s.id} and l.created_at > now() - make_interval(days => ${TRENDING_WINDOW_DAYS}))
    + (select count(*) from ${readingProgress} r
      where r.story_id = ${s.id} and r.read_at > now() - make_interval(days => ${TRENDING_WINDOW_DAYS}))
    + (select count(*) from ${storyPlays} p
      where p.story_id = ${s.id} and p.day > current_date - ${TRENDING_WINDOW_DAYS}::int))::int`,
};

/** Keys of listed public stories (chapter 1 written), in the order `sort` names (newest first by default). */
export function findPublicPage(
  db: Executor,
  filter: PublicFilter,
  sort: StorySort,
  page: PageQuery,
): Promise<PageKey[]> {
  if (sort === 'new') return findNewestPublicPage(db, filter, page);
  const score = RANKS[sort];
  return db
    .select({ id: s.id, at, score })
    .from(s)
    .innerJoin(c1, openingReady)
    .where(
      and(
        listedPublic(filter),
        filter.q ? matches(filter.q) : undefined,
        page.after && afterScoredKey(score, s.createdAt, s.id, page.after),
      ),
    )
    .orderBy(desc(score), ...newestFirst)
    .limit(page.take);
}

async function findNewestPublicPage(db: Executor, filter: PublicFilter, page: PageQuery): Promise<PageKey[]> {
  const { q } = filter;
  const base = (after?: PageKey) => and(listedPublic(filter), after && before(after));
  if (!q) return selectKeys(db, base(page.after), page.take);

  const window = await searchNewest(db, base(page.after), q, page.take);
  if (window.keys.length >= page.take || !window.lastRead) return window.keys;
  const older = await selectKeys(db, and(base(window.lastRead), matchingIds(q)), page.take - window.keys.length);
  return [...window.keys, ...older];
}

function selectKeys(db: Executor, where: SQL | undefined, take: number, skip = 0): Promise<PageKey[]> {
  return db
    .select({ id: s.id, at })
    .from(s)
    .innerJoin(c1, openingReady)
    .where(where)
    .orderBy(...newestFirst)
    .limit(take)
    .offset(skip);
}

/**
 * Searches the newest SEARCH_WINDOW candidates, stopping as soon as the page is full; when it is
 * not, `lastRead` is the window's last candidate (absent when the list ended inside the window).
 */
async function searchNewest(db: Executor, where: SQL | undefined, q: string, take: number) {
  const w = db
    .select({ id: s.id, at: at.as('at'), createdAt: s.createdAt, hit: sql<boolean>`${matches(q)}`.as('hit') })
    .from(s)
    .innerJoin(c1, openingReady)
    .where(where)
    .orderBy(...newestFirst)
    .limit(SEARCH_WINDOW)
    .as('w');
  // The same order as the window's, so no sort: rows are tested one by one until the page is full.
  const keys = await db
    .select({ id: w.id, at: w.at })
    .from(w)
    .where(sql`${w.hit}`)
    .orderBy(desc(w.createdAt), desc(w.id))
    .limit(take);
  if (keys.length >= take) return { keys };
  const [lastRead] = await selectKeys(db, where, 1, SEARCH_WINDOW - 1);
  return { keys, lastRead };
}

/** Stories whose title or opening matches, found through the trigram indexes. */
function matchingIds(q: string): SQL {
  return sql`${s.id} in (
    select ${stories.id} from ${stories} where ${ilikeContains(stories.title, q)}
    union
    select ${chapters.storyId} from ${chapters} where ${chapters.number} = 1 and ${ilikeContains(chapters.content, q)})`;
}

export const PREMIUM_ACCESS_TYPES = [
  'premium_early_access',
  'premium_exclusive',
] as const satisfies readonly AccessType[];

/** Keys of premium stories of the readable kinds that are not hidden, or the reader's own, newest first. */
export function findPremiumPage(
  db: Executor,
  readable: { accessTypes: AccessType[]; ownerId: string },
  page: PageQuery,
): Promise<PageKey[]> {
  const visible = or(
    and(inArray(s.accessType, readable.accessTypes), isNull(s.hiddenAt)),
    eq(s.userId, readable.ownerId),
  );
  return selectKeys(
    db,
    and(inArray(s.accessType, [...PREMIUM_ACCESS_TYPES]), visible, page.after && before(page.after)),
    page.take,
  );
}

/** Every story of the owner, whatever its state or access, newest first. */
export async function findOwnStoryIds(db: Executor, ownerId: string, q: string | undefined): Promise<string[]> {
  const rows = await db
    .select({ id: s.id })
    .from(s)
    .leftJoin(c1, and(eq(c1.storyId, s.id), sql`${c1.number} = 1`))
    .where(and(eq(s.userId, ownerId), q ? matches(q) : undefined))
    .orderBy(...newestFirst);
  return rows.map((row) => row.id);
}

/** Keys of the newest premium stories that are shown (not hidden), whoever may read them: Discover's teasers. */
export function findTeaserKeys(db: Executor, take: number): Promise<PageKey[]> {
  return selectKeys(db, and(inArray(s.accessType, [...PREMIUM_ACCESS_TYPES]), isNull(s.hiddenAt)), take);
}
