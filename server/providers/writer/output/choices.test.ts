import { describe, expect, it } from 'vitest';
import { parseChapterOutput } from '#server/test/writerKit';
import { ChoiceStream } from './choices';

const PROSE = 'The night was warm.\n\nShe smiled. Options are many, and choices: too.';

/** Streams `raw` in pieces of `size` characters; returns what readers saw and the final result. */
function streamed(raw: string, size: number) {
  const stream = new ChoiceStream();
  let shown = '';
  for (let i = 0; i < raw.length; i += size) shown += stream.push(raw.slice(i, i + size));
  const end = stream.end();
  return { shown: shown + end.rest, text: end.text, choices: end.choices };
}

describe('choice parsing', () => {
  it.each([
    [
      'the plain format',
      `${PROSE}\nCHOICES:\n- Go to the sea\n- Stay\n- Kiss her`,
      ['Go to the sea', 'Stay', 'Kiss her'],
    ],
    ['numbered lists and casing', `${PROSE}\n\nChoices:\n1. Go to the sea\n2) Stay`, ['Go to the sea', 'Stay']],
    [
      'markdown bold and a rule',
      `${PROSE}\n\n---\n\n**Choices:**\n1. **Go to the sea**\n2. *Stay*\n`,
      ['Go to the sea', 'Stay'],
    ],
    ['a heading and quotes', `${PROSE}\n### CHOICES\n* "Go to the sea"\n• “Stay”`, ['Go to the sea', 'Stay']],
    ['options as the word', `${PROSE}\nOptions:\n- Go\n- Stay`, ['Go', 'Stay']],
    ['one option, which is dropped', `${PROSE}\nCHOICES:\n- Go to the sea`, []],
    ['four options, clamped to three', `${PROSE}\nCHOICES:\n- A\n- B\n- C\n- D`, ['A', 'B', 'C']],
    ['none at all', PROSE, []],
    ['a marker with nothing after it', `${PROSE}\nCHOICES:`, []],
  ])('reads %s', (_name, raw, choices) => {
    expect(parseChapterOutput(raw)).toEqual({ text: PROSE, choices });
  });

  it('never shows the markup while streaming, whatever the chunk boundaries', () => {
    const raw = `\n  ${PROSE}\n\n---\n\n**Choices:**\n1. **Go to the sea**\n2) "Stay"\n- Kiss her\n- Leave\n`;
    for (const size of [1, 2, 3, 4, 5, 7, 11, 64, raw.length]) {
      const result = streamed(raw, size);
      expect(result.shown).toBe(PROSE);
      expect(result.text).toBe(PROSE);
      expect(result.choices).toEqual(['Go to the sea', 'Stay', 'Kiss her']);
    }
  });

  it('shows a short line once it ends as prose, and a long line as it grows', () => {
    const raw = 'Cho\nChoices are hard, she thought.\nOptional things.';
    const stream = new ChoiceStream();
    expect(stream.push('Cho')).toBe('');
    expect(stream.push('\nChoices are')).toBe('Cho');
    const long =
      'She walked along the pier for a long time, thinking of nothing but the sound of the sea and his voice';
    expect(stream.push(` hard.\n${long}`)).toBe(`\nChoices are hard.\n${long}`);
    const end = streamed(raw, 2);
    expect(end.shown).toBe(raw);
    expect(end.choices).toEqual([]);
  });

  it('holds trailing whitespace until more prose follows', () => {
    const stream = new ChoiceStream();
    expect(stream.push('One.\n\n')).toBe('One.');
    expect(stream.push('Two.')).toBe('');
    expect(stream.end().rest).toBe('\n\nTwo.');
  });

  it.each([
    [
      '"What happens next?" and a numbered list',
      `${PROSE}\n\nWhat happens next?\n1. Follow her to the pier\n2. Stay by the fire`,
    ],
    [
      'a bold question naming the heroine',
      `${PROSE}\n\n**What will Ada do?**\n\na) Follow her to the pier\nb) Stay by the fire`,
    ],
    ['a list with no marker at all', `${PROSE}\n\n1) Follow her to the pier\n2) Stay by the fire`],
    ['bullets under "Your choice:"', `${PROSE}\n---\nYour choice:\n• Follow her to the pier\n• Stay by the fire\n\n`],
    [
      '"What should she do next?" and dashes',
      `${PROSE}\n\nWhat should she do next?\n\n- Follow her to the pier\n\n- Stay by the fire`,
    ],
  ])('takes the choices out of the prose: %s', (_name, raw) => {
    for (const size of [1, 3, 8, raw.length]) {
      const result = streamed(raw, size);
      expect(result).toEqual({ shown: PROSE, text: PROSE, choices: ['Follow her to the pier', 'Stay by the fire'] });
    }
  });

  it('leaves a list inside the story, and dialogue dashes at its end, in the prose', () => {
    const list = `${PROSE}\n1. Flour\n2. Salt\nShe read the list twice and laughed.`;
    expect(parseChapterOutput(list)).toEqual({ text: list, choices: [] });
    const dialogue = `${PROSE}\n— Stay, she said.\n— I will.`;
    expect(parseChapterOutput(dialogue)).toEqual({ text: dialogue, choices: [] });
  });
});
