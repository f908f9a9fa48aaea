import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Platform } from '#common/contract';
import { apiRequest } from './client';

/** The providers this server runs; they only change with a restart, so they are read once. */
const platformQuery = queryOptions({
  queryKey: ['platform'] as const,
  queryFn: ({ signal }) => apiRequest<Platform>('/api/platform', { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

export const usePlatform = () => useQuery(platformQuery);
