import { describe, expect, it } from 'vitest';
import { BuiltinModerator } from '#server/providers/moderation/builtin/builtinModerator';
import { DEVELOPMENT, HELD_OUT } from './corpus';
import type { CorpusCase } from './family';
import { falseRefusalRate, recall, report, score } from './measure';

/** The targets of the held-out part, overall and for every field. */
const MIN_RECALL = 0.97;
const MAX_FALSE_REFUSALS = 0.02;

const moderator = new BuiltinModerator();
const verdicts = new Map<CorpusCase, boolean>();
async function judgeAll(cases: CorpusCase[]) {
  for (const c of cases) verdicts.set(c, !(await moderator.check(c.texts)).allowed);
}
const refuses = (c: CorpusCase) => verdicts.get(c)!;
const show = (c: CorpusCase) => `${c.family} ${c.field}: ${JSON.stringify(c.texts)}`;

describe('the labelled corpus, split by family into development and held-out parts', () => {
  it('is large and covers both sides', () => {
    const all = [...DEVELOPMENT, ...HELD_OUT];
    expect(all.length).toBeGreaterThanOrEqual(5000);
    expect(all.filter((c) => c.label !== 'adult').length).toBeGreaterThanOrEqual(2000);
    expect(all.filter((c) => c.label === 'adult').length).toBeGreaterThanOrEqual(2000);
    const families = (cases: CorpusCase[]) => new Set(cases.map((c) => c.family));
    const shared = [...families(DEVELOPMENT)].filter((f) => families(HELD_OUT).has(f));
    expect(shared).toEqual([]);
  });

  for (const [part, cases] of [
    ['development', DEVELOPMENT],
    ['held-out', HELD_OUT],
  ] as const) {
    it(`reports recall and false refusals on the ${part} part`, async () => {
      await judgeAll(cases);
      const byField = score(cases, refuses, (c) => c.field);
      const byCategory = score(cases, refuses, (c) => `${c.label === 'adult' ? 'control' : 'refuse'}:${c.category}`);
      console.info(report(`${part}: by field`, byField.overall, byField.groups));
      console.info(report(`${part}: by category`, byCategory.overall, byCategory.groups));
      if (process.env.CORPUS_MISTAKES) console.info(byField.mistakes.map(show).join('\n'));
    });
  }

  it('meets the targets on the held-out part, overall and per field', () => {
    const { overall, groups } = score(HELD_OUT, refuses, (c) => c.field);
    expect(recall(overall)).toBeGreaterThanOrEqual(MIN_RECALL);
    expect(falseRefusalRate(overall)).toBeLessThanOrEqual(MAX_FALSE_REFUSALS);
    for (const [field, s] of groups) {
      expect(recall(s), `recall on ${field}`).toBeGreaterThanOrEqual(MIN_RECALL);
      expect(falseRefusalRate(s), `false refusals on ${field}`).toBeLessThanOrEqual(MAX_FALSE_REFUSALS);
    }
  });
});
