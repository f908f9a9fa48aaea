/** Who may create and read what: access types, and the tiers premium features need. */

/** The premium gallery needs this tier (seduction) or more. */
export const PREMIUM_GALLERY_MIN_TIER = 2;

/** Voices of this category are Free Voices; every other category is a Premium Voice. */
export const FREE_VOICE_CATEGORY = 'premade';

/** Premium voices narrate (and preview) from this plan tier (Seduction) up. */
export const PREMIUM_VOICE_MIN_TIER = 2;

export const ACCESS_TYPES = ['public', 'private', 'premium_early_access', 'premium_exclusive'] as const;

export type AccessType = (typeof ACCESS_TYPES)[number];

/** What a story is once shared: every access but 'private'. */
export type PublishedAccessType = Exclude<AccessType, 'private'>;

/** Minimum tier to create and to read each access type (owners and admins read everything). */
export const ACCESS_RULES: Record<AccessType, { createTier: number; readTier: number; ownerOnly: boolean }> = {
  public: { createTier: 0, readTier: 0, ownerOnly: false },
  private: { createTier: 1, readTier: 0, ownerOnly: true },
  premium_early_access: { createTier: 1, readTier: 1, ownerOnly: false },
  premium_exclusive: { createTier: 2, readTier: 3, ownerOnly: false },
};

/** Why a plan may not create (or switch to) an access type: the wizard's notices and the server's 403s. */
export const ACCESS_REFUSALS: Record<Exclude<AccessType, 'public'>, string> = {
  private: 'Setting stories to private requires a premium account',
  premium_early_access: 'Premium story creation requires a premium subscription.',
  premium_exclusive: 'Exclusive story creation is available for Seduction and Intimacy subscribers only.',
};
