import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { BadgeId } from '#common/catalogue/badges';
import { BADGE_PEOPLE_PER_EMAIL_DOMAIN, MAJOR_EMAIL_DOMAINS } from '#server/security';
import type { Executor } from '#server/db/client';
import { preparedRead } from '#server/db/preparedRead';
import { readingProgress, stories, storyLikes, storyVotes, userBadges, users } from '#server/db/schema';

/** Records the badge; false when the user already held it (or a concurrent award got there first). */
export async function insertUserBadge(tx: Executor, userId: string, badgeId: BadgeId): Promise<boolean> {
  const rows = await tx
    .insert(userBadges)
    .values({ userId, badgeId })
    .onConflictDoNothing()
    .returning({ badgeId: userBadges.badgeId });
  return rows.length > 0;
}

/** Each user's badges. */
const badgeColumns = { userId: userBadges.userId, badgeId: userBadges.badgeId };

/** One user's badges: the story page's author and every `me`. */
const badgesOfUser = preparedRead('badges_of_user', (db) =>
  db
    .select(badgeColumns)
    .from(userBadges)
    .where(eq(userBadges.userId, sql.placeholder('userId'))),
);

export async function findBadgeIdsOfUsers(db: Executor, userIds: string[]): Promise<Map<string, BadgeId[]>> {
  const byUser = new Map<string, BadgeId[]>();
  const distinct = [...new Set(userIds)];
  if (distinct.length === 0) return byUser;
  const rows =
    distinct.length === 1
      ? await badgesOfUser(db).execute({ userId: distinct[0] })
      : await db.select(badgeColumns).from(userBadges).where(inArray(userBadges.userId, distinct));
  for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row.badgeId]);
  return byUser;
}

export interface Reception {
  likes: number;
  upvotes: number;
  downvotes: number;
}

/**
 * The address an email reaches, so aliases count once: `+tags` dropped, and Gmail's dots too.
 * Emails are stored lower-cased.
 */
const canonicalEmail = (email: SQL) => sql`(case
  when split_part(${email}, '@', 2) in ('gmail.com', 'googlemail.com')
    then replace(split_part(split_part(${email}, '@', 1), '+', 1), '.', '') || '@gmail.com'
  else split_part(split_part(${email}, '@', 1), '+', 1) || '@' || split_part(${email}, '@', 2) end)`;

/**
 * The domain one owner controls, subdomains folded in: `box1.catch-all.example` is `catch-all.example`,
 * and a country's second level counts as a suffix (`shop.co.uk`).
 */
const registrableDomain = (address: SQL) =>
  sql`substring(split_part(${address}, '@', 2) from '([^.]+[.](?:(?:co|com|org|net|ac|gov|edu|ne|or|go)[.][a-z]{2}|[^.]+))$')`;

/**
 * Likes and votes the author's stories received that count toward badges: from other people's
 * verified accounts created before `joinedBefore` that read the story, one per story and per email
 * address (the oldest account's click when aliases of one address all clicked), and at most
 * BADGE_PEOPLE_PER_EMAIL_DOMAIN addresses (the first to join) per domain outside the big providers.
 */
export async function findReception(tx: Executor, authorId: string, joinedBefore: Date): Promise<Reception> {
  const majorDomains = sql.join(
    MAJOR_EMAIL_DOMAINS.map((domain) => sql`${domain}`),
    sql`, `,
  );
  const counted = (table: typeof storyLikes | typeof storyVotes, value: SQL) => sql`(
    with clicks as (
      select distinct on (x.story_id, ${canonicalEmail(sql`u.email`)})
        ${value} as value, ${canonicalEmail(sql`u.email`)} as address, u.created_at
      from ${table} x
      join ${stories} s on s.id = x.story_id
      join ${users} u on u.id = x.user_id
      where s.user_id = ${authorId}
        and u.email_verified_at is not null
        and u.created_at <= ${joinedBefore.toISOString()}::timestamptz
        and ${canonicalEmail(sql`u.email`)} <> (select ${canonicalEmail(sql`a.email`)} from ${users} a where a.id = ${authorId})
        and exists (select 1 from ${readingProgress} r where r.user_id = x.user_id and r.story_id = x.story_id)
      order by x.story_id, ${canonicalEmail(sql`u.email`)}, u.created_at, u.id),
    people as (
      select address, ${registrableDomain(sql`address`)} as domain,
        row_number() over (partition by ${registrableDomain(sql`address`)} order by min(created_at), address) as rank
      from clicks group by address)
    select c.value from clicks c join people p on p.address = c.address
    where p.rank <= ${BADGE_PEOPLE_PER_EMAIL_DOMAIN} or p.domain in (${majorDomains}))`;
  const [row] = await tx
    .select({
      likes: sql<number>`(select count(*) from ${counted(storyLikes, sql`1`)} l)::int`,
      upvotes: sql<number>`(select count(*) filter (where v.value = 1) from ${counted(storyVotes, sql`x.value`)} v)::int`,
      downvotes: sql<number>`(select count(*) filter (where v.value = -1) from ${counted(storyVotes, sql`x.value`)} v)::int`,
    })
    .from(sql`(select 1) one`);
  return row;
}

/** Premium days start from now, or from the end of the days already earned. */
export async function extendPremium(tx: Executor, userId: string, days: number): Promise<void> {
  await tx
    .update(users)
    .set({
      premiumUntil: sql`greatest(now(), coalesce(${users.premiumUntil}, now())) + make_interval(days => ${days})`,
    })
    .where(eq(users.id, userId));
}
