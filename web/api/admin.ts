import {
  type InfiniteData,
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { ADMIN_LIST_HEADERS } from '#common/catalogue/wire';
import type {
  AdminCreateUserBody,
  AdminDeleteResult,
  AdminStoriesQuery,
  AdminUpdateUserBody,
  AdminUsersQuery,
  AdminVisibilityResult,
  AdminStory,
  AdminUser,
} from '#common/contract';
import { apiRequest, apiRequestWithHeaders } from './client';
import { useIntentMutation } from './useIntentMutation';

export type AdminUserFilters = Pick<AdminUsersQuery, 'q' | 'role' | 'plan'>;
export type AdminStoryFilters = Pick<AdminStoriesQuery, 'q' | 'visibility'>;

interface AdminPage<T> {
  items: T[];
  total: number;
  nextCursor: string | undefined;
}

export const adminKeys = {
  all: ['admin'] as const,
  users: ['admin', 'users'] as const,
  userList: (filters: AdminUserFilters) => ['admin', 'users', filters] as const,
  stories: ['admin', 'stories'] as const,
  storyList: (filters: AdminStoryFilters) => ['admin', 'stories', filters] as const,
  reports: ['admin', 'reports'] as const,
  writerFailures: ['admin', 'writer-failures'] as const,
  audit: ['admin', 'audit'] as const,
  auditList: (filters: Record<string, string | undefined>) => ['admin', 'audit', filters] as const,
  dashboard: (range: string) => ['admin', 'dashboard', range] as const,
};

async function fetchPage<T>(path: string, params: Record<string, string | undefined>, signal: AbortSignal) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value && value !== 'all') query.set(key, value);
  const search = query.toString();
  const { data, headers } = await apiRequestWithHeaders<T[]>(search ? `${path}?${search}` : path, { signal });
  return {
    items: data,
    total: Number(headers.get(ADMIN_LIST_HEADERS.totalCount) ?? data.length),
    nextCursor: headers.get(ADMIN_LIST_HEADERS.nextCursor) ?? undefined,
  } satisfies AdminPage<T>;
}

/** The query of one admin list, page after page, keeping the shown rows while a new search loads. */
export const adminListQuery = <T>(
  queryKey: readonly unknown[],
  path: string,
  filters: Record<string, string | undefined>,
) =>
  infiniteQueryOptions<AdminPage<T>, Error, InfiniteData<AdminPage<T>>, readonly unknown[], string | undefined>({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage<T>(path, { ...filters, cursor: pageParam }, signal),
    initialPageParam: undefined,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });

/** An admin list with its rows gathered across the pages loaded so far. */
export function useAdminList<T>(options: ReturnType<typeof adminListQuery<T>>) {
  const query = useInfiniteQuery(options);
  const pages = query.data?.pages ?? [];
  return { ...query, items: pages.flatMap((page) => page.items), total: pages[0]?.total };
}

export const useAdminUsers = (filters: AdminUserFilters) =>
  useAdminList(adminListQuery<AdminUser>(adminKeys.userList(filters), '/api/admin/users', filters));

export const useAdminStories = (filters: AdminStoryFilters) =>
  useAdminList(adminListQuery<AdminStory>(adminKeys.storyList(filters), '/api/admin/stories', filters));

/** A change that, once done, refreshes the admin lists it touches. */
export function useAdminMutation<V, R>(
  mutationFn: (variables: V) => Promise<R>,
  touches: ReadonlyArray<readonly unknown[]>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all(touches.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

const userPath = (id: string) => `/api/admin/users/${encodeURIComponent(id)}`;
const storyPath = (id: string) => `/api/admin/stories/${encodeURIComponent(id)}`;

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useIntentMutation({
    mutationFn: (body: AdminCreateUserBody, idempotencyKey: string) =>
      apiRequest<AdminUser>('/api/admin/users', { method: 'POST', body, idempotencyKey }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.users }),
  });
}

export const useUpdateUser = () =>
  useAdminMutation(
    ({ id, body }: { id: string; body: AdminUpdateUserBody }) =>
      apiRequest<AdminUser>(userPath(id), { method: 'PATCH', body }),
    [adminKeys.users, adminKeys.stories],
  );

// A deleted user's stories go with them.
export const useDeleteUser = () =>
  useAdminMutation((id: string) => apiRequest<AdminDeleteResult>(userPath(id), { method: 'DELETE' }), [adminKeys.all]);

export const useRevokeAgeVerification = () =>
  useAdminMutation(
    (id: string) => apiRequest<{ revoked: boolean }>(`${userPath(id)}/age-verification`, { method: 'DELETE' }),
    [adminKeys.all],
  );

export const useSetStoryVisibility = () =>
  useAdminMutation(
    ({ id, isPublic }: { id: string; isPublic: boolean }) =>
      apiRequest<AdminVisibilityResult>(`${storyPath(id)}/visibility`, {
        method: 'PATCH',
        body: { isPublic },
      }),
    [adminKeys.stories],
  );

export const useDeleteStory = () =>
  useAdminMutation((id: string) => apiRequest<AdminDeleteResult>(storyPath(id), { method: 'DELETE' }), [adminKeys.all]);
