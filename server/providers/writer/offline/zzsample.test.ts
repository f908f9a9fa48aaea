import { it } from 'vitest';
import { composeChapter } from '#server/providers/writer/offline/compose';
import { chapterRequest, SAMPLE_SETTINGS } from '#server/providers/writer/testing';
import type { WriterInstruction } from '#server/providers/writer/port';

it('prints', () => {
  const settings = {
    ...SAMPLE_SETTINGS,
    timePeriod: process.env.P ?? 'Roaring Twenties',
    location: process.env.L ?? 'Luxury Train',
    relationship: process.env.R ?? 'Enemies to Lovers',
    protagonistGender: 'Female',
    partnerGender: process.env.G ?? 'Male',
    protagonistDescription: process.env.HD ?? '',
    loveInterestDescription: process.env.BD ?? '',
    atmosphere: 'Mysterious',
    writingTone: process.env.T ?? 'Passionate',
    explicitLevel: Number(process.env.E ?? 50),
    length: 2 as const,
  };
  let memory = '';
  let earlier = '';
  let ending = '';
  let instruction: WriterInstruction = { kind: 'open' };
  for (let n = 1; n <= 4; n++) {
    if (n === 4) instruction = { kind: 'conclude' };
    const c = composeChapter(
      chapterRequest({
        settings,
        chapterNumber: n,
        memory,
        earlierText: earlier,
        previousEnding: ending,
        instruction,
        maxTokens: n === 1 ? 1200 : 1200,
      }),
    );
    console.log(`\n=== Chapter ${n} (${instruction.kind}) ===\n${c.text}\nCHOICES: ${c.choices.join(' | ')}`);
    memory = c.memory;
    earlier += '\n\n' + c.text;
    instruction = c.choices.length ? { kind: 'choice', choice: c.choices[0] } : { kind: 'continue' };
  }
  console.log('\n=== MEMORY ===\n' + memory);
});
