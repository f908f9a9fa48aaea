import { describe, expect, it } from 'vitest';
import { STORY_LENGTH_VALUES, STORY_LENGTHS } from '#common/catalogue/costs';
import { WIZARD_LOCATIONS } from '#common/catalogue/storyChoices';
import { WriterError, type WriteChapterRequest } from '../port';
import { chapterRequest, SAMPLE_SETTINGS } from '#server/test/writerKit';
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

  it('resumes a chapter from the text an instance saved before it stopped, streaming only what follows', async () => {
    const whole = await write();
    const saved = whole.text.slice(0, Math.floor(whole.text.length / 2));
    const resumed = await write({ resumeFrom: saved });
    expect(saved + resumed.pieces.join('')).toBe(whole.text);
    expect(resumed.choices).toEqual(whole.choices);
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

  it('takes names from the descriptions and uses them in its own words, with the genders’ pronouns', async () => {
    const settings = {
      ...SAMPLE_SETTINGS,
      protagonistDescription: 'Margot, a sharp-tongued photographer in her thirties with a silver cigarette case',
      loveInterestDescription: 'a quick-witted violinist called Vera',
    };
    const { text } = await write({ settings });
    expect(text).toContain('Margot');
    expect(text).toContain('Vera');
    expect(text).not.toContain('a sharp-tongued photographer in her thirties');
    expect(text).toMatch(/photographer|violinist/);
    expect(text).toMatch(/\bthey were\b|\btheir\b|\bthem\b/i);
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

  it('keeps the same names from chapter to chapter, and follows a name changed in the memory', async () => {
    const first = await write();
    // The memory's first line names a character: `- Name …`.
    const name = /^- (\S+) /m.exec(first.memory)![1];
    const second = await write({ chapterNumber: 2, memory: first.memory, instruction: { kind: 'continue' } });
    expect(second.text).toContain(name);
    const renamed = first.memory.replace(new RegExp(`^- ${name} `, 'm'), '- Odalys ');
    const third = await write({ chapterNumber: 2, memory: renamed, instruction: { kind: 'continue' } });
    expect(third.text).toContain('Odalys');
    expect(third.text).not.toContain(name);
  });

  it("names the wizard's own places as common nouns: 'Office' is the office, never 'Office' mid-sentence", async () => {
    for (const label of WIZARD_LOCATIONS) {
      const { text } = await write({ settings: { ...SAMPLE_SETTINGS, location: label, settingDescription: '' } });
      expect(text, label).not.toMatch(new RegExp(`[a-z,;] ${label}\\b`));
    }
    const { memory } = await write({
      settings: { ...SAMPLE_SETTINGS, location: 'Art Gallery', settingDescription: '' },
    });
    expect(memory).toContain('the art gallery');
  });

  it('turns up the heat with explicitLevel, asking first', async () => {
    const later = { chapterNumber: 4, instruction: { kind: 'continue' } as const };
    const tender = await write({ ...later, settings: { ...SAMPLE_SETTINGS, explicitLevel: 10 } });
    const explicit = await write({ ...later, settings: { ...SAMPLE_SETTINGS, explicitLevel: 90 } });
    const frank = /\b(bare|undress\w*|pleasure|clothes|button)\b|skin against skin/i;
    expect(tender.text).not.toMatch(frank);
    expect(explicit.text).toMatch(frank);
    expect(explicit.text).toMatch(/yes|Tell me what you want|slow down/i);
  });

  it('ends odd chapters with 2–3 choices, even chapters and conclusions with none', async () => {
    for (const title of ['A', 'B', 'C', 'D', 'E']) {
      const odd = await write({ title, chapterNumber: 3, instruction: { kind: 'continue' } });
      expect(odd.choices.length).toBeGreaterThanOrEqual(2);
      expect(odd.choices.length).toBeLessThanOrEqual(3);
      expect((await write({ title, chapterNumber: 2, instruction: { kind: 'continue' } })).choices).toEqual([]);
      const conclusion = await write({ title, chapterNumber: 5, instruction: { kind: 'conclude' } });
      expect(conclusion.choices).toEqual([]);
      expect(conclusion.memory).toMatch(/Open threads:\n(?!-)/);
    }
  });

  it('follows a choice in its own words, and the owner’s direction', async () => {
    const first = await write();
    const [choice] = first.choices;
    const chosen = await write({ chapterNumber: 2, memory: first.memory, instruction: { kind: 'choice', choice } });
    expect(chosen.text).not.toContain(choice);
    expect(chosen.memory).toContain(`Chosen: ${choice}`);
    const danced = await write({
      chapterNumber: 2,
      instruction: { kind: 'continue', prompt: 'They dance until dawn' },
    });
    expect(danced.text.split('\n\n')[0]).toMatch(/danc/);
    const own = await write({
      chapterNumber: 2,
      instruction: { kind: 'continue', prompt: 'A stranger returns the lost ring.' },
    });
    expect(own.text.slice(0, 300)).toContain('A stranger returns the lost ring');
  });

  it('keeps a structured memory the next chapter can read', async () => {
    const { memory } = await write();
    for (const section of ['Characters:', 'Places:', 'Facts:', 'Open threads:', 'Summary:'])
      expect(memory).toContain(section);
    expect(memory).toContain('Chapter 1, the meeting');
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
