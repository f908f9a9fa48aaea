import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  Chapter,
  ChapterWritten,
  DeleteStoryResponse,
  GenerateStoryBody,
  LikeResponse,
  Story,
  UnlockResponse,
  VoiceOption,
  VoteResponse,
} from '#common/contract';
import { chapterEndpoints } from '#common/endpoints/chapters';
import { narrationEndpoints } from '#common/endpoints/narration';
import { storyEndpoints } from '#common/endpoints/stories';
import { voteEndpoints } from '#common/endpoints/votes';
import { readToken } from '#web/lib/token';
import { callEndpoint } from './client';
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

function fetchStory(id: string, signal?: AbortSignal): Promise<Story> {
  return callEndpoint(storyEndpoints.story, { id }, { signal });
}

async function fetchChapters(id: string, signal?: AbortSignal): Promise<Chapter[]> {
  return (await callEndpoint(chapterEndpoints.chapters, { id }, { signal })).chapters;
}

function fetchVoiceOptions(signal?: AbortSignal): Promise<VoiceOption[]> {
  return callEndpoint(narrationEndpoints.voiceOptions, {}, { signal });
}

export function generateStory(body: GenerateStoryBody, idempotencyKey?: string): Promise<Story> {
  return callEndpoint(storyEndpoints.generate, {}, { body, idempotencyKey });
}

/** `direction` is the owner's own words for what happens next (continuationPrompt), sent when given. */
export function continueStory(
  id: string,
  conclude: boolean,
  direction = '',
  idempotencyKey?: string,
): Promise<ChapterWritten> {
  return callEndpoint(
    chapterEndpoints.continue,
    { id },
    {
      body: direction.trim() ? { conclude, continuationPrompt: direction.trim() } : { conclude },
      idempotencyKey,
    },
  );
}

/** `own`: the owner's own next step, in their words, instead of one of the chapter's choices. */
export function chooseChoice(
  id: string,
  chapter: number,
  choice: string,
  idempotencyKey?: string,
  own = false,
): Promise<ChapterWritten> {
  return callEndpoint(
    chapterEndpoints.choice,
    { id, n: String(chapter) },
    { body: own ? { choice, own } : { choice }, idempotencyKey },
  );
}

export function retryChapter(id: string, chapter: number, idempotencyKey?: string): Promise<ChapterWritten> {
  return callEndpoint(chapterEndpoints.retry, { id, n: String(chapter) }, { idempotencyKey });
}

/** With `leaf`, chapter n of the path to that node of the tree rather than of the main path. */
export function unlockChapter(
  id: string,
  chapter: number,
  idempotencyKey?: string,
  leaf?: string,
): Promise<UnlockResponse> {
  return callEndpoint(
    chapterEndpoints.unlock,
    { id, n: String(chapter) },
    { body: leaf ? { leaf } : undefined, idempotencyKey },
  );
}

export function deleteStory(id: string, idempotencyKey?: string): Promise<DeleteStoryResponse> {
  return callEndpoint(storyEndpoints.remove, { id }, { idempotencyKey });
}

export function likeStory(id: string): Promise<LikeResponse> {
  return callEndpoint(voteEndpoints.like, { id });
}

export function voteStory(id: string, direction: 'upvote' | 'downvote'): Promise<VoteResponse> {
  return callEndpoint(voteEndpoints[direction], { id });
}

/** The voice preview: the fixed sample sentence, free of charge. */
export function previewVoice(text: string, voiceId: string): Promise<{ audioUrl: string }> {
  return callEndpoint(narrationEndpoints.speech, {}, { body: { text, voiceId } });
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
