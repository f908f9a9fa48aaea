import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoryMemory } from '#common/contract';
import { apiRequest } from './client';
import { type ChapterWritten, chapterPath, storyKeys, storyPath } from './stories';

/** The owner's steering of a story: write the latest chapter again, edit a chapter, read and edit the memory. */
export function regenerateChapter(id: string, chapter: number, idempotencyKey?: string): Promise<ChapterWritten> {
  return apiRequest<ChapterWritten>(`${chapterPath(id, chapter)}/regenerate`, {
    method: 'POST',
    idempotencyKey,
  });
}

export function editChapter(id: string, chapter: number, content: string): Promise<ChapterWritten> {
  return apiRequest<ChapterWritten>(chapterPath(id, chapter), {
    method: 'PUT',
    body: { content },
  });
}

function fetchMemory(id: string, signal?: AbortSignal): Promise<StoryMemory> {
  return apiRequest<StoryMemory>(`${storyPath(id)}/memory`, { signal });
}

export function saveMemory(id: string, memory: string): Promise<StoryMemory> {
  return apiRequest<StoryMemory>(`${storyPath(id)}/memory`, { method: 'PUT', body: { memory } });
}

export const memoryQuery = (id: string) =>
  queryOptions({ queryKey: storyKeys.memory(id), queryFn: ({ signal }) => fetchMemory(id, signal) });

export const useStoryMemory = (id: string, enabled: boolean) => useQuery({ ...memoryQuery(id), enabled });
