import { queryOptions } from '@tanstack/react-query';
import { QUERY_GC_MS, QUERY_STALE_MS } from '#web/api/queryTimes';
import { fetchCurrentUser } from './auth';

/** The signed-in user; every read and write of it in the cache goes through this query's key. */
export const meQuery = queryOptions({
  queryKey: ['auth', 'me'] as const,
  queryFn: ({ signal }) => fetchCurrentUser(signal),
  staleTime: QUERY_STALE_MS,
  gcTime: QUERY_GC_MS,
  retry: false,
});
