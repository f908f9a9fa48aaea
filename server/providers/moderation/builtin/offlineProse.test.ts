import { describe, expect, it } from 'vitest';
import { storySettingsSchema } from '#common/contract';
import { composeChapter } from '../../writer/offline/compose';
import type { WriterInstruction } from '../../writer/port';
import { chapterRequest, SAMPLE_SETTINGS } from '#server/test/writerKit';
import { judge } from './builtinModerator';

const PERIODS = ['Contemporary', 'Victorian', 'Medieval', 'Regency', '1920s', 'Futuristic'];
const LOCATIONS = ['Beach Resort', 'Mountain Cabin', 'Paris', 'Castle', 'Spaceship', 'Office', 'Library'];
const RELATIONSHIPS = ['Strangers', 'Old friends', 'Colleagues', 'Rivals', 'Ex-lovers', 'Neighbours'];
const INSTRUCTIONS: WriterInstruction[] = [
  { kind: 'open' },
  { kind: 'continue' },
  { kind: 'choice', choice: 'Walk to the pier' },
  { kind: 'conclude' },
];

/** The built-in writer's own prose must never trip the output check, or ordinary chapters would fail. */
describe('the built-in rules on the built-in writer', () => {
  it('pass every sentence and choice the offline writer writes', () => {
    const refused: string[] = [];
    for (let i = 0; i < 24; i++) {
      const settings = storySettingsSchema.parse({
        ...SAMPLE_SETTINGS,
        timePeriod: PERIODS[i % PERIODS.length],
        location: LOCATIONS[i % LOCATIONS.length],
        relationship: RELATIONSHIPS[i % RELATIONSHIPS.length],
        protagonistGender: ['Female', 'Male', 'Non-binary'][i % 3],
        partnerGender: ['Male', 'Female', 'Non-binary'][(i + 1) % 3],
        explicitLevel: (i * 23) % 101,
      });
      const instruction = INSTRUCTIONS[i % INSTRUCTIONS.length]!;
      const { text, choices } = composeChapter(
        chapterRequest({
          title: `Story ${i}`,
          settings,
          instruction,
          chapterNumber: instruction.kind === 'open' ? 1 : 2 + (i % 4),
        }),
      );
      for (const sentence of [...text.split(/(?<=[.!?…]["”’]?)\s+/), ...choices])
        if (!judge(sentence).allowed) refused.push(sentence);
    }
    expect(refused).toEqual([]);
  });
});
