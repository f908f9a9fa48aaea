/** Plans and credit packs: what can be bought, for how much, with what credits. */

export const PLAN_IDS = ['free', 'essentiel', 'seduction', 'intimacy'] as const;

export type PlanId = (typeof PLAN_IDS)[number];

export interface Plan {
  id: PlanId;
  tier: 0 | 1 | 2 | 3;
  name: string;
  tagline: string;
  priceCents: number;
  monthlyTextCredits: number;
  monthlyAudioCredits: number;
  popular: boolean;
  /** What the plan offers besides its credits (`planFeatures` adds the credit line, with its minutes). */
  features: string[];
}

export const PLANS: Record<PlanId, Plan> = {
  free: {
    id: 'free',
    tier: 0,
    name: 'Free',
    tagline: 'Explore Without Commitment',
    priceCents: 0,
    monthlyTextCredits: 2,
    monthlyAudioCredits: 1,
    popular: false,
    features: ['Up to 3 stories', 'Public stories only', 'Standard voices'],
  },
  essentiel: {
    id: 'essentiel',
    tier: 1,
    name: 'Essential',
    tagline: 'Pleasure at Your Own Pace',
    priceCents: 599,
    monthlyTextCredits: 5,
    monthlyAudioCredits: 6,
    popular: false,
    features: ['Private stories', 'Premium early-access stories', 'Unlimited stories'],
  },
  seduction: {
    id: 'seduction',
    tier: 2,
    name: 'Seduction',
    tagline: 'Your Pleasure Rendezvous',
    priceCents: 1199,
    monthlyTextCredits: 12,
    monthlyAudioCredits: 12,
    popular: true,
    features: ['Expressive voices', 'Premium Gallery', 'Create exclusive stories'],
  },
  intimacy: {
    id: 'intimacy',
    tier: 3,
    name: 'Intimacy',
    tagline: 'The Ultimate Experience Without Limits',
    priceCents: 2499,
    monthlyTextCredits: 25,
    monthlyAudioCredits: 24,
    popular: false,
    features: ['Expressive and immersive voices', 'Full premium library', 'Exclusive stories'],
  },
};

export const PAID_PLAN_IDS = ['essentiel', 'seduction', 'intimacy'] as const satisfies readonly PlanId[];

/** Tier of a plan id; unknown or missing plans rank 0 (the spec's tier order). */
export function planTier(plan: string | null | undefined): number {
  return plan && plan in PLANS ? PLANS[plan as PlanId].tier : 0;
}

export function isPlanId(value: string): value is PlanId {
  return (PLAN_IDS as readonly string[]).includes(value);
}

/** 50 % off the first month of a user's first subscription. */
export const FIRST_SUBSCRIPTION_DISCOUNT = 0.5;

export const PACK_IDS = ['starter', 'popular', 'premium'] as const;

export type PackId = (typeof PACK_IDS)[number];

export interface CreditPack {
  id: PackId;
  name: string;
  textCredits: number;
  audioCredits: number;
  priceCents: number;
  popular: boolean;
  bestValue: boolean;
  /** What the pack offers besides its credits (`packFeatures` adds the credit lines). */
  features: string[];
}

export const CREDIT_PACKS: Record<PackId, CreditPack> = {
  starter: {
    id: 'starter',
    name: 'Starter Pack',
    textCredits: 5,
    audioCredits: 5,
    priceCents: 399,
    popular: false,
    bestValue: false,
    features: ['Never expire'],
  },
  popular: {
    id: 'popular',
    name: 'Popular Pack',
    textCredits: 12,
    audioCredits: 12,
    priceCents: 899,
    popular: true,
    bestValue: false,
    features: ['Never expire'],
  },
  premium: {
    id: 'premium',
    name: 'Power Pack',
    textCredits: 25,
    audioCredits: 25,
    priceCents: 1599,
    popular: false,
    bestValue: true,
    features: ['Never expire'],
  },
};

export function isPackId(value: string): value is PackId {
  return (PACK_IDS as readonly string[]).includes(value);
}

/** Premium users pay 85 % of a pack's price. */
export const PREMIUM_PACK_DISCOUNT = 0.15;
