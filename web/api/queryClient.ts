import { MutationCache, QueryClient } from '@tanstack/react-query';
import { QUERY_GC_MS, QUERY_STALE_MS } from '#web/api/queryTimes';
import { openAgeDialog } from '#web/lib/ageDialog';
import { isAgeRefusal } from './ageRefusal';

/**
 * Data stays fresh 5 minutes and is kept 10; nothing retries or refetches on its own. An action
 * refused for want of a verified age (writing, narrating, unlocking) opens the "Verify your age" dialog.
 */
export function createQueryClient() {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error) => {
        if (isAgeRefusal(error)) openAgeDialog();
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_MS,
        gcTime: QUERY_GC_MS,
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnMount: false,
        refetchOnReconnect: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}
