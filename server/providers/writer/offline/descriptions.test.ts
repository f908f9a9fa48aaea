import { describe, expect, it } from 'vitest';
import type { StorySettings } from '#common/contract';
import type { WriterInstruction } from '../port';
import { chapterRequest, SAMPLE_SETTINGS } from '#server/test/writerKit';
import { CHOICE_OPTIONS } from './banks/story';
import { composeChapter, phrasesOf } from './compose';
import { seededRng, type Rng } from './random';

/**
 * The built-in writer on 500 descriptions made by a seeded generator (not a fixed list), written
 * as people write them: titles, nicknames in any quotes, particles, hyphens, apostrophes and
 * names from many languages, in several sentence shapes. Each becomes a three-chapter story whose
 * memory the owner rewrites in their own words before chapter 2, which also follows a direction.
 */

const TITLES = ['Dr.', 'Miss', 'Lady', 'Captain', 'Mrs', 'Professor', 'Sir', 'Señora', 'Madame', 'Mr.'];
const GIVEN = [
  'Ana',
  'Josephine',
  'Harriet',
  'Jean-Luc',
  'Siobhán',
  'Kwame',
  'Mei-Ling',
  'Zoë',
  'Björn',
  'Aoife',
  'Thandiwe',
  'Luc',
  'Noor',
  'Mateo',
  'Élodie',
  'Ravi',
  'Ingrid',
  'Tomasz',
  'Yuki',
  'Chiara',
  'Marisol',
  'Oluwaseun',
];
const NICKNAMES = ['Jo', 'Red', 'Kit', 'Bee', 'Sonny', 'Lulu', 'Ace', 'Dutch'];
const QUOTES: Array<[string, string]> = [
  ['"', '"'],
  ["'", "'"],
  ['“', '”'],
  ['‘', '’'],
];
const PARTICLES = ['de la', 'van der', 'von', 'di', 'bin', 'dos', 'de'];
const SURNAMES = [
  'Cruz',
  'Marchand',
  'Cole',
  'Malone',
  "O'Connell",
  'Berg',
  'Okafor',
  'Worthington-Smythe',
  'Nakamura',
  'Rossi',
  'Haddad',
  "D'Arcy",
  'Kowalczyk',
];
const ROLES = ['surgeon', 'jazz singer', 'governess', 'boxer', 'sommelier', 'pilot', 'cartographer', 'florist', 'chef'];
const QUALITIES = ['quick-witted', 'soft-spoken', 'stubborn', 'reckless', 'gentle', 'sardonic', 'restless'];
const FEATURES = ['a silver ring', 'ink on her sleeves', 'a crooked smile', 'a scar across one brow', 'a husky voice'];
const HABITS = ['hums when nervous', 'never finishes a cup of coffee', 'collects old maps', 'laughs too loudly'];
const PLACES = [
  'a jazz club in a basement off the main square',
  'an office on the 31st floor with the city lit below',
  'a lighthouse at the end of a long causeway',
  'a rooftop garden above the night market',
  'a bookshop that stays open past midnight',
];
const DIRECTIONS: Array<[string, string]> = [
  ['they dance in the empty ballroom', 'ballroom'],
  ['she finds the letter hidden in the piano', 'piano'],
  ['they kiss on the fire escape', 'fire escape'],
  ['a storm traps them in the greenhouse', 'greenhouse'],
  ['he brings her coffee at the observatory', 'observatory'],
];

interface Named {
  description: string;
  /** The name exactly as written. */
  full: string;
  words: string[];
}

function nameFrom(rng: Rng): { full: string; words: string[] } {
  const given = rng.pick(GIVEN);
  const surname = rng.pick(SURNAMES);
  const [open, close] = rng.pick(QUOTES);
  const nick = `${open}${rng.pick(NICKNAMES)}${close}`;
  const title = rng.pick(TITLES);
  const particle = rng.pick(PARTICLES);
  const forms: Array<[string, string[]]> = [
    [`${title} ${given} ${surname}`, [given, surname]],
    [`${given} ${nick} ${surname}`, [given, surname]],
    [`${nick} ${surname}`, [surname]],
    [`${given} ${particle} ${surname}`, [given, surname]],
    [given, [given]],
    [`${title} ${given} ${particle} ${surname}`, [given, surname]],
    [`${given} ${surname}`, [given, surname]],
  ];
  const [full, words] = rng.pick(forms);
  return { full, words };
}

function describe_(rng: Rng, pronoun: 'Her' | 'His' | 'Their'): Named {
  const { full, words } = nameFrom(rng);
  const role = rng.pick(ROLES);
  const quality = rng.pick(QUALITIES);
  const feature = rng.pick(FEATURES);
  const shapes = [
    `${full}, a ${quality} ${role} with ${feature}`,
    `a ${quality} ${role} called ${full}, who ${rng.pick(HABITS)}`,
    `${full} - a ${role} who ${rng.pick(HABITS)}`,
    `${pronoun} name is ${full}. A ${quality} ${role} with ${feature}`,
    `${full} is a ${quality} ${role}`,
    `${full}: ${role}, ${quality}, with ${feature}`,
  ];
  return { description: rng.pick(shapes), full, words };
}

