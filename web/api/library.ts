import {
  type InfiniteData,
  type QueryClient,
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { StorySort } from '#common/catalogue/storyChoices';
import { NEXT_CURSOR_HEADER } from '#common/catalogue/wire';
import type { DeleteAccountBody, ListedStory, UpdateStoryBody } from '#common/contract';
import { libraryEndpoints } from '#common/endpoints/library';
import { storyEndpoints } from '#common/endpoints/stories';
import { userEndpoints } from '#common/endpoints/users';
import { meQuery } from './meQuery';
import { callEndpoint, callEndpointWithHeaders } from './client';
import { deleteStory, storyKeys, storyQueries } from './stories';
import { useIntentMutation } from './useIntentMutation';

/** The public list's query as sent (a type, not an interface, so it passes as a query's values). */
export type PublicStoriesParams = {
  q?: string;
  category?: string;
  limit?: number;
  sort?: StorySort;
  /** Comma-separated tag ids to require, and to exclude. */
  tag?: string;
  exclude?: string;
};

export interface StoryPage {
  stories: ListedStory[];
  nextCursor: string | null;
}

/** Under storyKeys' prefixes, so invalidating storyKeys.all or storyKeys.public reaches these too. */
const libraryKeys = {
  publicStories: (params: PublicStoriesParams) => [...storyKeys.public, params] as const,
  publicPages: (params: PublicStoriesParams) => [...storyKeys.public, 'pages', params] as const,
  mine: [...storyKeys.all, 'mine'] as const,
  stats: ['user', 'stats'] as const,
};

async function fetchPublicStories(
  params: PublicStoriesParams & { cursor?: string },
  signal?: AbortSignal,
): Promise<StoryPage> {
  const { data, headers } = await callEndpointWithHeaders(
    libraryEndpoints.publicStories,
    {},
    { query: params, signal },
  );
  return { stories: data, nextCursor: headers.get(NEXT_CURSOR_HEADER) };
}

/** The queries of story lists and the user's statistics. */
const libraryQueries = {
  /** One page of public stories, newest first (the landing page's grid). */
  publicPage: (params: PublicStoriesParams) =>
    queryOptions({
      queryKey: libraryKeys.publicStories(params),
      queryFn: ({ signal }) => fetchPublicStories(params, signal),
    }),
  /** Public stories page after page, following the server's cursor (Discover). */
  publicPages: (params: PublicStoriesParams) =>
    infiniteQueryOptions<
      StoryPage,
      Error,
      InfiniteData<StoryPage>,
      ReturnType<typeof libraryKeys.publicPages>,
      string | undefined
    >({
      queryKey: libraryKeys.publicPages(params),
      queryFn: ({ pageParam, signal }) => fetchPublicStories({ ...params, cursor: pageParam }, signal),
      initialPageParam: undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
      // Keeps the current results on screen while a new search loads.
      placeholderData: keepPreviousData,
    }),
  mine: () =>
    queryOptions({
      queryKey: libraryKeys.mine,
      queryFn: ({ signal }) => callEndpoint(libraryEndpoints.myStories, {}, { signal }),
    }),
  stats: () =>
    queryOptions({
      queryKey: libraryKeys.stats,
      queryFn: ({ signal }) => callEndpoint(userEndpoints.stats, {}, { signal }),
    }),
};

export const usePublicStoriesPage = (params: PublicStoriesParams) => useQuery(libraryQueries.publicPage(params));

export const usePublicStories = (params: PublicStoriesParams) => useInfiniteQuery(libraryQueries.publicPages(params));

export const useMyStories = (enabled = true) => useQuery({ ...libraryQueries.mine(), enabled });

export const useUserStats = () => useQuery(libraryQueries.stats());

/** After a story changes: every list, its detail (both under storyKeys.all) and the statistics are refetched. */
async function refreshStories(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: storyKeys.all }),
    queryClient.invalidateQueries({ queryKey: libraryKeys.stats }),
  ]);
}

export function useUpdateStory(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateStoryBody) => callEndpoint(storyEndpoints.update, { id }, { body }),
    onSuccess: async (story) => {
      queryClient.setQueryData(storyQueries.detail(id).queryKey, story);
      await refreshStories(queryClient);
    },
  });
}

export function useDeleteStory() {
  const queryClient = useQueryClient();
  return useIntentMutation({
    mutationFn: deleteStory,
    onSuccess: async (_answer, id) => {
      queryClient.removeQueries({ queryKey: storyKeys.detail(id) });
      await refreshStories(queryClient);
    },
  });
}

export function useSetVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isPublic }: { id: string; isPublic: boolean }) =>
      callEndpoint(storyEndpoints.visibility, { id }, { body: { isPublic } }),
    onSuccess: () => refreshStories(queryClient),
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string }) => callEndpoint(userEndpoints.profile, {}, { body }),
    onSuccess: async ({ user }) => {
      queryClient.setQueryData(meQuery.queryKey, user);
      await queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
    },
  });
}

/** Confirmed with the password, or with the account's email when it has none (Google sign-in). */
export function deleteAccountRequest(body: DeleteAccountBody) {
  return callEndpoint(userEndpoints.deleteAccount, {}, { body });
}
