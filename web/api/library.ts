import {
  type InfiniteData,
  type QueryClient,
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  type DeleteAccountBody,
  NEXT_CURSOR_HEADER,
  type Story,
  type UpdateStoryBody,
  type User,
  deleteAccountResponseSchema,
  profileResponseSchema,
  storyListSchema,
  storySchema,
  userStatsSchema,
  visibilityResponseSchema,
} from '#common/contract';
import { authKeys } from './auth';
import { apiRequest, apiRequestWithHeaders } from './client';
import { deleteStory, storyKeys } from './stories';
import { useIntentMutation } from './useIntentMutation';

export interface PublicStoriesParams {
  q?: string;
  category?: string;
  limit?: number;
}

export interface StoryPage {
  stories: Story[];
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
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, String(value));
  const search = query.toString();
  const { data, headers } = await apiRequestWithHeaders(`/api/stories/public${search ? `?${search}` : ''}`, {
    schema: storyListSchema,
    signal,
  });
  return { stories: data, nextCursor: headers.get(NEXT_CURSOR_HEADER) };
}

/** One page of public stories, newest first (the landing page's grid). */
export function usePublicStoriesPage(params: PublicStoriesParams) {
  return useQuery({
    queryKey: libraryKeys.publicStories(params),
    queryFn: ({ signal }) => fetchPublicStories(params, signal),
  });
}

/** Public stories page after page, following the server's cursor (Discover). */
export function usePublicStories(params: PublicStoriesParams) {
  return useInfiniteQuery<
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
  });
}

export function useMyStories(enabled = true) {
  return useQuery({
    queryKey: libraryKeys.mine,
    queryFn: ({ signal }) => apiRequest('/api/user/stories', { schema: storyListSchema, signal }),
    enabled,
  });
}

export function useUserStats() {
  return useQuery({
    queryKey: libraryKeys.stats,
    queryFn: ({ signal }) => apiRequest('/api/user/stats', { schema: userStatsSchema, signal }),
  });
}

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
    mutationFn: (body: UpdateStoryBody) =>
      apiRequest(`/api/stories/${encodeURIComponent(id)}`, { method: 'PUT', body, schema: storySchema }),
    onSuccess: async (story) => {
      queryClient.setQueryData(storyKeys.detail(id), story);
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
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: storyKeys.all }),
        queryClient.invalidateQueries({ queryKey: libraryKeys.stats }),
      ]);
    },
  });
}

export function useSetVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isPublic }: { id: string; isPublic: boolean }) =>
      apiRequest(`/api/stories/${encodeURIComponent(id)}/visibility`, {
        method: 'PATCH',
        body: { isPublic },
        schema: visibilityResponseSchema,
      }),
    onSuccess: () => refreshStories(queryClient),
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string }) =>
      apiRequest('/api/user/profile', { method: 'PATCH', body, schema: profileResponseSchema }),
    onSuccess: async ({ user }) => {
      queryClient.setQueryData<User>(authKeys.me, user);
      await queryClient.invalidateQueries({ queryKey: authKeys.me });
    },
  });
}

/** Confirmed with the password, or with the account's email when it has none (Google sign-in). */
export function deleteAccountRequest(body: DeleteAccountBody) {
  return apiRequest('/api/user/account', { method: 'DELETE', body, schema: deleteAccountResponseSchema });
}
