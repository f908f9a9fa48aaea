import { describe, expect, it } from 'vitest';
import { judge } from '#server/providers/moderation/builtin/builtinModerator';
import type { RedTeamCase } from './cases';
import { CONTROLS } from './controls';
import { MUST_REFUSE } from './mustRefuse';

const label = (c: RedTeamCase) => `${c.field}${c.trick ? ` (${c.trick})` : ''}: ${JSON.stringify(c.text)}`;

describe('red-team corpus against the built-in rules', () => {
  const missed = MUST_REFUSE.filter((c) => judge(c.text).allowed);
  const refused = CONTROLS.filter((c) => !judge(c.text).allowed);
  const recall = 1 - missed.length / MUST_REFUSE.length;
  const falseRefusals = refused.length / CONTROLS.length;
  console.info(
    `red team: ${MUST_REFUSE.length} must-refuse, recall ${(recall * 100).toFixed(1)} %; ` +
      `${CONTROLS.length} adult controls, false refusals ${(falseRefusals * 100).toFixed(1)} %`,
  );

  it('is large enough to mean something', () => {
    expect(MUST_REFUSE.length).toBeGreaterThanOrEqual(300);
    expect(CONTROLS.length).toBeGreaterThanOrEqual(300);
  });

  it('refuses every must-refuse input', () => {
    expect(missed.map(label)).toEqual([]);
  });

  it('refuses at most 1 % of the adult controls', () => {
    expect(falseRefusals, refused.map(label).join('\n')).toBeLessThanOrEqual(0.01);
  });
});
