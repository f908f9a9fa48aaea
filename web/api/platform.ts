import { queryOptions, useQuery } from '@tanstack/react-query';
import { platformSchema } from '#common/contract';
import { apiRequest } from './client';

/** The providers this server runs; they only change with a restart, so they are read once. */
const platformQuery = queryOptions({
  queryKey: ['platform'] as const,
  queryFn: ({ signal }) => apiRequest('/api/platform', { schema: platformSchema, signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

export const usePlatform = () => useQuery(platformQuery);
