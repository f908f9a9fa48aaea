import { SESSION_TTL_DAYS } from '#server/security';
import { WELCOME_CREDITS } from '#common/rules/offers';
import { ACCOUNT_BANNED_MESSAGE, type LoginBody, type SignupBody } from '#common/contract';
import { ApiError, conflict } from '#common/errors';
import type { Database } from '#server/db/client';
import { recordSystemChange, userSnapshot } from '../admin/adminAudit.repo';
import type { Moderator } from '#server/providers/moderation/port';
import { changeCredits } from '../credits/credits.service';
import { assertDisplayNameAllowed } from '../moderation/displayName.service';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  updateUser,
  type NewUserRow,
  type UserRow,
} from '../users/users.repo';
import { sendEmailLink, type MailContext } from './emailLinks';
import { deleteUserEmailTokens } from './emailTokens.repo';
import { assertLoginAllowed, recordLoginFailure, recordLoginSuccess, type LoginAttempt } from './loginLockout.service';
import { assertUncommonPassword } from './commonPasswords';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords';
import {
  deleteExpiredSessions,
  deleteSession,
  deleteUserSessions,
  findSessionUser,
  insertSession,
} from './sessions.repo';
import { sessionCacheOf } from './sessionCacheStore';
import { hashToken, newSessionToken } from './tokens';
import { LEDGER_REASONS, ledgerReference } from '../credits/ledger';

const INVALID_CREDENTIALS = 'Invalid email or password';

export interface Session {
  token: string;
  user: UserRow;
}

/** Creates an account with the catalogue's welcome credits; the email must be free. */
export async function createAccount(
  db: Database,
  values: Omit<NewUserRow, 'textCredits' | 'audioCredits'>,
): Promise<UserRow | undefined> {
  return db.transaction(async (tx) => {
    const user = await insertUser(tx, values);
    if (!user) return undefined;
    const balance = await changeCredits(tx, {
      userId: user.id,
      text: WELCOME_CREDITS.text,
      audio: WELCOME_CREDITS.audio,
      reason: LEDGER_REASONS.welcome,
      reference: ledgerReference.welcome(user.id),
    });
    return balance.applied ? { ...user, textCredits: balance.textCredits, audioCredits: balance.audioCredits } : user;
  });
}

/**
 * A new password account, signed in at once; its email is verified by the link sent here. The
 * account works meanwhile; `verificationSent` is false when the mail could not leave (it can be resent).
 */
export async function signup(
  db: Database,
  mail: MailContext,
  moderator: Moderator,
  body: SignupBody,
): Promise<Session & { verificationSent: boolean }> {
  await assertDisplayNameAllowed(moderator, body.name);
  assertUncommonPassword(body.password);
  const passwordHash = await hashPassword(body.password);
  const user = await createAccount(db, { name: body.name, email: body.email, phone: body.phone || null, passwordHash });
  if (!user) throw conflict('An account with this email already exists');
  const session = await startSession(db, user);
  const verificationSent = await sendEmailLink(db, mail, user, 'verify_email').then(
    () => true,
    () => false,
  );
  return { ...session, verificationSent };
}

/** Checks the password, refusing while this account-and-client pair or this client is locked out. */
export async function login(db: Database, body: LoginBody, client: string): Promise<Session> {
  const attempt: LoginAttempt = { email: body.email, client };
  await assertLoginAllowed(db, attempt);
  const user = await findUserByEmail(db, body.email);
  const valid = user?.passwordHash
    ? await verifyPassword(user.passwordHash, body.password)
    : await verifyPassword(await dummyPasswordHash(), body.password).then(() => false);
  if (!user || !valid) {
    await recordLoginFailure(db, attempt);
    throw new ApiError('UNAUTHENTICATED', INVALID_CREDENTIALS);
  }
  refuseBanned(user);
  await recordLoginSuccess(db, attempt);
  return startSession(db, user);
}

