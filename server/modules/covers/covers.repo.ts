import { eq } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { stories } from '#server/db/schema';
import { isUuid } from '#server/db/uuid';

export async function findCoverSource(db: Executor, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({ id: stories.id, title: stories.title, settings: stories.settings })
    .from(stories)
    .where(eq(stories.id, id));
  return row;
}
