import { SESSION_TTL_DAYS, WELCOME_CREDITS } from '#common/catalogue';
import { ACCOUNT_BANNED_MESSAGE, type LoginBody, type SignupBody } from '#common/contract';
import { ApiError, conflict } from '#common/errors';
import type { Database } from '#server/db/client';
import { changeCredits } from '../credits/credits.service';
import { findUserByEmail, insertUser, updateUser, type NewUserRow, type UserRow } from '../users/users.repo';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords';
import { deleteExpiredSessions, deleteSession, findSessionUser, insertSession } from './sessions.repo';
import { hashToken, newSessionToken } from './tokens';

export const INVALID_CREDENTIALS = 'Invalid email or password';

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
      reason: 'welcome',
      reference: user.id,
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
  refuseBanned(user);
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

export function userForToken(db: Database, token: string): Promise<UserRow | undefined> {
  return findSessionUser(db, hashToken(token), new Date());
}

export async function logout(db: Database, token: string): Promise<void> {
  await deleteSession(db, hashToken(token));
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