/** Refuses a banned account, after its credentials proved who is asking. */
function refuseBanned(user: UserRow): void {
  if (user.bannedAt) throw new ApiError('ACCOUNT_BANNED', ACCOUNT_BANNED_MESSAGE);
}

export async function startSession(db: Database, user: UserRow): Promise<Session> {
  const token = newSessionToken();
  const now = new Date();
  await deleteExpiredSessions(db, user.id, now);
  await insertSession(db, user.id, hashToken(token), new Date(now.getTime() + SESSION_TTL_DAYS * 86_400_000));
  return { token, user };
}

/** The user a token signs in, read fresh; which user a session belongs to may come from the session cache. */
/** Whose session a token is when this instance already knows it, without asking the database. */
export function knownSessionUserId(db: Database, token: string): string | undefined {
  return sessionCacheOf(db)?.peek(hashToken(token));
}

export async function userForToken(db: Database, token: string): Promise<UserRow | undefined> {
  const tokenHash = hashToken(token);
  const cache = sessionCacheOf(db);
  const cachedUserId = cache?.userIdOf(tokenHash);
  if (cachedUserId) {
    const user = await findUserById(db, cachedUserId);
    // The session query refuses banned accounts; so must the cached way.
    if (user && !user.bannedAt) return user;
    cache?.drop(tokenHash);
    return undefined;
  }
  const startedAt = cache?.now() ?? 0;
  const found = await findSessionUser(db, tokenHash, new Date());
  if (!found) return undefined;
  cache?.store(tokenHash, startedAt, { userId: found.user.id, expiresAt: found.expiresAt });
  return found.user;
}

export async function logout(db: Database, token: string): Promise<void> {
  const tokenHash = hashToken(token);
  await deleteSession(db, tokenHash);
  sessionCacheOf(db)?.drop(tokenHash);
}

/**
 * After a user's sessions were deleted (and committed): this instance forgets them at once rather than
 * when the database's notification arrives. `keepTokenHash` is the session that stays.
 */
export function forgetSessionsOf(db: Database, userId: string, keepTokenHash?: string): void {
  sessionCacheOf(db)?.dropUser(userId, keepTokenHash);
}

/** Signs the user out on every device. */
export async function logoutEverywhere(db: Database, userId: string): Promise<void> {
  await deleteUserSessions(db, userId);
  forgetSessionsOf(db, userId);
}

export type AdminSetup = 'created' | 'promoted' | 'unchanged';

/**
 * At start: the configured admin exists with that password and the admin role. Taking over an
 * existing account (or changing its password) signs out every session it had, so whoever held
 * the account before must now know the configured password; Google can no longer sign it in.
 */
export async function ensureAdmin(
  db: Database,
  email: string,
  password: string,
): Promise<{ user: UserRow; setup: AdminSetup }> {
  const existing = await findUserByEmail(db, email);
  if (!existing) {
    const created = await createAccount(db, {
      name: 'Admin',
      email,
      passwordHash: await hashPassword(password),
      role: 'admin',
      emailVerifiedAt: new Date(),
    });
    if (!created) throw new Error(`Could not create the admin account ${email}`);
    return { user: created, setup: 'created' };
  }
  const settled =
    existing.role === 'admin' &&
    existing.googleSubject === null &&
    existing.passwordHash !== null &&
    (await verifyPassword(existing.passwordHash, password));
  if (settled) return { user: existing, setup: 'unchanged' };
  const passwordHash = await hashPassword(password);
  const user = await db.transaction(async (tx) => {
    const updated = await updateUser(tx, existing.id, {
      role: 'admin',
      passwordHash,
      googleSubject: null,
      emailVerifiedAt: existing.emailVerifiedAt ?? new Date(),
    });
    await deleteUserSessions(tx, existing.id);
    await deleteUserEmailTokens(tx, existing.id, 'reset_password');
    await recordSystemChange(tx, {
      action: 'admin.configured',
      targetId: existing.id,
      before: userSnapshot(existing),
      after: updated ? userSnapshot(updated) : null,
    });
    return updated ?? existing;
  });
  return { user, setup: 'promoted' };
}
