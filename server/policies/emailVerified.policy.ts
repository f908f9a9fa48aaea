import { EMAIL_NOT_VERIFIED_MESSAGE } from '#common/contract';
import { ApiError } from '#common/errors';

/**
 * Throws 403 EMAIL_NOT_VERIFIED unless the account's email address was confirmed: what can hide a
 * story or fill the moderators' queue is not for an address anyone could have typed.
 */
export function requireVerifiedEmail<T extends { emailVerifiedAt: Date | null }>(user: T): T {
  if (!user.emailVerifiedAt) throw new ApiError('EMAIL_NOT_VERIFIED', EMAIL_NOT_VERIFIED_MESSAGE);
  return user;
}
