/**
 * The ledger's vocabulary: why credits moved, and the reference that makes each movement happen
 * once (a second change with the same reason and reference is ignored).
 */
export const LEDGER_REASONS = {
  welcome: 'welcome',
  chapterCharge: 'chapter',
  chapterRefund: 'refund',
  unlock: 'unlock',
  narrationCharge: 'narration',
  narrationRefund: 'narration_refund',
  /** Gives back what a narration cost beyond the price of its real duration, once it is known. */
  narrationPriceAdjustment: 'narration_price_adjustment',
  badge: 'badge',
  adminAdjustment: 'admin_adjustment',
  planAllowance: 'plan_allowance',
  planUpgrade: 'plan_upgrade',
  creditPack: 'credit_pack',
  /** Moves no credits: records the first-month discount (amount in cents), once per account by a unique index. */
  firstSubscriptionDiscount: 'first_subscription_discount',
} as const;

export type LedgerReason = (typeof LEDGER_REASONS)[keyof typeof LEDGER_REASONS];

interface NarrationAttempt {
  userId: string;
  assetId: string;
  /** How many refunds the same narration had before: a retry after a refunded failure is charged again. */
  attempt: number;
}

export const ledgerReference = {
  welcome: (userId: string) => userId,
  /** One writing attempt of a chapter: its charge and its refund share it. */
  chapterAttempt: (chapter: { id: string; attempt: number }) => `chapter:${chapter.id}:${chapter.attempt}`,
  unlock: (userId: string, chapterId: string) => `${userId}:${chapterId}`,
  badge: (userId: string, badgeId: string) => `${userId}:${badgeId}`,
  narrationPrefix: (userId: string, assetId: string) => `${userId}:${assetId}#`,
  narrationAttempt: ({ userId, assetId, attempt }: NarrationAttempt) =>
    `${ledgerReference.narrationPrefix(userId, assetId)}${attempt}`,
  planUpgrade: (subscriptionId: string, plan: string, periodEnd: Date | null) =>
    `${subscriptionId}:${plan}:${periodEnd?.toISOString() ?? ''}`,
};

/** Reads a narration charge's reference back: `{userId}:{assetId}#{attempt}`. */
export function parseNarrationReference(reference: string): NarrationAttempt | undefined {
  const match = /^([^:#]+):([^:#]+)#(\d+)$/.exec(reference);
  if (!match) return undefined;
  return { userId: match[1], assetId: match[2], attempt: Number(match[3]) };
}
