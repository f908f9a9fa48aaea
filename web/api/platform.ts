import { queryOptions, useQuery } from '@tanstack/react-query';
import { platformEndpoints } from '#common/endpoints/platform';
import { callEndpoint } from './client';

/** The providers this server runs; they only change with a restart, so they are read once. */
const platformQuery = queryOptions({
  queryKey: ['platform'] as const,
  queryFn: ({ signal }) => callEndpoint(platformEndpoints.platform, {}, { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

export const usePlatform = () => useQuery(platformQuery);
