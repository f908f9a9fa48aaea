import { describe, expect, it } from 'vitest';
import type { StorySettings } from '#common/contract';
import { buildMessages } from './prompts';
import { SAMPLE_SETTINGS, chapterRequest } from '#server/test/writerKit';

const FANTASY = 'A lighthouse keeper who leaves me letters in the lamp room, and one night stays to hand me one.';
const userText = (settings: StorySettings, chapterNumber: number) =>
  buildMessages(
    chapterRequest({
      settings,
      chapterNumber,
      earlierChapters: chapterNumber > 1 ? ['They met on the stairs.'] : [],
      instruction: chapterNumber > 1 ? { kind: 'continue' } : { kind: 'open' },
    }),
  )[1].content;

describe("the reader's fantasy in the prompt", () => {
  it('is given, in their own words, to the writer of every chapter', () => {
    for (const chapter of [1, 2, 5])
      expect(userText({ ...SAMPLE_SETTINGS, fantasy: FANTASY }, chapter)).toContain(
        `The reader's fantasy, in their own words (the heart of the story):\n${FANTASY}`,
      );
  });

  it('is left out when there is none, also for stories written before it existed', () => {
    const { fantasy: _none, ...older } = SAMPLE_SETTINGS;
    for (const settings of [SAMPLE_SETTINGS, older as StorySettings])
      expect(userText(settings, 1)).not.toContain("The reader's fantasy");
  });
});
