import { strToU8, zipSync, type Zippable } from 'fflate';
import { forbidden } from '#common/errors';
import { buffer } from 'node:stream/consumers';
import type { Database } from '#server/db/client';
import type { BlobStore } from '#server/providers/storage/port';
import { findChapters } from '../chapters/chapters.repo';
import { assetIdOfUrl } from '../narration/audioUrl';
import { audioBlobKey } from '../narration/narrationRegistry';
import type { StoryRow } from '../stories/stories.repo';
import { readableStory } from '../stories/stories.service';
import { authorName } from '../stories/story.presenter';
import { currentUserView } from '../users/users.service';
import type { UserRow } from '../users/users.repo';
import { writeEpub, type Book } from './epub';
import { findAccountActivity, findChaptersOfStories, findOwnedStories } from './export.repo';

export type ExportFormat = 'epub' | 'txt';

/** A file to download. */
export interface ExportFile {
  name: string;
  type: string;
  body: Uint8Array;
}

const ONLY_AUTHOR_MESSAGE = 'Only the author can export this story';

/** A file name from a title: lower-case words joined by hyphens, never empty. */
function fileStem(title: string, id: string): string {
  const words = title
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .join('-')
    .slice(0, 60);
  return `${words || 'story'}-${id.slice(0, 8)}`;
}

function bookOf(story: StoryRow, author: string, texts: string[]): Book {
  return {
    id: story.id,
    title: story.title,
    author,
    language: 'en',
    modifiedAt: story.updatedAt,
    chapters: texts.map((text, i) => ({ title: `Chapter ${i + 1}`, text })),
  };
}

function plainText(book: Book): string {
  const chapters = book.chapters.map((chapter) => `${chapter.title}\n\n${chapter.text.trim()}\n`);
  return [`${book.title}\nby ${book.author}\n`, ...chapters].join('\n');
}

/** The owner's story as an EPUB 3 book or plain text: the chapters written so far. */
export async function exportStory(
  db: Database,
  user: UserRow,
  storyId: string,
  format: ExportFormat,
): Promise<ExportFile> {
  const { story, ownerName } = await readableStory(db, user, storyId);
  if (story.userId !== user.id) throw forbidden(ONLY_AUTHOR_MESSAGE);
  const chapters = await findChapters(db, story.id);
  const texts = chapters.filter((c) => c.status === 'ready').map((c) => c.content);
  const book = bookOf(story, authorName(ownerName, user.id), texts);
  const stem = fileStem(story.title, story.id);
  return format === 'epub'
    ? { name: `${stem}.epub`, type: 'application/epub+zip', body: writeEpub(book) }
    : { name: `${stem}.txt`, type: 'text/plain; charset=utf-8', body: strToU8(plainText(book)) };
}

/** The MP3 of a chapter's narration, when it has one that is stored (one still being made is left out). */
async function narrationOf(storage: BlobStore, audioUrl: string | null): Promise<Uint8Array | undefined> {
  const assetId = audioUrl ? assetIdOfUrl(audioUrl) : undefined;
  const blob = assetId ? await storage.get(audioBlobKey(assetId)) : undefined;
  return blob ? new Uint8Array(await buffer(blob.body)) : undefined;
}

/**
 * Everything the account holds, as data-protection law asks: `account.json` (profile, stories with
 * every chapter, credits, likes, votes, follows, reading list and progress), each story as EPUB, and
 * each narrated chapter's MP3 beside it (`stories/<story>/chapter-<n>.mp3`).
 */
export async function exportAccount(db: Database, storage: BlobStore, user: UserRow): Promise<ExportFile> {
  const [profile, owned, activity] = await Promise.all([
    currentUserView(db, user),
    findOwnedStories(db, user.id),
    findAccountActivity(db, user.id),
  ]);
  const chapters = await findChaptersOfStories(
    db,
    owned.map((story) => story.id),
  );
  const files: Zippable = {};
  const narrated: Array<{ stem: string; chapter: (typeof chapters)[number] }> = [];
  const stories = owned.map((story) => {
    const own = chapters.filter((chapter) => chapter.storyId === story.id);
    const book = bookOf(
      story,
      authorName(user.name, user.id),
      own.filter((c) => c.status === 'ready').map((c) => c.content),
    );
    const stem = fileStem(story.title, story.id);
    files[`stories/${stem}.epub`] = [writeEpub(book), { level: 0 }];
    narrated.push(...own.filter((c) => c.status === 'ready').map((c) => ({ stem, chapter: c })));
    const { userId: _owner, ...fields } = story;
    return { ...fields, chapters: own.map(({ storyId: _story, ...chapter }) => chapter) };
  });
  for (const { stem, chapter } of narrated) {
    const mp3 = await narrationOf(storage, chapter.audioUrl);
    // MP3 is compressed already: stored as it is.
    if (mp3) files[`stories/${stem}/chapter-${chapter.number}.mp3`] = [mp3, { level: 0 }];
  }
  const account = { exportedAt: new Date().toISOString(), profile, stories, ...activity };
  files['account.json'] = strToU8(JSON.stringify(account, null, 2));
  return {
    name: `reverie-data-${new Date().toISOString().slice(0, 10)}.zip`,
    type: 'application/zip',
    body: zipSync(files, { level: 6 }),
  };
}
