import { queryOptions } from '@tanstack/react-query';
import type {
  AudioInfo,
  SpeechGenerateBody,
  SpeechGenerateResponse,
  SpeechGenerateStoryBody,
  SpeechGenerateStoryResponse,
  StoryNarrationPrice,
} from '#common/contract';
import { pathOf } from '#common/endpoint';
import { narrationEndpoints } from '#common/endpoints/narration';
import { callEndpoint } from './client';

export const narrationKeys = {
  story: (storyId: string) => ['narration', storyId] as const,
  audio: (storyId: string, chapter: number) => ['narration', storyId, chapter] as const,
};

export function generateSpeech(body: SpeechGenerateBody, idempotencyKey?: string): Promise<SpeechGenerateResponse> {
  return callEndpoint(narrationEndpoints.speech, {}, { body, idempotencyKey });
}

/**
 * Where a chapter's audio info is asked for (and kept for offline listening under the same address):
 * the address `fetchAudioInfo` asks.
 */
export const audioInfoPath = (storyId: string, chapter: number) =>
  `${pathOf(narrationEndpoints.audioInfo, { id: storyId })}?${new URLSearchParams({ chapter: String(chapter) })}`;

function fetchAudioInfo(storyId: string, chapter: number, signal?: AbortSignal): Promise<AudioInfo> {
  return callEndpoint(narrationEndpoints.audioInfo, { id: storyId }, { query: { chapter }, signal });
}

/** What a chapter's player plays: its audio URL, the fallback message and the read-along marks. */
export const audioInfoQuery = (storyId: string, chapter: number) =>
  queryOptions({
    queryKey: narrationKeys.audio(storyId, chapter),
    queryFn: ({ signal }) => fetchAudioInfo(storyId, chapter, signal),
  });

export async function recordPlay(storyId: string): Promise<number> {
  const { plays } = await callEndpoint(narrationEndpoints.play, { id: storyId });
  return plays;
}

/** The spec's HEAD check on an audio URL: its status and Content-Length, or null when the request failed. */
export async function headAudioFile(url: string): Promise<{ status: number; contentLength: string | null } | null> {
  try {
    const response = await fetch(url, { method: 'HEAD', credentials: 'include' });
    return { status: response.status, contentLength: response.headers.get('Content-Length') };
  } catch {
    return null;
  }
}

export function fetchStoryNarrationPrice(storyId: string, voiceId: string): Promise<StoryNarrationPrice> {
  return callEndpoint(narrationEndpoints.price, { id: storyId }, { query: { voiceId } });
}

export function generateStorySpeech(body: SpeechGenerateStoryBody): Promise<SpeechGenerateStoryResponse> {
  return callEndpoint(narrationEndpoints.storySpeech, {}, { body });
}
