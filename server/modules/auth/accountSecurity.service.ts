import type { ChangePasswordBody, ResetPasswordBody } from '#common/contract';
import { ApiError } from '#common/errors';
import type { Database } from '#server/db/client';
import { findUserByEmail, findUserById, updateUser, type UserRow } from '../users/users.repo';
import { forgetSessionsOf, startSession, type Session } from './auth.service';
import { sendEmailLink, type MailContext } from './emailLinks';
import { deleteUserEmailTokens, takeEmailToken } from './emailTokens.repo';
import { assertUncommonPassword } from './commonPasswords';
import { hashPassword, verifyPassword } from './passwords';
import { deleteUserSessions } from './sessions.repo';
import { hashToken } from './tokens';

const INVALID_LINK = 'This link is invalid or has expired.';
export const RESET_REQUESTED =
  "If an account exists for that email, we've sent a link to reset your password. It expires in 30 minutes.";

const invalidLink = () => new ApiError('INVALID_LINK', INVALID_LINK);

/** Marks the address of the link's account as verified; the link works once. */
export async function verifyEmail(db: Database, token: string): Promise<string> {
  const row = await takeEmailToken(db, hashToken(token), 'verify_email', new Date());
  if (!row) throw invalidLink();
  const user = await findUserById(db, row.userId);
  if (!user) throw invalidLink();
  if (!user.emailVerifiedAt) await updateUser(db, user.id, { emailVerifiedAt: new Date() });
  return 'Your email is verified.';
}

export async function resendVerification(db: Database, mail: MailContext, user: UserRow): Promise<string> {
  if (user.emailVerifiedAt) return 'Your email is already verified.';
  await sendEmailLink(db, mail, user, 'verify_email');
  return `We've sent a new verification link to ${user.email}.`;
}

/**
 * Sends a reset link if the account exists. The caller answers the same either way, without
 * waiting for this, so neither the words nor the timing tell whether the email has an account.
 */
export async function deliverPasswordReset(db: Database, mail: MailContext, email: string): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (user) await sendEmailLink(db, mail, user, 'reset_password');
}

/**
 * Sets the new password from a reset link and signs in here; every other session ends. Opening
 * the emailed link also proves the address.
 */
export async function resetPassword(db: Database, body: ResetPasswordBody): Promise<Session> {
  assertUncommonPassword(body.password);
  const passwordHash = await hashPassword(body.password);
  const user = await db.transaction(async (tx) => {
    const row = await takeEmailToken(tx, hashToken(body.token), 'reset_password', new Date());
    if (!row) return undefined;
    const current = await findUserById(tx, row.userId);
    if (!current) return undefined;
    await deleteUserSessions(tx, current.id);
    return updateUser(tx, current.id, { passwordHash, emailVerifiedAt: current.emailVerifiedAt ?? new Date() });
  });
  if (!user) throw invalidLink();
  forgetSessionsOf(db, user.id);
  return startSession(db, user);
}

/** Needs the current password; keeps this session and ends all the others. */
export async function changePassword(
  db: Database,
  user: UserRow,
  sessionToken: string,
  body: ChangePasswordBody,
): Promise<string> {
  if (!user.passwordHash) {
    throw new ApiError(
      'WRONG_PASSWORD',
      'Your account has no password yet. Use "Forgot password?" on the login page to set one.',
    );
  }
  if (!(await verifyPassword(user.passwordHash, body.currentPassword))) {
    throw new ApiError('WRONG_PASSWORD', 'Your current password is incorrect');
  }
  assertUncommonPassword(body.newPassword);
  const passwordHash = await hashPassword(body.newPassword);
  await db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash });
    await deleteUserSessions(tx, user.id, hashToken(sessionToken));
    await deleteUserEmailTokens(tx, user.id, 'reset_password');
  });
  forgetSessionsOf(db, user.id, hashToken(sessionToken));
  return 'Your password has been changed. Your other sessions were signed out.';
}
