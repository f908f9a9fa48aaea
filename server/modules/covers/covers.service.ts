import { notFound } from '#common/errors';
import type { Database } from '#server/db/client';
import { coverVersion, renderCover } from './coverArt';
import { coverFactsOf } from './cover.presenter';
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
