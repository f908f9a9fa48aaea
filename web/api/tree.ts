import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Chapter, ChapterVersion, ChaptersResponse, StoryTree } from '#common/contract';
import { apiRequest } from './client';
import { type ChapterWritten, chapterPath, storyKeys, storyPath } from './stories';

/** The story as a tree: its map, other branches' chapters, the versions of a chapter. */
export const treeQueries = {
  tree: (id: string) =>
    queryOptions({
      queryKey: storyKeys.tree(id),
      queryFn: ({ signal }) => apiRequest<StoryTree>(`${storyPath(id)}/tree`, { signal }),
    }),
  branch: (id: string, leaf: string) =>
    queryOptions({
      queryKey: storyKeys.branch(id, leaf),
      queryFn: async ({ signal }): Promise<Chapter[]> =>
        (
          await apiRequest<ChaptersResponse>(`${storyPath(id)}/chapters?leaf=${encodeURIComponent(leaf)}`, {
            signal,
          })
        ).chapters,
    }),
  versions: (id: string, chapter: number) =>
    queryOptions({
      queryKey: [...storyKeys.chapters(id), chapter, 'versions'] as const,
      queryFn: ({ signal }) => apiRequest<ChapterVersion[]>(`${chapterPath(id, chapter)}/versions`, { signal }),
    }),
};

export const useStoryTree = (id: string) => useQuery(treeQueries.tree(id));
export const useBranchChapters = (id: string, leaf: string | undefined) =>
  useQuery({ ...treeQueries.branch(id, leaf ?? ''), enabled: leaf !== undefined });
export const useChapterVersions = (id: string, chapter: number, enabled: boolean) =>
  useQuery({ ...treeQueries.versions(id, chapter), enabled });

/** The owner makes chapter 1 … `leaf` the main path. Free. */
export function takePath(id: string, leaf: string): Promise<StoryTree> {
  return apiRequest<StoryTree>(`${storyPath(id)}/path`, { method: 'POST', body: { leaf } });
}

/** The owner keeps version `version` of a chapter. Free. */
export function keepVersion(id: string, chapter: number, version: number): Promise<ChapterWritten> {
  return apiRequest<ChapterWritten>(`${chapterPath(id, chapter)}/versions/${version}/select`, { method: 'POST' });
}
