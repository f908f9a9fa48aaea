import { describe, expect, it } from 'vitest';
import { planTier } from '#common/catalogue/plans';
import { accessNotice, accessOptionsFor } from './accessOptions';

describe('access options by plan', () => {
  it('shows Premium from Essential on and Exclusive from Seduction on', () => {
    expect(accessOptionsFor(planTier('free'))).toEqual(['public', 'private']);
    expect(accessOptionsFor(planTier('discovery'))).toEqual(['public', 'private']);
    expect(accessOptionsFor(planTier('essentiel'))).toEqual(['public', 'private', 'premium_early_access']);
    expect(accessOptionsFor(planTier('seduction'))).toEqual([
      'public',
      'private',
      'premium_early_access',
      'premium_exclusive',
    ]);
    expect(accessOptionsFor(planTier('intimacy'))).toEqual([
      'public',
      'private',
      'premium_early_access',
      'premium_exclusive',
    ]);
  });

  it("explains a tier the user lacks in the spec's words", () => {
    expect(accessNotice(0, 'premium_early_access')).toBe('Premium story creation requires a premium subscription.');
    expect(accessNotice(1, 'premium_exclusive')).toBe(
      'Exclusive story creation is available for Seduction and Intimacy subscribers only.',
    );
    expect(accessNotice(0, 'private')).toBe('Setting stories to private requires a premium account');
    expect(accessNotice(0, 'public')).toBeUndefined();
    expect(accessNotice(1, 'private')).toBeUndefined();
    expect(accessNotice(2, 'premium_exclusive')).toBeUndefined();
  });
});
