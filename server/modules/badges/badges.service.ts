import { type BadgeId, BADGES } from '#common/catalogue/badges';
import { BADGE_VOTER_MIN_ACCOUNT_AGE_MS } from '#server/security';
import type { Executor } from '#server/db/client';
import { recordSystemChange } from '../admin/adminAudit.repo';
import { changeCredits } from '../credits/credits.service';
import { lockUser } from '../stories/stories.repo';
import { creationBadges, receptionBadges } from './badgeRules';
import { extendPremium, findBadgeIdsOfUsers, findReception, insertUserBadge } from './badges.repo';
import { LEDGER_REASONS, ledgerReference } from '../credits/ledger';

/**
 * Awards the badge once: the (user, badge) key lets one transaction in, and its reward rides on
 * that insert (the ledger's (reason, reference) key would refuse a second one anyway).
 */
async function awardBadge(tx: Executor, userId: string, badgeId: BadgeId): Promise<boolean> {
  if (!(await insertUserBadge(tx, userId, badgeId))) return false;
  const badge = BADGES[badgeId];
  if (badge.textCredits > 0 || badge.audioCredits > 0) {
    await changeCredits(tx, {
      userId,
      text: badge.textCredits,
      audio: badge.audioCredits,
      reason: LEDGER_REASONS.badge,
      reference: ledgerReference.badge(userId, badgeId),
    });
  }
  if (badge.premiumDays > 0) await extendPremium(tx, userId, badge.premiumDays);
  await recordSystemChange(tx, {
    action: 'badge.award',
    targetId: userId,
    before: null,
    after: {
      badge: badge.id,
      textCredits: badge.textCredits,
      audioCredits: badge.audioCredits,
      premiumDays: badge.premiumDays,
    },
  });
  return true;
}

/** The badges newly awarded. */
async function awardAll(tx: Executor, userId: string, badgeIds: BadgeId[]): Promise<BadgeId[]> {
  const held = new Set((await findBadgeIdsOfUsers(tx, [userId])).get(userId));
  const awarded: BadgeId[] = [];
  for (const badgeId of badgeIds)
    if (!held.has(badgeId) && (await awardBadge(tx, userId, badgeId))) awarded.push(badgeId);
  return awarded;
}

/** In the transaction that created the user's story (their row is locked there). */
export async function awardCreationBadges(tx: Executor, userId: string, storiesOwned: number): Promise<void> {
  await awardAll(tx, userId, creationBadges(storiesOwned));
}

/**
 * In the transaction of a like or vote on one of the author's stories. Only clicks from verified
 * accounts old enough count (see findReception), so a swarm of fresh accounts earns nothing. The author's row is locked
 * first, so likes on two of their stories at once are counted one after the other and the one that
 * crosses a threshold sees the other's. Answers the badges newly earned.
 */
export async function awardReceptionBadges(tx: Executor, authorId: string): Promise<BadgeId[]> {
  await lockUser(tx, authorId);
  const joinedBefore = new Date(Date.now() - BADGE_VOTER_MIN_ACCOUNT_AGE_MS);
  return awardAll(tx, authorId, receptionBadges(await findReception(tx, authorId, joinedBefore)));
}
