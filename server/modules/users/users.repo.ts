import { eq, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { preparedRead } from '#server/db/preparedRead';
import { chapters, stories, users } from '#server/db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

const userById = preparedRead('user_by_id', (db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1),
);

/** Every signed-in request asks for its user. */
export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await userById(db).execute({ id });
  return row;
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row;
}

export async function findUserByGoogleSubject(db: Executor, subject: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.googleSubject, subject)).limit(1);
  return row;
}

/** Inserts a user; answers undefined when the email is already taken. */
export async function insertUser(db: Executor, values: NewUserRow): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values({ ...values, email: values.email.toLowerCase() })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row;
}

export async function updateUser(db: Executor, id: string, values: Partial<NewUserRow>): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row;
}

/** Locks the user's row for the rest of the transaction. */
export async function lockUserRow(tx: Executor, id: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
}

/** Deletes the user; their sessions, stories, likes, votes, unlocks, badges and ledger go with them (foreign keys cascade). */
export async function deleteUserRow(tx: Executor, id: string): Promise<void> {
  await tx.delete(users).where(eq(users.id, id));
}

const wordsOfChapters = (userId: string) => sql`(
  select coalesce(sum(coalesce(array_length(regexp_split_to_array(nullif(regexp_replace(c.content, '^\\s+|\\s+$', '', 'g'), ''), '\\s+'), 1), 0)), 0)
  from ${chapters} c join ${stories} o on o.id = c.story_id where o.user_id = ${userId})`;

/** Totals over the user's stories, and the words of all their chapters. */
export async function findUserTotals(db: Executor, userId: string) {
  const [row] = await db
    .select({
      stories: sql<number>`count(*)::int`,
      published: sql<number>`(count(*) filter (where ${stories.accessType} <> 'private'))::int`,
      plays: sql<number>`coalesce(sum(${stories.plays}), 0)::int`,
      likes: sql<number>`coalesce(sum(${stories.likes}), 0)::int`,
      upvotes: sql<number>`coalesce(sum(${stories.upvotes}), 0)::int`,
      downvotes: sql<number>`coalesce(sum(${stories.downvotes}), 0)::int`,
      words: sql<number>`${wordsOfChapters(userId)}::int`,
    })
    .from(stories)
    .where(eq(stories.userId, userId));
  return row;
}
