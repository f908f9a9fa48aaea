import { describe, expect, it } from 'vitest';
import { STORY_LENGTH_VALUES, STORY_LENGTHS } from '#common/catalogue';
import { WriterError, type WriteChapterRequest } from '../port';
import { chapterRequest, SAMPLE_SETTINGS } from '../testing';
import { OfflineWriter } from './offlineWriter';

const writer = new OfflineWriter({ paceMs: 0 });
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

async function write(overrides: Partial<WriteChapterRequest> = {}) {
  const pieces: string[] = [];
  const result = await writer.writeChapter(chapterRequest(overrides), (p) => pieces.push(p));
  return { ...result, pieces };
}

describe('offline writer', () => {
  it('is labelled as the offline writer', () => {
    expect(writer.name).toBe('offline');
    expect(writer.offline).toBe(true);
  });

  it('writes the same chapter for the same request, and another for another request', async () => {
    const a = await write();
    const b = await write();
    expect(a.text).toBe(b.text);
    expect(a.choices).toEqual(b.choices);
    expect((await write({ title: 'Another title' })).text).not.toBe(a.text);
  });

  it('streams in small pieces that add up to the text exactly', async () => {
    const { text, pieces } = await write();
    expect(pieces.length).toBeGreaterThan(100);
    expect(pieces.join('')).toBe(text);
    expect(Math.max(...pieces.map(words))).toBeLessThanOrEqual(3);
  });

  it.each(STORY_LENGTH_VALUES)('writes a length-%i chapter that narrates in its advertised time', async (length) => {
    const { maxTokens, targetWords } = STORY_LENGTHS[length];
    const { text } = await write({ maxTokens, settings: { ...SAMPLE_SETTINGS, length } });
    expect(words(text)).toBeGreaterThanOrEqual(targetWords * 0.9);
    expect(words(text)).toBeLessThanOrEqual(targetWords * 1.1);
  });

  it('writes less when the token budget is lower than the length asks for', async () => {
    const { text } = await write({ maxTokens: 300, settings: { ...SAMPLE_SETTINGS, length: 4 } });
    expect(words(text)).toBeLessThanOrEqual(300 * 0.7 * 1.1);
  });

  it('uses every setting: period, place, atmosphere, relationship, descriptions, genders', async () => {
    const { text } = await write();
    const lower = text.toLowerCase();
    for (const value of ['Victorian', 'beach resort', 'mysterious', 'old friends'])
      expect(lower).toContain(value.toLowerCase());
    expect(text).toContain(SAMPLE_SETTINGS.settingDescription);
    expect(text).toContain(SAMPLE_SETTINGS.protagonistDescription);
    expect(text).toContain(SAMPLE_SETTINGS.loveInterestDescription);
    expect(text).toMatch(/\bthey were\b|\btheir\b/i);
    expect(text).toMatch(/\bher\b/);
    expect(text).not.toMatch(/\{|\}/);
  });

  it('speaks of a woman and a man with she and he', async () => {
    const { text } = await write({
      settings: { ...SAMPLE_SETTINGS, protagonistGender: 'Female', partnerGender: 'Male' },
    });
    expect(text).toMatch(/\bhe\b|\bhis\b|\bhim\b/);
    expect(text).toMatch(/\bshe\b|\bher\b/);
    expect(text).not.toMatch(/\bthemselves\b/);
  });

  it('keeps the same names from chapter to chapter', async () => {
    const first = await write();
    const second = await write({ chapterNumber: 2, instruction: { kind: 'continue' } });
    const name = first.text.split(' ')[0];
    expect(second.text).toContain(name);
  });

  it('turns up the heat with explicitLevel', async () => {
    const tender = await write({ settings: { ...SAMPLE_SETTINGS, explicitLevel: 10 } });
    const explicit = await write({ settings: { ...SAMPLE_SETTINGS, explicitLevel: 90 } });
    expect(tender.text).not.toMatch(/bare skin|bare body|undress/);
    expect(explicit.text).toMatch(/bare|undress|pleasure/);
    expect(explicit.text).toMatch(/yes/i);
  });

  it('ends odd chapters with 2–3 choices, even chapters and conclusions with none', async () => {
    for (const title of ['A', 'B', 'C', 'D', 'E']) {
      const odd = await write({ title, chapterNumber: 3, instruction: { kind: 'continue' } });
      expect(odd.choices.length).toBeGreaterThanOrEqual(2);
      expect(odd.choices.length).toBeLessThanOrEqual(3);
      expect((await write({ title, chapterNumber: 2, instruction: { kind: 'continue' } })).choices).toEqual([]);
      const conclusion = await write({ title, chapterNumber: 5, instruction: { kind: 'conclude' } });
      expect(conclusion.choices).toEqual([]);
      expect(conclusion.text).toMatch(/ended/);
    }
  });

  it('follows a choice and honours a continuation prompt', async () => {
    const choice = 'Follow her down to the lighthouse';
    const chosen = await write({ chapterNumber: 2, instruction: { kind: 'choice', choice } });
    expect(chosen.text.slice(0, 300)).toContain(choice);
    expect(chosen.text).toContain('follow her down to the lighthouse');
    const prompted = await write({
      chapterNumber: 2,
      instruction: { kind: 'continue', prompt: 'They go swimming at midnight.' },
    });
    expect(prompted.text.slice(0, 400)).toContain('they go swimming at midnight');
  });

  it('returns a memory that includes this chapter', async () => {
    const { memory } = await write({ memory: 'Chapter 1: They met.' });
    expect(memory.startsWith('Chapter 1: They met.\nChapter 1: ')).toBe(true);
  });

  it('stops with a WriterError when the signal aborts', async () => {
    const slow = new OfflineWriter({ paceMs: 5 });
    const controller = new AbortController();
    const pieces: string[] = [];
    const written = slow.writeChapter(chapterRequest({ signal: controller.signal }), (p) => pieces.push(p));
    setTimeout(() => controller.abort(), 30);
    await expect(written).rejects.toBeInstanceOf(WriterError);
    const count = pieces.length;
    await new Promise((r) => setTimeout(r, 30));
    expect(pieces.length).toBe(count);
    expect(count).toBeLessThan(100);
  });
});
