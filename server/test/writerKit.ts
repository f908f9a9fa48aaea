import type { StorySettings } from '#common/contract';
import { OpenAiCompatibleWriter, type OpenAiCompatibleWriterOptions } from '#server/providers/writer/openaiCompatible';
import { ChoiceStream, type ParsedChapter } from '#server/providers/writer/output/choices';
import type { WriteChapterRequest } from '#server/providers/writer/port';

/** Settings with every field filled, distinctive enough to find in prose and prompts. */
export const SAMPLE_SETTINGS: StorySettings = {
  timePeriod: 'Victorian',
  location: 'Beach Resort',
  atmosphere: 'Mysterious',
  protagonistGender: 'Non-binary',
  partnerGender: 'Female',
  relationship: 'Old friends',
  writingTone: 'Playful',
  narrationVoice: 'Rachel',
  narrationVoiceId: 'voice-1',
  length: 2,
  fantasy: '',
  settingDescription: 'a crumbling seaside hotel whose ballroom opens onto the sand',
  protagonistDescription: 'a tall, bookish archivist with ink-stained fingers',
  loveInterestDescription: 'a sharp-witted sea captain with a laugh like thunder',
  explicitLevel: 50,
};

/** A chapter request for tests; override any part. */
export function chapterRequest(overrides: Partial<WriteChapterRequest> = {}): WriteChapterRequest {
  return {
    title: 'Salt and Ink',
    settings: SAMPLE_SETTINGS,
    chapterNumber: 1,
    attempt: 1,
    memory: '',
    earlierChapters: [],
    instruction: { kind: 'open' },
    maxTokens: 1200,
    signal: new AbortController().signal,
    ...overrides,
  };
}

/**
 * A model's chapter in streamed pieces, long enough to be kept (past the minimum length and the
 * opening held back while it could still be a refusal).
 */
export const SAMPLE_CHAPTER_PIECES = [
  'The tide',
  ' came in slowly.',
  '\n\nShe laughed',
  ' and took his hand.',
  ' The ballroom doors stood open to the sand, and the last of the evening light lay across the',
  ' floorboards like spilled honey.',
  '\n\n"You kept the map," he said, turning it over in his fingers.',
  ' "Every fold of it."',
  '\n\nShe did not answer at once. The sea said it for her, patient and loud, while the lanterns',
  ' along the pier came on one by one and the old hotel creaked around them like a ship at anchor.',
];

/** The OpenAI-compatible writer pointed at an imitation, retrying without waiting. */
export function testWriter(baseURL: string, apiKey: string, options: Partial<OpenAiCompatibleWriterOptions> = {}) {
  return new OpenAiCompatibleWriter({ baseURL, model: 'fake-model', apiKey, retryBackoffMs: 1, ...options });
}

/** Parses a complete answer at once, as the stream would piece by piece. */
export function parseChapterOutput(raw: string): ParsedChapter {
  const stream = new ChoiceStream();
  stream.push(raw);
  const { text, choices } = stream.end();
  return { text, choices };
}
