import { randomBytes } from 'node:crypto';
import { GOOGLE_EXCHANGE_CODE_TTL_MS } from '#server/security';
import type { GoogleErrorCode } from '#common/contract';
import { ApiError } from '#common/errors';
import type { Database } from '#server/db/client';
import type { Moderator } from '#server/providers/moderation/port';
import type { OidcSignIn, VerifiedIdentity } from '#server/providers/oauth/port';
import { allowedNameOrNone } from '../moderation/displayName.service';
import { findUserByEmail, findUserByGoogleSubject, findUserById, updateUser, type UserRow } from '../users/users.repo';
import { createAccount, forgetSessionsOf, startSession, type Session } from './auth.service';
import { deleteAllEmailTokens } from './emailTokens.repo';
import { insertGoogleExchangeCode, takeGoogleExchangeCode } from './googleExchangeCodes.repo';
import { deleteExpiredOAuthStates, insertOAuthState, takeOAuthState } from './oauthStates.repo';
import { deleteUserSessions } from './sessions.repo';
import { hashToken, newSessionToken } from './tokens';

export const GOOGLE_STATE_TTL_MS = 10 * 60_000;

/** A sign-in that cannot finish, with the code the landing page turns into words. */
export class GoogleSignInError extends Error {
  constructor(readonly code: GoogleErrorCode) {
    super(code);
  }
}

/** The secret kept in the browser's HttpOnly cookie: it ties a sign-in to the browser that began it. */
export function newBrowserSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Remembers a new sign-in (with the phone typed on the sign-up form) and answers where to send the browser. */
export async function beginGoogleSignIn(
  db: Database,
  google: OidcSignIn,
  phone: string | undefined,
  browserSecret: string,
): Promise<string> {
  const started = await google.start();
  const now = new Date();
  await deleteExpiredOAuthStates(db, now);
  await insertOAuthState(db, {
    id: started.state,
    codeVerifier: started.codeVerifier,
    nonce: started.nonce,
    phone: phone || null,
    browserHash: hashToken(browserSecret),
    expiresAt: new Date(now.getTime() + GOOGLE_STATE_TTL_MS),
  });
  return started.authorizationUrl;
}

/**
 * Finishes a sign-in from the provider's callback in the browser that began it: signs in, links
 * or creates the account, and answers a one-time code for the landing page (never a session token).
 */
export async function completeGoogleSignIn(
  db: Database,
  google: OidcSignIn,
  moderator: Moderator,
  callbackUrl: URL,
  browserSecret: string | undefined,
): Promise<string> {
  const params = callbackUrl.searchParams;
  const state = params.get('state');
  const pending = state ? await takeOAuthState(db, state) : undefined;
  const providerError = params.get('error');
  if (providerError) throw new GoogleSignInError(providerError === 'access_denied' ? 'cancelled' : 'failed');
  if (!pending || pending.expiresAt <= new Date()) throw new GoogleSignInError('expired');
  if (!browserSecret || hashToken(browserSecret) !== pending.browserHash) throw new GoogleSignInError('other_browser');
  const identity = await google.finish(callbackUrl, {
    state: pending.id,
    codeVerifier: pending.codeVerifier,
    nonce: pending.nonce,
  });
  if (!identity.email || !identity.emailVerified) throw new GoogleSignInError('unverified_email');
  const { user, claimed } = await accountFor(db, moderator, { ...identity, email: identity.email }, pending.phone);
  if (user.bannedAt) throw new GoogleSignInError('banned');
  const code = newSessionToken();
  await insertGoogleExchangeCode(db, {
    codeHash: hashToken(code),
    userId: user.id,
    browserHash: pending.browserHash,
    claimedAccount: claimed,
    expiresAt: new Date(Date.now() + GOOGLE_EXCHANGE_CODE_TTL_MS),
  });
  return code;
}

/** The landing page trades the one-time code, from the browser that began the sign-in, for a session. */
export async function exchangeGoogleCode(
  db: Database,
  code: string,
  browserSecret: string | undefined,
): Promise<Session & { claimedAccount: boolean }> {
  const row = browserSecret
    ? await takeGoogleExchangeCode(db, hashToken(code), hashToken(browserSecret), new Date())
    : undefined;
  const user = row ? await findUserById(db, row.userId) : undefined;
  if (!row || !user) throw new ApiError('INVALID_LINK', 'Your Google sign-in has expired. Please try again.');
  return { ...(await startSession(db, user)), claimedAccount: row.claimedAccount };
}

/**
 * Google links to an account with the same email only when that address was verified. An
 * unverified password account is claimed instead: anyone could have typed that email, so its
 * password and every session it had are removed. Admins sign in with their password only.
 */
async function accountFor(
  db: Database,
  moderator: Moderator,
  identity: VerifiedIdentity & { email: string },
  phone: string | null,
): Promise<{ user: UserRow; claimed: boolean }> {
  const known = await findUserByGoogleSubject(db, identity.subject);
  if (known) {
    if (known.role === 'admin') throw new GoogleSignInError('admin_password');
    return { user: known, claimed: false };
  }

  const name = await allowedNameOrNone(
    moderator,
    (identity.name ?? identity.email.split('@')[0] ?? identity.email).slice(0, 80),
  );
  const sameEmail = await findUserByEmail(db, identity.email);
  if (sameEmail) {
    if (sameEmail.googleSubject) throw new GoogleSignInError('linked_elsewhere');
    if (sameEmail.role === 'admin') throw new GoogleSignInError('admin_password');
    if (sameEmail.emailVerifiedAt) {
      const linked = await updateUser(db, sameEmail.id, { googleSubject: identity.subject });
      return { user: linked ?? sameEmail, claimed: false };
    }
    const claimed = await db.transaction(async (tx) => {
      await deleteUserSessions(tx, sameEmail.id);
      await deleteAllEmailTokens(tx, sameEmail.id);
      // The name and phone were typed by whoever signed up with this email: the owner's own replace them.
      return updateUser(tx, sameEmail.id, {
        name,
        phone,
        googleSubject: identity.subject,
        passwordHash: null,
        emailVerifiedAt: new Date(),
      });
    });
    forgetSessionsOf(db, sameEmail.id);
    return { user: claimed ?? sameEmail, claimed: true };
  }

  const created = await createAccount(db, {
    name,
    email: identity.email,
    phone,
    googleSubject: identity.subject,
    emailVerifiedAt: new Date(),
  });
  // Only a concurrent sign-up of the same email gets here.
  if (!created) throw new GoogleSignInError('failed');
  return { user: created, claimed: false };
}
