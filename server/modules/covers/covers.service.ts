import { notFound } from '#common/errors';
import type { Database } from '#server/db/client';
import { coverVersion, renderCover } from './coverArt';
import { coverFactsOf } from './cover.presenter';
import { findCoverSource } from './covers.repo';

/**
 * Any story's cover, for whoever has its id: an <img> sends no bearer token, and the drawing holds
 * no text of the story, only shapes and colours chosen from its settings.
 */
export async function storyCover(db: Database, id: string) {
  const story = await findCoverSource(db, id);
  if (!story) throw notFound('Story not found');
  const facts = coverFactsOf(story);
  return { svg: renderCover(facts), version: coverVersion(facts) };
}
