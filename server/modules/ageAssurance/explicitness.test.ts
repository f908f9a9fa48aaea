import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { GESTURE, INTERIOR, SCENE } from '#server/providers/writer/offline/banks/beats';
import { EXPLICIT, SENSUAL, SPARK, TENDER } from '#server/providers/writer/offline/banks/heat';
import { ARRIVAL, CONTINUATION, OPENING } from '#server/providers/writer/offline/banks/story';
import { isExplicit } from './explicitness';
import { safeExcerpt } from './safeExcerpt';

const SLOTS: Record<string, string> = {
  A: 'Mara',
  B: 'Jon',
  a: 'she',
  b: 'he',
  '^a': 'She',
  'a.obj': 'her',
  'b.obj': 'him',
  'a.possessive': 'her',
  'b.possessive': 'his',
  'a.reflexive': 'herself',
  'b.reflexive': 'himself',
  'a.was': 'was',
  'b.was': 'was',
  garment: 'coat',
};
const filled = (template: string) =>
  template.replace(/\{([^{}]+)\}/g, (_m, slot: string) => SLOTS[slot] ?? 'the harbour');

/** Frank sentences as a remote writer might open a chapter with them (the offline banks are tasteful). */
const WRITTEN_EXPLICIT = [
  'She pulled her dress over her head and stood naked in the lamplight.',
  'His hand slid up her thigh beneath the table.',
  'They had sex on the sofa before the film had even started.',
  'She moaned his name as he kissed her breasts.',
  'He was already hard against her hip.',
  'Her nipples tightened under the thin silk.',
  'She straddled him in the driver’s seat.',
  'He licked a slow line down her stomach.',
  'They fucked until the candles burned out.',
  'Her orgasm took her by surprise.',
  'She unzipped his jeans with trembling fingers.',
  'He stripped off his shirt and reached for her.',
  'The sheets were tangled around their bare legs.',
  'She arched her back as he thrust into her.',
  'He watched her undress, one button at a time.',
  'She came with a cry she did not try to hide.',
  'Their naked bodies moved together in the dark.',
  'His mouth moved lower, and she gasped.',
  'She wanted him inside her, and said so.',
  'He pressed her against the wall and kissed her throat, her collarbone, her breast.',
  'Her lingerie lay in a black pool on the floor.',
  'He felt her wet heat against his fingers.',
  'She climaxed with his name on her lips.',
  'They tumbled into bed, already half undressed.',
];

/** Innocent openings as a remote writer might write them. */
const WRITTEN_SAFE = [
  'The train was late again, and Mara had run out of patience an hour ago.',
  'Rain kept the ferry in port until noon.',
  'Jon ran the bookshop on the corner of Albert Street.',
  'It was the last warm evening of September.',
  'The gallery was nearly empty when she arrived.',
  'Her sister had warned her about the wedding, and her sister had been right.',
  'The café smelled of cinnamon and burnt coffee.',
  'Nobody in the village had seen a stranger in weeks.',
  'He was reading the wrong book in the right place.',
  'The interview was at nine, and she was early.',
  'Snow had closed the pass, and the inn was full.',
  'She had come to Lisbon to forget, and so far it was working.',
  'The orchestra tuned up while the hall slowly filled.',
  'He offered her the last umbrella in the shop.',
  'Their flight was delayed for the third time that day.',
  'The market opened at dawn, and she was always the first there.',
];

/** Label 1: must not be shown to a visitor who has not verified their age. */
const CORPUS: Array<{ text: string; explicit: boolean }> = [
  ...[...SENSUAL, ...EXPLICIT].map((t) => ({ text: filled(t), explicit: true })),
  ...WRITTEN_EXPLICIT.map((text) => ({ text, explicit: true })),
  ...[...OPENING, ...ARRIVAL, ...CONTINUATION, ...SCENE, ...INTERIOR, ...GESTURE, ...TENDER, ...SPARK].map((t) => ({
    text: filled(t),
    explicit: false,
  })),
  ...WRITTEN_SAFE.map((text) => ({ text, explicit: false })),
];

/** Split once by a fixed hash: a third held out, never looked at when choosing the word stems. */
const heldOut = (text: string) => createHash('sha256').update(text).digest()[0] % 3 === 0;

function measure(part: typeof CORPUS) {
  const explicit = part.filter((c) => c.explicit);
  const safe = part.filter((c) => !c.explicit);
  return {
    explicit: explicit.length,
    missed: explicit.filter((c) => !isExplicit(c.text)).map((c) => c.text),
    safe: safe.length,
    hiddenSafe: safe.filter((c) => isExplicit(c.text)).length,
  };
}

describe('the explicitness check of the safe excerpt', () => {
  it('flags every explicit sentence of the development part', () => {
    expect(measure(CORPUS.filter((c) => !heldOut(c.text))).missed).toEqual([]);
  });

  it('flags nearly every explicit sentence of the held-out part, and shows most safe ones', () => {
    const result = measure(CORPUS.filter((c) => heldOut(c.text)));
    expect(result.explicit).toBeGreaterThan(10);
    expect(result.missed.length / result.explicit).toBeLessThan(0.15);
    // Conservative by design: it may hide an innocent sentence, at most a third of them.
    expect(result.hiddenSafe / result.safe).toBeLessThan(1 / 3);
  });
});

describe('safeExcerpt', () => {
  it('keeps the first sentences up to the first frank one', () => {
    expect(safeExcerpt('Rain kept the ferry in port. She pulled her dress off. The end.')).toBe(
      'Rain kept the ferry in port.',
    );
    expect(safeExcerpt('She stood naked at the window. Rain fell.')).toBe('');
    expect(safeExcerpt('One. Two. Three.')).toBe('One. Two.');
  });

  it('stays within its length, cut at a word', () => {
    const long = `${'word '.repeat(100)}end.`;
    const kept = safeExcerpt(long);
    expect(kept.length).toBeLessThanOrEqual(240);
    expect(long.startsWith(kept)).toBe(true);
  });
});