/** The owner rewrites the memory's character lines in their own words; sometimes one line goes altogether. */
function rewrittenMemory(memory: string, people: Named[], rng: Rng): string {
  const lines = memory.split('\n');
  const start = lines.indexOf('Characters:');
  const end = lines.findIndex((line, i) => i > start && !line.startsWith('-'));
  const wordings = [
    (p: Named) => `- ${p.full} is the one to watch; she never says what she means.`,
    (p: Named) => `- ${p.full}, who works nights (he)`,
    (p: Named) => `- **${p.full}** — restless, funny, guarded`,
    (p: Named) => `- ${p.full}: loves the sea, hates goodbyes`,
  ];
  const drop = rng.int(4) === 0 ? rng.int(people.length) : -1;
  const rewritten = people.flatMap((p, i) => (i === drop ? [] : [rng.pick(wordings)(p)]));
  return [...lines.slice(0, start + 1), ...rewritten, ...lines.slice(end)].join('\n');
}

interface Case {
  hero: Named;
  beloved: Named;
  place: string;
  direction: [string, string];
  chapters: Array<{ text: string; choices: string[] }>;
}

function writeCase(index: number): Case {
  const rng = seededRng(`held-out descriptions ${index}`);
  const hero = describe_(rng, 'Her');
  let beloved = describe_(rng, 'His');
  while (beloved.full === hero.full || beloved.words.some((w) => hero.words.includes(w)))
    beloved = describe_(rng, 'His');
  const place = rng.pick(PLACES);
  const direction = rng.pick(DIRECTIONS);
  const settings: StorySettings = {
    ...SAMPLE_SETTINGS,
    location: 'Anywhere',
    protagonistGender: 'Female',
    partnerGender: 'Male',
    protagonistDescription: hero.description,
    loveInterestDescription: beloved.description,
    settingDescription: place,
    explicitLevel: [10, 50, 90][index % 3],
  };
  const chapters: Case['chapters'] = [];
  let memory = '';
  const instructions: WriterInstruction[] = [
    { kind: 'open' },
    { kind: 'continue', prompt: direction[0] },
    { kind: 'conclude' },
  ];
  instructions.forEach((instruction, i) => {
    const chapter = composeChapter(
      chapterRequest({
        title: `Held out ${index}`,
        settings,
        chapterNumber: i + 1,
        memory,
        instruction,
        earlierChapters: chapters.map((c) => c.text),
      }),
    );
    chapters.push(chapter);
    memory = i === 0 ? rewrittenMemory(chapter.memory, [hero, beloved], rng) : chapter.memory;
  });
  return { hero, beloved, place, direction, chapters };
}

const CASES = Array.from({ length: 500 }, (_, i) => writeCase(i));
const VERBS = new Set(CHOICE_OPTIONS.map((option) => option.offer.split(' ')[0]));

describe('the built-in writer on 500 generated descriptions', () => {
  it('keeps every name exactly as written, in every chapter, and never reads a name as a trait', () => {
    for (const { hero, beloved, chapters } of CASES) {
      for (const [n, { text }] of chapters.entries()) {
        expect(text, `chapter ${n + 1} of ${hero.description}`).toContain(hero.full);
        expect(text, `chapter ${n + 1} of ${beloved.description}`).toContain(beloved.full);
        for (const word of [...hero.words, ...beloved.words])
          expect(text).not.toMatch(new RegExp(`(?<![\\p{L}'’-])${word.toLowerCase()}(?![\\p{L}'’-])`, 'u'));
      }
    }
  });

  it('loses nobody when the owner rewrites the characters in the memory: both stay, each as themselves', () => {
    for (const { hero, beloved, chapters } of CASES) {
      const after = chapters[1].text;
      expect(after).toContain(hero.full);
      expect(after).toContain(beloved.full);
    }
  });

  it("puts the direction's nouns and the described place in the chapter", () => {
    for (const { place, direction, chapters } of CASES) {
      expect(chapters[1].text).toContain(direction[1]);
      // As written, after its article ("a jazz club…" may be "the jazz club…" once the story is there).
      for (const { text } of chapters) expect(text).toContain(place.replace(/^(a|an) /, ''));
    }
  });

  it('says no phrase of four words more than twice in a chapter', () => {
    const worst = { count: 0, phrase: '' };
    for (const { chapters } of CASES) {
      for (const { text } of chapters) {
        const counts = new Map<string, number>();
        for (const phrase of phrasesOf(text)) counts.set(phrase, (counts.get(phrase) ?? 0) + 1);
        for (const [phrase, count] of counts) if (count > worst.count) Object.assign(worst, { count, phrase });
      }
    }
    expect(worst.count, worst.phrase).toBeLessThanOrEqual(2);
  });

  it('dresses the man as a man: no gown, dress, stockings or pearls of his', () => {
    const womens = '(?:gown|dress|stockings|bodice|chemise|pearls|brooch)';
    // Chapter 1: the owner's reworded memory may say "she" of him afterwards.
    for (const { beloved, chapters } of CASES) {
      for (const { text } of chapters.slice(0, 1)) {
        expect(text).not.toMatch(new RegExp(`\\bhis [\\w -]{0,24}\\b${womens}\\b`));
        for (const word of beloved.words)
          expect(text).not.toMatch(new RegExp(`${word}’s [\\w -]{0,24}\\b${womens}\\b`));
      }
    }
  });

  it('offers choices that are whole imperative sentences', () => {
    for (const { chapters } of CASES) {
      const { choices } = chapters[0];
      expect(choices.length).toBeGreaterThanOrEqual(2);
      for (const choice of choices) {
        expect(VERBS.has(choice.split(' ')[0]), choice).toBe(true);
        expect(choice).not.toMatch(/[{}]|\s{2}|\b(a|an|the) (a|an|the)\b|\bto to\b|[.,;:]$/);
        expect(choice.split(' ').length).toBeLessThanOrEqual(24);
      }
    }
  });
});
