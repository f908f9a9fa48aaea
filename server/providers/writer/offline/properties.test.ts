import { describe, expect, it } from 'vitest';
import type { StorySettings } from '#common/contract';
import { WIZARD_LOCATIONS } from '#common/catalogue/storyChoices';
import { ATMOSPHERES, RELATIONSHIPS as WIZARD_RELATIONSHIPS, TIME_PERIODS } from '#web/pages/create/options';
import { sentencesOf } from '../memory';
import type { WriterInstruction } from '../port';
import { chapterRequest, SAMPLE_SETTINGS } from '#server/test/writerKit';
import { periodOf } from './banks/periods';
import { PLACES, placeOf } from './banks/places';
import { composeChapter } from './compose';

/**
 * Properties of the built-in writer over a few hundred four-chapter stories across the wizard's
 * settings grid: names kept, descriptions never pasted, nothing from another place or era, no
 * sentence said twice, varied openings, choices that lead somewhere different.
 */

/** The wizard's choices, plus free text a user may type instead. */
const PERIODS = [...TIME_PERIODS, 'the year 1850', 'a forgotten age'];
const LOCATIONS = [...WIZARD_LOCATIONS, 'a lighthouse keeper’s cottage'];
const RELATIONSHIPS = [...WIZARD_RELATIONSHIPS, 'Forbidden love'];
const TONES = ['Romantic', 'Passionate', 'Playful', 'Intense'];
const GENDERS = ['Female', 'Male', 'Non-binary'];
/** [description, the name it gives] */
const DESCRIPTIONS: Array<[string, string | undefined]> = [
  ['Margot, a sharp-tongued photographer in her thirties with a silver cigarette case', 'Margot'],
  ['a quick-witted violinist called Vera, who hums when nervous', 'Vera'],
  ['Finn, a quick-witted thief with a crooked grin', 'Finn'],
  ['a tall, bookish archivist with ink-stained fingers', undefined],
  ['a brooding sculptor who never finishes anything', undefined],
  ['', undefined],
  ['Her name is Odile. A fierce, proud duellist with a scar along her jaw', 'Odile'],
  ['Theo - a gentle gardener', 'Theo'],
];
const SEA = /\b(sea|seas|tide|tides|surf|waves?|wake|shore|sand|salt|beach|ocean)\b/i;

interface Written {
  settings: StorySettings;
  chapters: { text: string; choices: string[] }[];
  heroName?: string;
  belovedName?: string;
}

function writeStory(index: number): Written {
  const pick = <T>(list: readonly T[], salt: number) =>
    list[(index * salt + Math.floor(index / list.length)) % list.length];
  const [heroText, heroName] = pick(DESCRIPTIONS, 3);
  const [belovedText, belovedName] = pick(DESCRIPTIONS, 5);
  const settings: StorySettings = {
    ...SAMPLE_SETTINGS,
    timePeriod: pick(PERIODS, 1),
    location: pick(LOCATIONS, 7),
    relationship: pick(RELATIONSHIPS, 11),
    writingTone: pick(TONES, 13),
    atmosphere: pick(ATMOSPHERES, 17),
    protagonistGender: pick(GENDERS, 19),
    partnerGender: pick(GENDERS, 23),
    protagonistDescription: heroText,
    loveInterestDescription: belovedText === heroText ? '' : belovedText,
    settingDescription: index % 4 === 0 ? 'somewhere the light is always golden' : '',
    explicitLevel: [10, 50, 90][index % 3],
    length: index % 10 === 0 ? 4 : 2,
  };
  const chapters: Written['chapters'] = [];
  let memory = '';
  let instruction: WriterInstruction = { kind: 'open' };
  for (let n = 1; n <= 4; n++) {
    if (n === 4) instruction = { kind: 'conclude' };
    const chapter = composeChapter(
      chapterRequest({
        title: `Story ${index}`,
        settings,
        chapterNumber: n,
        memory,
        instruction,
        maxTokens: 4800,
        earlierChapters: chapters.map((c) => c.text),
      }),
    );
    chapters.push(chapter);
    memory = chapter.memory;
    instruction = chapter.choices.length
      ? { kind: 'choice', choice: chapter.choices[index % chapter.choices.length] }
      : { kind: 'continue' };
  }
  return {
    settings,
    chapters,
    heroName,
    belovedName: belovedText === heroText ? undefined : belovedName,
  };
}

