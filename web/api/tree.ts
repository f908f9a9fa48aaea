import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Chapter, ChapterWritten, StoryTree } from '#common/contract';
import { chapterEndpoints } from '#common/endpoints/chapters';
import { callEndpoint } from './client';
import { storyKeys } from './stories';

/** The story as a tree: its map, other branches' chapters, the versions of a chapter. */
export const treeQueries = {
  tree: (id: string) =>
    queryOptions({
      queryKey: storyKeys.tree(id),
      queryFn: ({ signal }) => callEndpoint(chapterEndpoints.tree, { id }, { signal }),
    }),
  branch: (id: string, leaf: string) =>
    queryOptions({
      queryKey: storyKeys.branch(id, leaf),
      queryFn: async ({ signal }): Promise<Chapter[]> =>
        (await callEndpoint(chapterEndpoints.chapters, { id }, { query: { leaf }, signal })).chapters,
    }),
  versions: (id: string, chapter: number) =>
    queryOptions({
      queryKey: [...storyKeys.chapters(id), chapter, 'versions'] as const,
      queryFn: ({ signal }) => callEndpoint(chapterEndpoints.versions, { id, n: String(chapter) }, { signal }),
    }),
};

export const useStoryTree = (id: string) => useQuery(treeQueries.tree(id));
export const useBranchChapters = (id: string, leaf: string | undefined) =>
  useQuery({ ...treeQueries.branch(id, leaf ?? ''), enabled: leaf !== undefined });
export const useChapterVersions = (id: string, chapter: number, enabled: boolean) =>
  useQuery({ ...treeQueries.versions(id, chapter), enabled });

/** The owner makes chapter 1 … `leaf` the main path. Free. */
export function takePath(id: string, leaf: string): Promise<StoryTree> {
  return callEndpoint(chapterEndpoints.path, { id }, { body: { leaf } });
}

/** The owner keeps version `version` of a chapter. Free. */
export function keepVersion(id: string, chapter: number, version: number): Promise<ChapterWritten> {
  return callEndpoint(chapterEndpoints.selectVersion, { id, n: String(chapter), v: String(version) });
}
