import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChapterWritten, StoryMemory } from '#common/contract';
import { chapterEndpoints } from '#common/endpoints/chapters';
import { callEndpoint } from './client';
import { storyKeys } from './stories';

/** The owner's steering of a story: write the latest chapter again, edit a chapter, read and edit the memory. */
export function regenerateChapter(id: string, chapter: number, idempotencyKey?: string): Promise<ChapterWritten> {
  return callEndpoint(chapterEndpoints.regenerate, { id, n: String(chapter) }, { idempotencyKey });
}

export function editChapter(id: string, chapter: number, content: string): Promise<ChapterWritten> {
  return callEndpoint(chapterEndpoints.edit, { id, n: String(chapter) }, { body: { content } });
}

function fetchMemory(id: string, signal?: AbortSignal): Promise<StoryMemory> {
  return callEndpoint(chapterEndpoints.memory, { id }, { signal });
}

export function saveMemory(id: string, memory: string): Promise<StoryMemory> {
  return callEndpoint(chapterEndpoints.saveMemory, { id }, { body: { memory } });
}

export const memoryQuery = (id: string) =>
  queryOptions({ queryKey: storyKeys.memory(id), queryFn: ({ signal }) => fetchMemory(id, signal) });

export const useStoryMemory = (id: string, enabled: boolean) => useQuery({ ...memoryQuery(id), enabled });