const STORIES = Array.from({ length: 240 }, (_, i) => writeStory(i));
const all = (s: Written) => s.chapters.map((c) => c.text).join('\n\n');
const words = (text: string) => text.toLowerCase().match(/[a-z’'-]+/g) ?? [];

describe('the built-in writer over 240 stories of 4 chapters', () => {
  it('calls the characters by the names their descriptions give, in every chapter', () => {
    for (const story of STORIES) {
      for (const chapter of story.chapters) {
        if (story.heroName) expect(chapter.text).toContain(story.heroName);
        if (story.belovedName) expect(chapter.text).toContain(story.belovedName);
      }
    }
  });

  it('never pastes a description: no five words of it in a row', () => {
    for (const story of STORIES) {
      const prose = words(all(story)).join(' ');
      for (const description of [story.settings.protagonistDescription, story.settings.loveInterestDescription]) {
        const w = words(description);
        for (let i = 0; i + 5 <= w.length; i++) expect(prose).not.toContain(w.slice(i, i + 5).join(' '));
      }
    }
  });

  it('keeps every story in its own place and period', () => {
    const leaks: string[] = [];
    for (const story of STORIES) {
      const text = all(story);
      const { location, timePeriod } = story.settings;
      const place = placeOf(location);
      const foreign = [
        ...PLACES.filter((p) => p.id !== place.id).map((p) => p.signature),
        ...(place.coastal ? [] : [SEA]),
        periodOf(timePeriod).foreign,
        /[{}]/,
      ];
      for (const pattern of foreign) {
        const leak = text.match(pattern)?.[0];
        if (leak) leaks.push(`${timePeriod} at ${location}: ${leak}`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('never says a sentence longer than 40 characters twice in a story', () => {
    for (const story of STORIES) {
      const seen = new Set<string>();
      for (const sentence of sentencesOf(all(story)).filter((s) => s.length > 40)) {
        expect(seen.has(sentence), sentence).toBe(false);
        seen.add(sentence);
      }
    }
  });

  it('opens stories differently: no opening sentence shared by more than 2 % of 200 stories', () => {
    const counts = new Map<string, number>();
    for (const story of STORIES.slice(0, 200)) {
      const first = sentencesOf(story.chapters[0].text)[0];
      counts.set(first, (counts.get(first) ?? 0) + 1);
    }
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(4);
  });

  it('keeps the relationship: enemies never share familiar hands, strangers no years of friendship', () => {
    for (const story of STORIES) {
      const text = all(story);
      if (/enem/i.test(story.settings.relationship)) expect(text).not.toMatch(/familiar hands|years of friendship/i);
      if (/stranger/i.test(story.settings.relationship)) expect(text).not.toMatch(/known .* for years|once loved/i);
    }
  });

  it('ends odd chapters with 2–3 choices, and concludes by resolving the thread it opened', () => {
    for (const story of STORIES) {
      const [first, second, third, last] = story.chapters;
      for (const odd of [first, third]) expect(odd.choices.length).toBeGreaterThanOrEqual(2);
      for (const odd of [first, third]) expect(odd.choices.length).toBeLessThanOrEqual(3);
      expect(second.choices).toEqual([]);
      expect(last.choices).toEqual([]);
      const thread = placeOf(story.settings.location).thread;
      expect(first.text).toContain(thread.open);
      expect(last.text).toContain(thread.resolve);
    }
  });

  it('writes a different next chapter for each choice, in its own words', () => {
    for (const story of STORIES.filter((s) => s.settings.length === 2).slice(0, 40)) {
      const first = story.chapters[0];
      const branches = first.choices.map(
        (choice) =>
          composeChapter(
            chapterRequest({
              title: 'Branches',
              settings: story.settings,
              chapterNumber: 2,
              memory: first.choices.join('\n'),
              earlierChapters: [first.text],
              instruction: { kind: 'choice', choice },
            }),
          ).text,
      );
      branches.forEach((text, i) => expect(text).not.toContain(first.choices[i]));
      const openings = branches.map((text) => text.split('\n\n')[0]);
      expect(new Set(openings).size).toBe(branches.length);
      for (let i = 0; i < branches.length; i++) {
        for (let j = i + 1; j < branches.length; j++) {
          const a = new Set(sentencesOf(branches[i]));
          const shared = sentencesOf(branches[j]).filter((s) => a.has(s)).length;
          expect(shared / a.size).toBeLessThan(0.3);
        }
      }
    }
  });

  it('writes a new chapter on each attempt', () => {
    const request = chapterRequest({ chapterNumber: 2, instruction: { kind: 'continue' } });
    const again = composeChapter({ ...request, attempt: 2 });
    expect(again.text).not.toBe(composeChapter(request).text);
  });
});
