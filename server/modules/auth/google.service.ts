import { ACCOUNT_BANNED_MESSAGE } from '#common/contract';
import type { Database } from '#server/db/client';
import type { OidcSignIn, VerifiedIdentity } from '#server/providers/oauth/port';
import { findUserByEmail, findUserByGoogleSubject, updateUser, type UserRow } from '../users/users.repo';
import { createAccount, startSession, type Session } from './auth.service';
import { deleteExpiredOAuthStates, insertOAuthState, takeOAuthState } from './oauthStates.repo';

export const GOOGLE_STATE_TTL_MS = 10 * 60_000;
export const GOOGLE_NOT_CONFIGURED = 'Google sign-in is not configured';
export const GOOGLE_FAILED = 'Google sign-in failed. Please try again.';

/** A sign-in that cannot finish, with the message shown to the person signing in. */
export class GoogleSignInError extends Error {}

/** Remembers a new sign-in (with the phone typed on the sign-up form) and answers where to send the browser. */
export async function beginGoogleSignIn(db: Database, google: OidcSignIn, phone: string | undefined): Promise<string> {
  const started = await google.start();
  const now = new Date();
  await deleteExpiredOAuthStates(db, now);
  await insertOAuthState(db, {
    id: started.state,
    codeVerifier: started.codeVerifier,
    nonce: started.nonce,
    phone: phone || null,
    expiresAt: new Date(now.getTime() + GOOGLE_STATE_TTL_MS),
  });
  return started.authorizationUrl;
}

/** Finishes a sign-in from the provider's callback: signs in, links or creates the account. */
export async function completeGoogleSignIn(db: Database, google: OidcSignIn, callbackUrl: URL): Promise<Session> {
  const params = callbackUrl.searchParams;
  const state = params.get('state');
  const pending = state ? await takeOAuthState(db, state) : undefined;
  const providerError = params.get('error');
  if (providerError) {
    throw new GoogleSignInError(providerError === 'access_denied' ? 'Google sign-in was cancelled' : GOOGLE_FAILED);
  }
  if (!pending || pending.expiresAt <= new Date()) {
    throw new GoogleSignInError('Your Google sign-in has expired. Please try again.');
  }
  const identity = await google.finish(callbackUrl, {
    state: pending.id,
    codeVerifier: pending.codeVerifier,
    nonce: pending.nonce,
  });
  if (!identity.email || !identity.emailVerified) {
    throw new GoogleSignInError('Your Google email address is not verified');
  }
  const user = await accountFor(db, { ...identity, email: identity.email }, pending.phone);
  if (user.bannedAt) throw new GoogleSignInError(ACCOUNT_BANNED_MESSAGE);
  return startSession(db, user);
}

async function accountFor(
  db: Database,
  identity: VerifiedIdentity & { email: string },
  phone: string | null,
): Promise<UserRow> {
  const known = await findUserByGoogleSubject(db, identity.subject);
  if (known) return known;

  const sameEmail = await findUserByEmail(db, identity.email);
  if (sameEmail) {
    if (sameEmail.googleSubject) throw new GoogleSignInError('This email is already linked to another Google account');
    return (await updateUser(db, sameEmail.id, { googleSubject: identity.subject })) ?? sameEmail;
  }

  const name = (identity.name ?? identity.email.split('@')[0] ?? identity.email).slice(0, 80);
  const created = await createAccount(db, { name, email: identity.email, phone, googleSubject: identity.subject });
  // Only a concurrent sign-up of the same email gets here.
  if (!created) throw new GoogleSignInError(GOOGLE_FAILED);
  return created;
}
