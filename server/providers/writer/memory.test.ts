import { describe, expect, it } from 'vitest';
import { WRITER_MEMORY_MAX_CHARS } from '#common/catalogue/limits';
import { fitMemory, summariseChapter, updateMemory } from './memory';
import { OfflineWriter } from './offline/offlineWriter';
import { chapterRequest } from '#server/test/writerKit';

describe('rolling memory', () => {
  it('summarises a chapter by its first, middle and last sentences', () => {
    expect(summariseChapter('One. Two. Three. Four. Five.')).toBe('One. Three. Five.');
  });

  it('stays bounded after 50 chapters of the built-in writer, keeping the latest chapter', async () => {
    const writer = new OfflineWriter({ paceMs: 0 });
    let memory = '';
    for (let n = 1; n <= 50; n++) {
      const instruction = n === 1 ? ({ kind: 'open' } as const) : ({ kind: 'continue' } as const);
      const chapter = await writer.writeChapter(chapterRequest({ chapterNumber: n, memory, instruction }), () => {});
      memory = chapter.memory;
      expect(memory.length).toBeLessThanOrEqual(WRITER_MEMORY_MAX_CHARS);
    }
    expect(memory).toContain('Chapter 50,');
    expect(memory).toContain('Characters:');
    expect(memory).not.toContain('Chapter 1,');
  });

  it('compresses old entries before dropping them', () => {
    const long = Array.from({ length: 40 }, (_, i) => `Sentence number ${i} is here.`).join(' ');
    let memory = '';
    for (let n = 1; n <= 4; n++) memory = updateMemory(memory, n, long, 300);
    const lines = memory.split('\n');
    expect(lines[0]).toMatch(/^Chapter 1: Sentence number 0 is here\.$/);
    expect(lines.at(-1)?.length).toBeGreaterThan(60);
  });

  it("keeps a long model memory's headings and newest facts, dropping the oldest lines of its longest section", () => {
    const summary = Array.from({ length: 40 }, (_v, i) => `- In chapter ${i + 1} they talked on the pier.`);
    const memory = ['Characters:', '- Ada (she): archivist', '- Mara (she): captain', 'Summary:', ...summary].join(
      '\n',
    );
    const fitted = fitMemory(memory, 600);
    expect(fitted.length).toBeLessThanOrEqual(600);
    expect(fitted).toContain('- Ada (she): archivist');
    expect(fitted).toContain('- Mara (she): captain');
    expect(fitted).toContain('Summary:');
    expect(fitted).toContain('In chapter 40 they');
    expect(fitted).not.toContain('In chapter 1 they');
  });
});
