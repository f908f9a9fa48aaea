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
