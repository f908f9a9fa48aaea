import {
  type InfiniteData,
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { z } from 'zod';
import {
  ADMIN_LIST_HEADERS,
  type AdminCreateUserBody,
  type AdminStoriesQuery,
  type AdminUpdateUserBody,
  type AdminUsersQuery,
  adminDeleteResultSchema,
  adminStorySchema,
  adminUserSchema,
  adminVisibilityResultSchema,
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
  audit: ['admin', 'audit'] as const,
  auditList: (filters: Record<string, string | undefined>) => ['admin', 'audit', filters] as const,
  dashboard: (range: string) => ['admin', 'dashboard', range] as const,
};

async function fetchPage<T>(
  path: string,
  params: Record<string, string | undefined>,
  schema: z.ZodType<T[]>,
  signal: AbortSignal,
) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value && value !== 'all') query.set(key, value);
  const search = query.toString();
  const { data, headers } = await apiRequestWithHeaders(search ? `${path}?${search}` : path, { schema, signal });
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
  schema: z.ZodType<T[]>,
) =>
  infiniteQueryOptions<AdminPage<T>, Error, InfiniteData<AdminPage<T>>, readonly unknown[], string | undefined>({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(path, { ...filters, cursor: pageParam }, schema, signal),
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
  useAdminList(adminListQuery(adminKeys.userList(filters), '/api/admin/users', filters, z.array(adminUserSchema)));

export const useAdminStories = (filters: AdminStoryFilters) =>
  useAdminList(adminListQuery(adminKeys.storyList(filters), '/api/admin/stories', filters, z.array(adminStorySchema)));

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
      apiRequest('/api/admin/users', { method: 'POST', body, schema: adminUserSchema, idempotencyKey }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.users }),
  });
}

export const useUpdateUser = () =>
  useAdminMutation(
    ({ id, body }: { id: string; body: AdminUpdateUserBody }) =>
      apiRequest(userPath(id), { method: 'PATCH', body, schema: adminUserSchema }),
    [adminKeys.users, adminKeys.stories],
  );

// A deleted user's stories go with them.
export const useDeleteUser = () =>
  useAdminMutation(
    (id: string) => apiRequest(userPath(id), { method: 'DELETE', schema: adminDeleteResultSchema }),
    [adminKeys.all],
  );

export const useSetStoryVisibility = () =>
  useAdminMutation(
    ({ id, isPublic }: { id: string; isPublic: boolean }) =>
      apiRequest(`${storyPath(id)}/visibility`, {
        method: 'PATCH',
        body: { isPublic },
        schema: adminVisibilityResultSchema,
      }),
    [adminKeys.stories],
  );

export const useDeleteStory = () =>
  useAdminMutation(
    (id: string) => apiRequest(storyPath(id), { method: 'DELETE', schema: adminDeleteResultSchema }),
    [adminKeys.all],
  );
