import type { z } from 'zod';
import type {
  AudioInfo,
  PlayResponse,
  SpeechGenerateResponse,
  SpeechGenerateStoryResponse,
  StoryNarrationPrice,
  VoiceOption,
  speechGenerateBodySchema,
  speechGenerateStoryBodySchema,
} from '../contract';
import { endpoint } from '../endpoint';

/** Voices, narrating a chapter or a whole story, a chapter's audio info and counting plays. */
export const narrationEndpoints = {
  voiceOptions: endpoint<VoiceOption[]>()('GET', '/api/stories/voice-options'),
  /** Without `storyId` in the body, the voice preview. */
  speech: endpoint<SpeechGenerateResponse, z.input<typeof speechGenerateBodySchema>>()('POST', '/api/speech/generate'),
  storySpeech: endpoint<SpeechGenerateStoryResponse, z.input<typeof speechGenerateStoryBodySchema>>()(
    'POST',
    '/api/speech/generate-story',
  ),
  /** `?voiceId=`: what narrating every ready chapter in that voice costs. */
  price: endpoint<StoryNarrationPrice>()('GET', '/api/stories/:id/narration-price'),
  /** `?chapter=`: the chapter's audio URL and read-along marks. */
  audioInfo: endpoint<AudioInfo>()('GET', '/api/stories/:id/audio'),
  play: endpoint<PlayResponse>()('POST', '/api/stories/:id/play'),
};
