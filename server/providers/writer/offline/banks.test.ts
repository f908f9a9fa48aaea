import { describe, expect, it } from 'vitest';
import { SAMPLE_SETTINGS } from '../testing';
import * as beats from './banks/beats';
import * as heat from './banks/heat';
import { TONES } from './banks/moods';
import { RELATIONSHIPS } from './banks/relationships';
import * as story from './banks/story';
import { buildCast } from './cast';
import { seededRng } from './random';
import { Renderer } from './template';
import { settingVocabulary } from './vocabulary';

const TEMPLATES = [
  ...[beats, heat, story].flatMap((bank) => Object.values(bank).flat()),
  ...TONES.flatMap((t) => t.narration),
  ...RELATIONSHIPS.flatMap((r) => r.history),
];
const EXTRA = {
  line: 'Stay.',
  lineComma: 'Stay,',
  choice: 'Stay',
  choiceLower: 'stay',
  prompt: 'they swim',
  heroLook: 'tall',
  belovedLook: 'kind',
};

describe('offline writer templates', () => {
  it.each(['Female', 'Male', 'Non-binary'])('all render for a %s protagonist with no slot left over', (gender) => {
    const rng = seededRng(gender);
    const settings = { ...SAMPLE_SETTINGS, protagonistGender: gender };
    const { hero, beloved } = buildCast(settings, rng);
    const renderer = new Renderer(hero, beloved, settingVocabulary(settings, rng).slots);
    expect(TEMPLATES.length).toBeGreaterThan(180);
    for (const template of TEMPLATES) expect(renderer.render(template, EXTRA)).not.toMatch(/[{}]/);
  });
});
