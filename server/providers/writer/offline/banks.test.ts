import { describe, expect, it } from 'vitest';
import { SAMPLE_SETTINGS } from '#server/test/writerKit';
import * as beats from './banks/beats';
import * as fantasy from './banks/fantasy';
import * as heat from './banks/heat';
import { TONES } from './banks/moods';
import { CONTEMPORARY, PERIODS, TIMELESS } from './banks/periods';
import { PLACES } from './banks/places';
import { RELATIONSHIPS, STRANGERS } from './banks/relationships';
import * as story from './banks/story';
import { buildPerson, kindOf } from './cast';
import { seededRng } from './random';
import { settingOf, settingSlots } from './setting';
import { Renderer } from './template';

const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(strings)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(strings)
        : [];
const TEMPLATES = [
  ...[beats, heat, story, fantasy].flatMap((bank) => strings(bank)),
  ...TONES.flatMap((t) => [...t.narration, ...t.speech]),
  ...[...RELATIONSHIPS, STRANGERS].flatMap((r) => [
    ...r.meeting,
    ...r.tension,
    ...r.turn,
    ...r.confession,
    ...r.resolution,
  ]),
  ...PLACES.flatMap((p) => Object.values(p.thread)),
];
const EXTRA = {
  line: 'Stay.',
  lineComma: 'Stay,',
  chosenSpot: 'the terrace',
  threadMemo: 'the letter',
  direction: 'they swim',
  thread: 'the letter',
  described: 'a jazz club on the 31st floor',
  wish: 'to be kissed in the rain',
};

describe('offline writer templates', () => {
  it.each(['Female', 'Male', 'Non-binary'])('all render for a %s protagonist with no slot left over', (gender) => {
    const rng = seededRng(gender);
    const settings = { ...SAMPLE_SETTINGS, protagonistGender: gender };
    const setting = settingOf(settings);
    const hero = buildPerson(kindOf(gender), settings.protagonistDescription, setting.period, rng);
    const beloved = buildPerson(kindOf(gender), '', setting.period, rng, [hero.name]);
    const renderer = new Renderer(hero, beloved, {
      ...settingSlots(setting, settings.atmosphere, rng),
      spot: 'the terrace',
    });
    expect(TEMPLATES.length).toBeGreaterThan(300);
    for (const template of TEMPLATES) {
      const sentence = renderer.render(template, EXTRA);
      expect(sentence).not.toMatch(/[{}]/);
      // Singular they takes plural verbs.
      expect(sentence).not.toMatch(/\bthey (?:was|is|has|does)\b/i);
    }
  });

  it('gives every period names for every gender, and keeps its own details free of other eras', () => {
    for (const period of [...PERIODS, CONTEMPORARY, TIMELESS]) {
      for (const kind of ['female', 'male', 'neutral'] as const) expect(period.names[kind].length).toBeGreaterThan(5);
      const own = [...period.light, ...period.garment, ...period.prop, ...period.drink, ...period.music];
      for (const detail of own) expect(detail, `${period.id}: ${detail}`).not.toMatch(period.foreign);
    }
  });
});
