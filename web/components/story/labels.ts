import { ACCESS_RULES, type AccessType } from '#common/catalogue/access';
import { planNamesFrom } from '#common/rules/planNames';

/** How each access type reads on the wizard and the story screen. */
export const ACCESS_LABELS: Record<AccessType, { label: string; description: string }> = {
  public: { label: 'Public', description: 'Everyone can discover and read it.' },
  private: { label: 'Private', description: 'Only you can read it.' },
  premium_early_access: { label: 'Premium early access', description: 'Premium members read it first.' },
  premium_exclusive: {
    label: 'Exclusive',
    description: `Reserved for ${planNamesFrom(ACCESS_RULES.premium_exclusive.readTier)} members.`,
  },
};

/** The short access label of My Stories and the admin table, beside the public/private switch. */
export const VISIBILITY_LABELS: Record<AccessType, string> = {
  public: 'Public',
  private: 'Private',
  premium_early_access: 'Early access',
  premium_exclusive: 'Exclusive',
};

/** A category value as a label: 'romance' → 'Romance'. */
export const categoryLabel = (category: string) => category.charAt(0).toUpperCase() + category.slice(1);
