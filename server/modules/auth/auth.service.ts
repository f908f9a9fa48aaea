import { SESSION_TTL_DAYS, WELCOME_CREDITS } from '#common/catalogue';
import type { LoginBody, SignupBody } from '#common/contract';
import { ApiError, conflict } from '#common/errors';
import type { Database } from '#server/db/client';
import { changeCredits } from '../credits/credits.service';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  updateUser,
  type NewUserRow,
  type UserRow,
} from '../users/users.repo';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords';
import { deleteExpiredSessions, deleteSession, findSessionUser, insertSession } from './sessions.repo';
import { sessionCacheOf } from './sessionCache';
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

export async function signup(db: Database, body: SignupBody): Promise<Session> {
  const passwordHash = await hashPassword(body.password);
  const user = await createAccount(db, { name: body.name, email: body.email, phone: body.phone || null, passwordHash });
  if (!user) throw conflict('An account with this email already exists');
  return startSession(db, user);
}

export async function login(db: Database, body: LoginBody): Promise<Session> {
  const user = await findUserByEmail(db, body.email);
  if (!user?.passwordHash) {
    await verifyPassword(await dummyPasswordHash(), body.password);
    throw new ApiError('UNAUTHENTICATED', INVALID_CREDENTIALS);
  }
  if (!(await verifyPassword(user.passwordHash, body.password))) {
    throw new ApiError('UNAUTHENTICATED', INVALID_CREDENTIALS);
  }
  return startSession(db, user);
}

export async function startSession(db: Database, user: UserRow): Promise<Session> {
  const token = newSessionToken();
  const now = new Date();
  await deleteExpiredSessions(db, user.id, now);
  await insertSession(db, user.id, hashToken(token), new Date(now.getTime() + SESSION_TTL_DAYS * 86_400_000));
  return { token, user };
}

/** The user a token signs in, read fresh; which user a session belongs to may come from the session cache. */
export async function userForToken(db: Database, token: string): Promise<UserRow | undefined> {
  const tokenHash = hashToken(token);
  const cache = sessionCacheOf(db);
  const cachedUserId = cache?.userIdOf(tokenHash);
  if (cachedUserId) {
    const user = await findUserById(db, cachedUserId);
    if (!user) cache?.drop(tokenHash);
    return user;
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

/** At start: the configured admin exists with that password and the admin role. */
export async function ensureAdmin(db: Database, email: string, password: string): Promise<UserRow> {
  const passwordHash = await hashPassword(password);
  const existing = await findUserByEmail(db, email);
  if (existing) {
    const updated = await updateUser(db, existing.id, { role: 'admin', passwordHash });
    return updated ?? existing;
  }
  const created = await createAccount(db, { name: 'Admin', email, passwordHash, role: 'admin' });
  if (!created) throw new Error(`Could not create the admin account ${email}`);
  return created;
}
