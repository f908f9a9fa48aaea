import { describe, expect, it } from 'vitest';
import { initialAccessState, switchVisibility } from './visibility';

describe('switchVisibility', () => {
  it.each(['premium_exclusive', 'premium_early_access', 'public'] as const)(
    'brings a %s story back to its own access after a private spell',
    (accessType) => {
      const hidden = switchVisibility(initialAccessState(accessType), false);
      expect(hidden).toEqual({ accessType: 'private', publishedAccessType: accessType });
      expect(switchVisibility(hidden, true)).toEqual({ accessType, publishedAccessType: accessType });
    },
  );

  it('publishes a story created private as public', () => {
    expect(switchVisibility(initialAccessState('private'), true).accessType).toBe('public');
  });

  it('changes nothing when asked for what the story already is', () => {
    const exclusive = initialAccessState('premium_exclusive');
    expect(switchVisibility(exclusive, true)).toEqual(exclusive);
    const hidden = switchVisibility(exclusive, false);
    expect(switchVisibility(hidden, false)).toEqual(hidden);
  });
});
