import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import {
  authorFollows,
  chapters,
  creditLedger,
  readingProgress,
  savedStories,
  stories,
  storyLikes,
  storyVotes,
} from '#server/db/schema';

/** Every story of the owner, oldest first, whatever its state or access. */
export function findOwnedStories(db: Executor, ownerId: string) {
  return db.select().from(stories).where(eq(stories.userId, ownerId)).orderBy(asc(stories.createdAt), asc(stories.id));
}

/** The written text of the stories' chapters, in story and reading order. */
export function findChaptersOfStories(db: Executor, storyIds: string[]) {
  if (storyIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      storyId: chapters.storyId,
      number: chapters.number,
      status: chapters.status,
      content: chapters.content,
      choices: chapters.choices,
      chosenChoice: chapters.chosenChoice,
      audioUrl: chapters.audioUrl,
      createdAt: chapters.createdAt,
    })
    .from(chapters)
    .where(inArray(chapters.storyId, storyIds))
    .orderBy(asc(chapters.storyId), asc(chapters.number));
}

/** What the account did besides writing: credits, likes, votes, follows, reading list, reading progress. */
export async function findAccountActivity(db: Executor, userId: string) {
  const [ledger, likes, votes, following, saved, progress] = await Promise.all([
    db
      .select({
        deltaText: creditLedger.deltaText,
        deltaAudio: creditLedger.deltaAudio,
        reason: creditLedger.reason,
        reference: creditLedger.reference,
        amountCents: creditLedger.amountCents,
        createdAt: creditLedger.createdAt,
      })
      .from(creditLedger)
      .where(eq(creditLedger.userId, userId))
      .orderBy(desc(creditLedger.createdAt)),
    db
      .select({ storyId: storyLikes.storyId, createdAt: storyLikes.createdAt })
      .from(storyLikes)
      .where(eq(storyLikes.userId, userId)),
    db
      .select({ storyId: storyVotes.storyId, value: storyVotes.value, createdAt: storyVotes.createdAt })
      .from(storyVotes)
      .where(eq(storyVotes.userId, userId)),
    db
      .select({ authorId: authorFollows.authorId, createdAt: authorFollows.createdAt })
      .from(authorFollows)
      .where(eq(authorFollows.followerId, userId)),
    db
      .select({ storyId: savedStories.storyId, createdAt: savedStories.createdAt })
      .from(savedStories)
      .where(eq(savedStories.userId, userId)),
    db
      .select({
        storyId: readingProgress.storyId,
        chapterNumber: readingProgress.chapterNumber,
        readAt: readingProgress.readAt,
      })
      .from(readingProgress)
      .where(eq(readingProgress.userId, userId)),
  ]);
  return { ledger, likes, votes, following, saved, readingProgress: progress };
}
