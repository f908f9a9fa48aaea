import { describe, expect, it } from 'vitest';
import { mayUseVoice, voiceTier } from './voiceTier';

describe('voice tiers', () => {
  it("labels 'premade' voices Free and every other category Premium", () => {
    expect(voiceTier('premade')).toBe('Free Voice');
    for (const category of ['premium', 'professional', 'cloned', 'generated', ''])
      expect(voiceTier(category)).toBe('Premium Voice');
  });

  it('lets every plan use free voices and only Seduction and Intimacy (and admins) use premium ones', () => {
    const user = (tier: number) => ({ tier, role: 'user' });
    for (const tier of [0, 1, 2, 3]) expect(mayUseVoice(user(tier), 'premade')).toBe(true);
    expect([0, 1, 2, 3].map((tier) => mayUseVoice(user(tier), 'premium'))).toEqual([false, false, true, true]);
    expect(mayUseVoice({ tier: 0, role: 'admin' }, 'professional')).toBe(true);
    expect(mayUseVoice(undefined, 'professional')).toBe(false);
  });
});
