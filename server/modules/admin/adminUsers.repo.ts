import { count, desc, eq, inArray, not, or, sql, type SQL } from 'drizzle-orm';
import { PAID_PLAN_IDS } from '#common/catalogue/plans';
import type { AdminUsersQuery } from '#common/contract';
import type { Executor } from '#server/db/client';
import { afterKey, keyTime, type PageKey } from '#server/db/keyset';
import { allOf, containsAny } from '#server/db/filters';
import { stories, users } from '#server/db/schema';
import { isUuid } from '#server/db/uuid';
import type { UserRow } from '../users/users.repo';

export interface AdminUserRecord {
  user: UserRow;
  storyCount: number;
  cursor: PageKey;
}

const columns = {
  user: users,
  // Qualified by hand: Drizzle leaves columns unqualified in a single-table select, which the subquery would misread.
  storyCount: sql<number>`(select count(*) from ${stories} s where s.user_id = ${users}.${sql.identifier('id')})::int`,
  at: keyTime(users.createdAt),
};

const toRecord = ({ user, storyCount, at }: { user: UserRow; storyCount: number; at: string }): AdminUserRecord => ({
  user,
  storyCount,
  cursor: { at, id: user.id },
});

/** The same rule as isPremiumUser, in SQL: a paid plan, or earned premium days still running. */
function isPremiumSql(now: Date): SQL {
  return or(inArray(users.subscription, [...PAID_PLAN_IDS]), sql`coalesce(${users.premiumUntil} > ${now}, false)`)!;
}

function matching(query: AdminUsersQuery, now: Date): SQL | undefined {
  return allOf(
    containsAny([users.name, users.email], query.q),
    query.role === 'all' ? undefined : eq(users.role, query.role),
    query.plan === 'all' ? undefined : query.plan === 'premium' ? isPremiumSql(now) : not(isPremiumSql(now)),
  );
}

/** One page of users, newest first, fetching one row more than asked to tell whether more follow. */
export async function listAdminUsers(
  db: Executor,
  query: AdminUsersQuery,
  cursor: PageKey | undefined,
  now = new Date(),
) {
  const rows = await db
    .select(columns)
    .from(users)
    .where(allOf(matching(query, now), cursor && afterKey(users.createdAt, users.id, cursor)))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.limit + 1);
  return rows.map(toRecord);
}

export async function countAdminUsers(db: Executor, query: AdminUsersQuery, now = new Date()): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(matching(query, now));
  return row?.n ?? 0;
}

export async function findAdminUser(db: Executor, id: string): Promise<AdminUserRecord | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select(columns).from(users).where(eq(users.id, id));
  return row && toRecord(row);
}
