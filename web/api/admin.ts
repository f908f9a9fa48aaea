import {
  type InfiniteData,
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { ADMIN_LIST_HEADERS } from '#common/catalogue/wire';
import type { AdminCreateUserBody, AdminStoriesQuery, AdminUpdateUserBody, AdminUsersQuery } from '#common/contract';
import type { Endpoint } from '#common/endpoint';
import { adminEndpoints } from '#common/endpoints/admin';
import { callEndpoint, callEndpointWithHeaders } from './client';
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

/** An admin list: one page of rows as an array, its total and next cursor in headers. */
type AdminList<T> = Endpoint<T[], 'GET', string>;

async function fetchPage<T>(list: AdminList<T>, params: Record<string, string | undefined>, signal: AbortSignal) {
  // `all` is every row: the filter is left out.
  const query = Object.fromEntries(
    Object.entries(params).map(([key, value]) => [key, value === 'all' ? undefined : value]),
  );
  const { data, headers } = await callEndpointWithHeaders(list, {}, { query, signal });
  return {
    items: data,
    total: Number(headers.get(ADMIN_LIST_HEADERS.totalCount) ?? data.length),
    nextCursor: headers.get(ADMIN_LIST_HEADERS.nextCursor) ?? undefined,
  } satisfies AdminPage<T>;
}

/** The query of one admin list, page after page, keeping the shown rows while a new search loads. */
export const adminListQuery = <T>(
  queryKey: readonly unknown[],
  list: AdminList<T>,
  filters: Record<string, string | undefined>,
) =>
  infiniteQueryOptions<AdminPage<T>, Error, InfiniteData<AdminPage<T>>, readonly unknown[], string | undefined>({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(list, { ...filters, cursor: pageParam }, signal),
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
  useAdminList(adminListQuery(adminKeys.userList(filters), adminEndpoints.users, filters));

export const useAdminStories = (filters: AdminStoryFilters) =>
  useAdminList(adminListQuery(adminKeys.storyList(filters), adminEndpoints.stories, filters));

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

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useIntentMutation({
    mutationFn: (body: AdminCreateUserBody, idempotencyKey: string) =>
      callEndpoint(adminEndpoints.createUser, {}, { body, idempotencyKey }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.users }),
  });
}

export const useUpdateUser = () =>
  useAdminMutation(
    ({ id, body }: { id: string; body: AdminUpdateUserBody }) =>
      callEndpoint(adminEndpoints.updateUser, { id }, { body }),
    [adminKeys.users, adminKeys.stories],
  );

// A deleted user's stories go with them.
export const useDeleteUser = () =>
  useAdminMutation((id: string) => callEndpoint(adminEndpoints.deleteUser, { id }), [adminKeys.all]);

export const useRevokeAgeVerification = () =>
  useAdminMutation((id: string) => callEndpoint(adminEndpoints.revokeAgeVerification, { id }), [adminKeys.all]);

export const useSetStoryVisibility = () =>
  useAdminMutation(
    ({ id, isPublic }: { id: string; isPublic: boolean }) =>
      callEndpoint(adminEndpoints.storyVisibility, { id }, { body: { isPublic } }),
    [adminKeys.stories],
  );

export const useDeleteStory = () =>
  useAdminMutation((id: string) => callEndpoint(adminEndpoints.deleteStory, { id }), [adminKeys.all]);
