import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authorEndpoints } from '#common/endpoints/authors';
import { libraryEndpoints } from '#common/endpoints/library';
import { notificationEndpoints } from '#common/endpoints/notifications';
import { readingEndpoints } from '#common/endpoints/reading';
import { useAuth } from '#web/lib/auth';
import { readToken } from '#web/lib/token';
import { callEndpoint } from './client';

/** How often the bell asks for news while a page is open. */
const NOTIFICATIONS_REFETCH_MS = 60_000;

const communityKeys = {
  author: (id: string) => ['authors', id] as const,
  following: ['user', 'following'] as const,
  saved: ['user', 'saved'] as const,
  continueReading: ['user', 'continue-reading'] as const,
  notifications: ['notifications'] as const,
  teasers: ['stories', 'teasers'] as const,
};

/** Authors, follows, the reading list, "Continue reading", notifications and premium teasers. */
export const communityQueries = {
  author: (id: string) =>
    queryOptions({
      queryKey: communityKeys.author(id),
      queryFn: ({ signal }) => callEndpoint(authorEndpoints.author, { id }, { signal }),
    }),
  following: () =>
    queryOptions({
      queryKey: communityKeys.following,
      queryFn: ({ signal }) => callEndpoint(authorEndpoints.following, {}, { signal }),
    }),
  saved: () =>
    queryOptions({
      queryKey: communityKeys.saved,
      queryFn: ({ signal }) => callEndpoint(readingEndpoints.saved, {}, { signal }),
    }),
  continueReading: () =>
    queryOptions({
      queryKey: communityKeys.continueReading,
      queryFn: ({ signal }) => callEndpoint(readingEndpoints.continueReading, {}, { signal }),
    }),
  notifications: () =>
    queryOptions({
      queryKey: communityKeys.notifications,
      queryFn: ({ signal }) => callEndpoint(notificationEndpoints.notifications, {}, { signal }),
      refetchInterval: NOTIFICATIONS_REFETCH_MS,
    }),
  teasers: () =>
    queryOptions({
      queryKey: communityKeys.teasers,
      queryFn: ({ signal }) => callEndpoint(libraryEndpoints.teasers, {}, { signal }),
    }),
};

/** Follows or unfollows the author, updating their page's counts. */
export function useFollowAuthor(authorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) =>
      callEndpoint(follow ? authorEndpoints.follow : authorEndpoints.unfollow, { id: authorId }),
    onSuccess: (result) => {
      queryClient.setQueryData(communityKeys.author(authorId), (author) =>
        author ? { ...author, ...result } : author,
      );
      void queryClient.invalidateQueries({ queryKey: communityKeys.following });
    },
  });
}

/** Whether the signed-in reader saved the story, and a toggle (nothing for visitors). */
export function useSavedStory(storyId: string) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const saved = useQuery({ ...communityQueries.saved(), enabled: Boolean(user) });
  const isSaved = saved.data?.some((story) => story._id === storyId) ?? false;
  const toggle = useMutation({
    mutationFn: (save: boolean) =>
      callEndpoint(save ? readingEndpoints.save : readingEndpoints.unsave, { id: storyId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: communityKeys.saved }),
  });
  return { signedIn: Boolean(user), isSaved, toggle };
}

/** Marks notifications read: all of them, or those named. */
export function useReadNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: string[]) => callEndpoint(notificationEndpoints.read, {}, { body: ids ? { ids } : {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: communityKeys.notifications }),
  });
}

/** Downloads a file from the API with the reader's token, as the browser's own download. */
export async function downloadFile(path: string): Promise<void> {
  const token = readToken();
  const response = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error('The download failed');
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'download';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
