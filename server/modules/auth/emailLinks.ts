import { EMAIL_VERIFICATION_TTL_MS, PASSWORD_RESET_TTL_MS } from '#server/security';
import type { Executor } from '#server/db/client';
import type { Mailer } from '#server/providers/mail/port';
import type { UserRow } from '../users/users.repo';
import {
  deleteExpiredEmailTokens,
  deleteUserEmailTokens,
  insertEmailToken,
  type EmailTokenPurpose,
} from './emailTokens.repo';
import { hashToken, newSessionToken } from './tokens';

/** What sending account emails needs: the mailer and the site's public address for links. */
export interface MailContext {
  mail: Mailer;
  publicUrl: string;
}

const LINKS: Record<
  EmailTokenPurpose,
  { path: string; ttlMs: number; subject: string; body: (link: string) => string }
> = {
  verify_email: {
    path: '/verify-email',
    ttlMs: EMAIL_VERIFICATION_TTL_MS,
    subject: 'Verify your Reverie email',
    body: (link) =>
      `Welcome to Reverie!\n\nPlease confirm this email address by opening this link:\n${link}\n\nThe link works once and expires in 7 days.\n`,
  },
  reset_password: {
    path: '/reset-password',
    ttlMs: PASSWORD_RESET_TTL_MS,
    subject: 'Reset your Reverie password',
    body: (link) =>
      `Someone asked to reset the password of your Reverie account.\n\nTo choose a new password, open this link:\n${link}\n\nThe link works once and expires in 30 minutes. If you did not ask for it, ignore this email: your password stays as it is.\n`,
  },
};

/** Replaces the user's earlier links of this kind with a fresh one and emails it. */
export async function sendEmailLink(db: Executor, mail: MailContext, user: UserRow, purpose: EmailTokenPurpose) {
  const token = newSessionToken();
  const spec = LINKS[purpose];
  const now = new Date();
  await deleteExpiredEmailTokens(db, now);
  await deleteUserEmailTokens(db, user.id, purpose);
  await insertEmailToken(db, {
    tokenHash: hashToken(token),
    userId: user.id,
    purpose,
    createdAt: now,
    expiresAt: new Date(now.getTime() + spec.ttlMs),
  });
  const link = `${mail.publicUrl}${spec.path}?token=${encodeURIComponent(token)}`;
  await mail.mail.send({ to: user.email, subject: spec.subject, text: spec.body(link), link });
}
