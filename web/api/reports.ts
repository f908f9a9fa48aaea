import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportStoryBody } from '#common/contract';
import { reportEndpoints } from '#common/endpoints/reports';
import { callEndpoint } from './client';
import { storyKeys } from './stories';

/** A reader reports a story; the story is refetched so its page shows it as reported. */
export function useReportStory(storyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReportStoryBody) => callEndpoint(reportEndpoints.report, { id: storyId }, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storyKeys.detail(storyId) }),
  });
}
