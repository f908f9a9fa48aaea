import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/client';
import { storyLikes } from '#server/db/schema';
import { buildStory, buildUser } from '#server/test/factories';
import { openTestDatabase } from '#server/test/testDatabase';
import { findStoryView } from '../stories/stories.repo';
import { findUserById, updateUser } from './users.repo';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());

class RolledBack extends Error {}

describe('hot reads prepared once', () => {
  it('read what is committed now, not what they read before', async () => {
    const { user } = await buildUser(database.db, { name: 'Before' });
    expect((await findUserById(database.db, user.id))?.name).toBe('Before');
    await updateUser(database.db, user.id, { name: 'After' });
    expect((await findUserById(database.db, user.id))?.name).toBe('After');
    expect(await findUserById(database.db, '00000000-0000-4000-8000-000000000000')).toBeUndefined();
  });

  it('inside a transaction, see its own writes; after a rollback, nothing of them', async () => {
    const { user } = await buildUser(database.db, { name: 'Committed' });
    await expect(
      database.db.transaction(async (tx) => {
        await updateUser(tx, user.id, { name: 'Uncommitted' });
        expect((await findUserById(tx, user.id))?.name).toBe('Uncommitted');
        throw new RolledBack();
      }),
    ).rejects.toBeInstanceOf(RolledBack);
    expect((await findUserById(database.db, user.id))?.name).toBe('Committed');
  });

  it('answer each viewer of a story for that viewer', async () => {
    const { user: author } = await buildUser(database.db);
    const { user: fan } = await buildUser(database.db);
    const story = await buildStory(database.db, author);
    await database.db.insert(storyLikes).values({ storyId: story.id, userId: fan.id });
    expect((await findStoryView(database.db, story.id, fan.id))?.hasLiked).toBe(true);
    expect((await findStoryView(database.db, story.id, author.id))?.hasLiked).toBe(false);
    expect((await findStoryView(database.db, story.id, undefined))?.hasLiked).toBe(false);
    expect(await findStoryView(database.db, '00000000-0000-4000-8000-000000000000', fan.id)).toBeUndefined();
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('are named statements PostgreSQL keeps per connection', async () => {
    const { user } = await buildUser(database.db);
    const names = await database.db.transaction(async (tx) => {
      await findUserById(tx, user.id);
      await findUserById(tx, user.id);
      const prepared = await tx
        .select({ name: sql<string>`name` })
        .from(sql`pg_prepared_statements`)
        .where(sql`name = 'user_by_id'`);
      return prepared.map((row) => row.name);
    });
    expect(names).toContain('user_by_id');
  });
});
