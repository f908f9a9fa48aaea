import { describe, expect, it } from 'vitest';
import { answerTokens } from './context';
import { buildMessages } from './prompts';
import { chapterRequest } from '#server/test/writerKit';
import { tokenCounterFor } from './tokens';

const PLACES = ['the pier', 'the ballroom', 'the lighthouse', 'the archive', 'the station', 'the garden'];

/** A chapter of about 900 words whose every sentence says which chapter and which sentence it is. */
function chapter(n: number): string {
  const paragraphs: string[] = [];
  for (let p = 0; p < 12; p++) {
    const sentences = Array.from(
      { length: 5 },
      (_v, s) =>
        `In chapter ${n}, paragraph ${p}, sentence ${s}, Ada walked past ${PLACES[(n + p + s) % PLACES.length]} and thought of the captain's laugh.`,
    );
    paragraphs.push(sentences.join(' '));
  }
  return paragraphs.join('\n\n');
}

const CHAPTERS = Array.from({ length: 29 }, (_v, i) => chapter(i + 1));
const OWNER_MEMORY =
  'Characters:\n- Ada (she): archivist, afraid of deep water (the owner wrote this)\nFacts:\n- The hotel closes at the end of summer.';

describe('the prompt of a long story', () => {
  it.each([
    ['a known tokenizer (gpt-4o), filling it', 'gpt-4o-mini', 8192 - 2400 - 600],
    ['an unknown model, estimated on the safe side', 'mistral-small', 8192 - 2400 - 2000],
  ])('stays within LLM_CONTEXT_TOKENS for each of 30 chapters, with %s', (_name, model, atLeast) => {
    const count = tokenCounterFor(model);
    const exact = tokenCounterFor('gpt-4o');
    for (let n = 2; n <= 30; n++) {
      const request = chapterRequest({
        chapterNumber: n,
        memory: OWNER_MEMORY,
        earlierChapters: CHAPTERS.slice(0, n - 1),
        instruction: { kind: 'continue', prompt: 'They miss the last ferry' },
        maxTokens: 2400,
      });
      const messages = buildMessages(request, { budget: { contextTokens: 8192, count } });
      const prompt = messages.reduce((sum, m) => sum + exact(m.content) + 8, 0);
      expect(prompt + answerTokens(request.maxTokens, 8192)).toBeLessThanOrEqual(8192);
      const text = messages[1].content;
      expect(text).toContain(OWNER_MEMORY);
      expect(text).toContain('They miss the last ferry');
      const previous = CHAPTERS[n - 2].split(/(?<=\.)\s+/);
      for (const sentence of previous.slice(-3)) expect(text).toContain(sentence);
      if (n === 30) {
        expect(text).toContain('- Chapter 28:');
        expect(prompt).toBeGreaterThan(atLeast);
      }
    }
  });

  it('cuts the oldest chapter it carries at a sentence boundary', () => {
    const request = chapterRequest({ chapterNumber: 3, earlierChapters: CHAPTERS.slice(0, 2), maxTokens: 1200 });
    const text = buildMessages(request, { budget: { contextTokens: 4096, count: tokenCounterFor('gpt-4o') } })[1]
      .content;
    const carried = text.split('[Chapter 2] (its end)\n')[1] ?? text.split('[Chapter 2]\n')[1];
    expect(carried).toBeDefined();
    expect(carried.split('\n\nWrite chapter')[0]).toMatch(/^In chapter 2, paragraph \d+, sentence \d+, /);
  });
});
