import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AgeMethod } from '#common/catalogue/age';
import { ageEndpoints } from '#common/endpoints/age';
import { useAuth } from '#web/lib/auth';
import { callEndpoint } from './client';

/** The visitor's standing; it differs per account, so the key carries who asks. */
const ageStatusQuery = (userId: string | undefined) =>
  queryOptions({
    queryKey: ['age', 'status', userId ?? 'guest'] as const,
    queryFn: ({ signal }) => callEndpoint(ageEndpoints.status, {}, { signal }),
  });

export function useAgeStatus(options: { pollMs?: number } = {}) {
  const { user } = useAuth();
  return useQuery({
    ...ageStatusQuery(user?._id),
    refetchInterval: (query) => (options.pollMs && !query.state.data?.verified ? options.pollMs : false),
  });
}

/**
 * Starts a check: a hosted one sends the browser to the provider, the demo one is completed here.
 * Once verified, every answer read before (gated stories, lists) is read again.
 */
export function useStartAgeVerification(onVerified: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (method: AgeMethod) => {
      const started = await callEndpoint(ageEndpoints.startVerification, {}, { body: { method } });
      if (started.url) {
        window.location.assign(started.url);
        return started;
      }
      return callEndpoint(ageEndpoints.completeDemo, {}, { body: { id: started.id } });
    },
    onSuccess: async (verification) => {
      if (verification.status !== 'verified') return;
      await queryClient.invalidateQueries();
      onVerified();
    },
  });
}
