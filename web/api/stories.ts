import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  Chapter,
  ChaptersResponse,
  GenerateStoryBody,
  Story,
  VoiceOption,
  chapterWrittenResponseSchema,
  likeResponseSchema,
  unlockResponseSchema,
  voteResponseSchema,
} from '#common/contract';
import { readToken } from '#web/lib/token';
import { apiRequest } from './client';
import { takeServedStory } from './servedStory';

/** Query keys of stories; other screens invalidate through these prefixes. */
export const storyKeys = {
  all: ['stories'] as const,
  public: ['stories', 'public'] as const,
  premium: ['stories', 'premium'] as const,
  detail: (id: string) => ['stories', 'detail', id] as const,
  chapters: (id: string) => ['stories', 'detail', id, 'chapters'] as const,
  /** The chapters from chapter 1 to a node of another branch; under `chapters`, so they refresh together. */
  branch: (id: string, leaf: string) => ['stories', 'detail', id, 'chapters', leaf] as const,
  tree: (id: string) => ['stories', 'detail', id, 'tree'] as const,
  memory: (id: string) => ['stories', 'detail', id, 'memory'] as const,
  voiceOptions: ['stories', 'voice-options'] as const,
};

export type ChapterWritten = z.infer<typeof chapterWrittenResponseSchema>;
export type LikeResponse = z.infer<typeof likeResponseSchema>;
export type VoteResponse = z.infer<typeof voteResponseSchema>;
export type UnlockResponse = z.infer<typeof unlockResponseSchema>;

export const storyPath = (id: string) => `/api/stories/${encodeURIComponent(id)}`;
export const chapterPath = (id: string, n: number) => `${storyPath(id)}/chapters/${n}`;

function fetchStory(id: string, signal?: AbortSignal): Promise<Story> {
  return apiRequest<Story>(storyPath(id), { signal });
}

async function fetchChapters(id: string, signal?: AbortSignal): Promise<Chapter[]> {
  return (await apiRequest<ChaptersResponse>(`${storyPath(id)}/chapters`, { signal })).chapters;
}

function fetchVoiceOptions(signal?: AbortSignal): Promise<VoiceOption[]> {
  return apiRequest<VoiceOption[]>('/api/stories/voice-options', { signal });
}

export function generateStory(body: GenerateStoryBody, idempotencyKey?: string): Promise<Story> {
  return apiRequest<Story>('/api/stories/generate', { method: 'POST', body, idempotencyKey });
}

/** `direction` is the owner's own words for what happens next (continuationPrompt), sent when given. */
export function continueStory(
  id: string,
  conclude: boolean,
  direction = '',
  idempotencyKey?: string,
): Promise<ChapterWritten> {
  return apiRequest<ChapterWritten>(`${storyPath(id)}/continue`, {
    method: 'POST',
    body: direction.trim() ? { conclude, continuationPrompt: direction.trim() } : { conclude },
    idempotencyKey,
  });
}

/** `own`: the owner's own next step, in their words, instead of one of the chapter's choices. */
export function chooseChoice(
  id: string,
  chapter: number,
  choice: string,
  idempotencyKey?: string,
  own = false,
): Promise<ChapterWritten> {
  return apiRequest<ChapterWritten>(`${chapterPath(id, chapter)}/choice`, {
    method: 'POST',
    body: own ? { choice, own } : { choice },
    idempotencyKey,
  });
}

export function retryChapter(id: string, chapter: number, idempotencyKey?: string): Promise<ChapterWritten> {
  return apiRequest<ChapterWritten>(`${chapterPath(id, chapter)}/retry`, {
    method: 'POST',
    idempotencyKey,
  });
}

/** With `leaf`, chapter n of the path to that node of the tree rather than of the main path. */
export function unlockChapter(
  id: string,
  chapter: number,
  idempotencyKey?: string,
  leaf?: string,
): Promise<UnlockResponse> {
  return apiRequest<UnlockResponse>(`${chapterPath(id, chapter)}/unlock`, {
    method: 'POST',
    ...(leaf && { body: { leaf } }),
    idempotencyKey,
  });
}

export function deleteStory(id: string, idempotencyKey?: string): Promise<void> {
  return apiRequest(storyPath(id), { method: 'DELETE', idempotencyKey });
}

export function likeStory(id: string): Promise<LikeResponse> {
  return apiRequest<LikeResponse>(`${storyPath(id)}/like`, { method: 'POST' });
}

export function voteStory(id: string, direction: 'upvote' | 'downvote'): Promise<VoteResponse> {
  return apiRequest<VoteResponse>(`${storyPath(id)}/${direction}`, { method: 'POST' });
}

/** The voice preview: the fixed sample sentence, free of charge. */
export function previewVoice(text: string, voiceId: string): Promise<{ audioUrl: string }> {
  return apiRequest('/api/speech/generate', { method: 'POST', body: { text, voiceId } });
}

/** The queries of stories: every `useQuery` and cache write takes its key (and data type) from here. */
export const storyQueries = {
  // The story page's route loader starts these two; a page mounting after a failed answer shows that
  // answer (with its "Try again") rather than asking a second time.
  detail: (id: string) =>
    queryOptions({
      queryKey: storyKeys.detail(id),
      queryFn: ({ signal }) => fetchStory(id, signal),
      retryOnMount: false,
    }),
  chapters: (id: string) =>
    queryOptions({
      queryKey: storyKeys.chapters(id),
      queryFn: ({ signal }) => fetchChapters(id, signal),
      retryOnMount: false,
    }),
  voiceOptions: () =>
    queryOptions({ queryKey: storyKeys.voiceOptions, queryFn: ({ signal }) => fetchVoiceOptions(signal) }),
};

export const useStory = (id: string) => useQuery(storyQueries.detail(id));

export const useChapters = (id: string) => useQuery(storyQueries.chapters(id));

export const useVoiceOptions = () => useQuery(storyQueries.voiceOptions());

/**
 * A story page's two reads, started together before the page's module arrives (its route loader calls
 * this). A guest's first load already has their answers in the page's HTML.
 */
export function prefetchStory(queryClient: QueryClient, id: string) {
  const served = takeServedStory(id);
  if (served && !readToken()) {
    queryClient.setQueryData(storyQueries.detail(id).queryKey, served.story);
    queryClient.setQueryData(storyQueries.chapters(id).queryKey, served.chapters);
    return;
  }
  void queryClient.prefetchQuery(storyQueries.detail(id));
  void queryClient.prefetchQuery(storyQueries.chapters(id));
}
