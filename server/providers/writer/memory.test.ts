import { describe, expect, it } from 'vitest';
import { WRITER_MEMORY_MAX_CHARS } from '#common/catalogue';
import { summariseChapter, updateMemory } from './memory';
import { OfflineWriter } from './offline/offlineWriter';
import { chapterRequest } from './testing';

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
});
