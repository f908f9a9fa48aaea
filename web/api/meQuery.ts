import { queryOptions } from '@tanstack/react-query';
import { QUERY_GC_MS, QUERY_STALE_MS } from '#common/catalogue';

/**
 * The signed-in user; every read and write of it in the cache goes through this query's key. It lives apart
 * from the auth requests, which load on first use, so the entry does not carry the contract's schemas.
 */
export const meQuery = queryOptions({
  queryKey: ['auth', 'me'] as const,
  queryFn: async ({ signal }) => (await import('./auth')).fetchCurrentUser(signal),
  staleTime: QUERY_STALE_MS,
  gcTime: QUERY_GC_MS,
  retry: false,
});
