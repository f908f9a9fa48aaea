import { describe, expect, it } from 'vitest';
import { BuiltinModerator } from '../providers/moderation/builtin/builtinModerator';
import { SentenceGate } from './sentenceGate';

function gate() {
  let stopped = 0;
  const g = new SentenceGate(new BuiltinModerator(), () => stopped++);
  return { g, stops: () => stopped };
}

describe('SentenceGate', () => {
  it('clears text a whole sentence at a time', async () => {
    const { g } = gate();
    g.push('The tide ');
    g.push('came in. She ');
    await g.finish().then(() => undefined);
    expect(g.cleared).toBe('The tide came in. She ');
  });

  it('holds back a forbidden sentence and everything after it, and stops the writer once', async () => {
    const { g, stops } = gate();
    for (const piece of ['The tide came in. ', 'She was only fif', 'teen. ', 'He smiled. ']) g.push(piece);
    await g.finish(['Kiss her']);
    expect(g.refusal).toBe('minor');
    expect(g.cleared).not.toContain('fif');
    expect('The tide came in.').toContain(g.cleared);
    expect(stops()).toBe(1);
  });

  it('never judges the tail of a word cut by the context window as a word of its own', async () => {
    const { g } = gate();
    // The 160 characters before the next sentence start inside "between": "tween" alone is slang for a child.
    const rest = `${`tween them on the table${' and the rain fell on'.repeat(10)}`.slice(0, 159)}.`;
    const first = `The old book lay be${rest}`;
    expect(first.slice(first.length - 160, first.length - 155)).toBe('tween');
    g.push(`${first} `);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(g.cleared).toBe(first);
    g.push('She smiled at him across the table. ');
    await g.finish();
    expect(g.refusal).toBeUndefined();
    expect(g.cleared).toContain('She smiled');
  });

  it('checks the choices too', async () => {
    const { g } = gate();
    g.push('The tide came in.');
    await g.finish(['Walk to the pier', 'Call Taylor Swift']);
    expect(g.refusal).toBe('real_person');
  });

  it('catches a name cut in two by a long run without sentence ends', async () => {
    const { g } = gate();
    // The first check cuts the run at the space between the two names.
    g.push(`${'word '.repeat(78)}Taylor Swift waited and waited`);
    await g.finish();
    expect(g.refusal).toBe('real_person');
  });

  it('reads a sentence cut by a line break as one sentence', async () => {
    const { g } = gate();
    g.push('The tide came in. She was only\n');
    g.push('fourteen. He smiled. ');
    await g.finish();
    expect(g.refusal).toBe('minor');
    expect(g.cleared).not.toContain('only');
  });
});
