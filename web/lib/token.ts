export const TOKEN_STORAGE_KEY = 'token';

/**
 * The session token lives in localStorage. A copy found only in sessionStorage is moved into
 * localStorage, so sessions started by older builds or other tabs keep working.
 */
export function readToken(): string | null {
  const stored = localStorage.getItem(TOKEN_STORAGE_KEY);
  if (stored) return stored;
  const sessionCopy = sessionStorage.getItem(TOKEN_STORAGE_KEY);
  if (!sessionCopy) return null;
  localStorage.setItem(TOKEN_STORAGE_KEY, sessionCopy);
  return sessionCopy;
}

export function storeToken(token: string) {
  localStorage.setItem(TOKEN_STORAGE_KEY, token);
}

export function clearToken() {
  localStorage.removeItem(TOKEN_STORAGE_KEY);
  sessionStorage.removeItem(TOKEN_STORAGE_KEY);
}
