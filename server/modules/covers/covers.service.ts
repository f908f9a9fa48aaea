import { ApiError, notFound } from '#common/errors';
import type { Database } from '#server/db/client';
import type { BlobStore } from '#server/providers/storage/port';
import { readableStory } from '#server/modules/stories/stories.service';
import { coverVersion, renderCover } from './coverArt';
import { coverFactsOf } from './cover.presenter';
import { PNG_CONTENT_TYPE, rasteriseCover } from './coverPng';
import { findCoverSource } from './covers.repo';

/**
 * A story's cover at the address its imageUrl gives. An <img> sends no bearer token, so the
 * address itself is the key: its version is a digest of the story's id, title and settings, which
 * only someone shown the story has. Any other version is 404, so nobody can probe for stories, and
 * the drawing holds no text of the story, only shapes and colours chosen from its settings.
 */
export async function storyCover(db: Database, id: string, requestedVersion: string | undefined) {
  const story = await findCoverSource(db, id);
  const facts = story && coverFactsOf(story);
  const version = facts && coverVersion(facts);
  if (!facts || !version || version !== requestedVersion) throw notFound('Cover not found');
  return { svg: renderCover(facts), version };
}

/**
 * The cover as the PNG a link preview shows: only of a story every guest may read, as its preview
 * tags are, so never of a private, hidden or premium story. Drawn once per cover version and kept.
 */
export async function storyCoverPng(
  db: Database,
  storage: BlobStore,
  id: string,
  requestedVersion: string | undefined,
) {
  try {
    await readableStory(db, undefined, id);
  } catch (error) {
    if (error instanceof ApiError) throw notFound('Cover not found');
    throw error;
  }
  const { svg, version } = await storyCover(db, id, requestedVersion);
  const key = `covers/${id}/${version}.png`;
  if (!(await storage.exists(key))) await storage.put(key, rasteriseCover(svg), PNG_CONTENT_TYPE);
  const blob = await storage.get(key);
  if (!blob) throw notFound('Cover not found');
  return { blob, version };
}
