import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/client';
import { openTestDatabase } from '#server/test/testDatabase';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** The plan of a query as the database would run it on a table too big to scan (scans made the last resort). */
async function planOf(query: string): Promise<string> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    // Both drivers answer { rows }; the database's type, a union of the two, does not say so.
    const { rows } = (await tx.execute(sql.raw(`explain ${query}`))) as { rows: { 'QUERY PLAN': string }[] };
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

describe('chapters by story', () => {
  it("are found through an index when the public lists join each story's chapter 1, whatever its path", async () => {
    // The join of library.repo.ts's lists (findPublicPage): chapter 1, ready, without `on_main_path`.
    const plan = await planOf(`
      select s.id from stories s
      inner join chapters c1 on c1.story_id = s.id and c1.number = 1 and c1.status = 'ready'
      where s.access_type = 'public' and s.hidden_at is null
      order by s.created_at desc, s.id desc limit 25`);
    expect(plan).toMatch(/Index (Only )?Scan using chapters_story_number_idx on chapters c1/);
  });

  it('are found through an index when read by story alone', async () => {
    const plan = await planOf(`select id from chapters where story_id = '00000000-0000-4000-8000-000000000000'`);
    expect(plan).not.toMatch(/Seq Scan on chapters/);
  });
});
