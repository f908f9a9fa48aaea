import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportResult, ReportStoryBody } from '#common/contract';
import { apiRequest } from './client';
import { storyKeys } from './stories';

/** A reader reports a story; the story is refetched so its page shows it as reported. */
export function useReportStory(storyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReportStoryBody) =>
      apiRequest<ReportResult>(`/api/stories/${encodeURIComponent(storyId)}/report`, {
        method: 'POST',
        body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storyKeys.detail(storyId) }),
  });
}
