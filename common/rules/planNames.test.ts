import { describe, expect, it } from 'vitest';
import { planNamesFrom } from './planNames';

describe('planNamesFrom', () => {
  it('names the plans of a tier and above as one phrase', () => {
    expect(planNamesFrom(3)).toBe('Intimacy');
    expect(planNamesFrom(2)).toBe('Seduction and Intimacy');
    expect(planNamesFrom(1)).toBe('Essential, Seduction, and Intimacy');
  });
});
