import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { LoginBody, SignupBody, User } from '#common/contract';
import { loginRequest, logoutEverywhereRequest, logoutRequest, signupRequest } from '../api/auth';
import { meQuery } from '../api/meQuery';
import { clearToken, readToken, storeToken } from './token';
import { useHydrated } from './hydration';

export interface AuthContextValue {
  user: User | null;
  token: string | null;
  /** A token exists and the current user is still being fetched. */
  isLoading: boolean;
  isAuthenticated: boolean;
  isPremium: boolean;
  hasCredits: boolean;
  login: (body: LoginBody) => Promise<User>;
  signup: (body: SignupBody) => Promise<User>;
  logout: () => Promise<void>;
  /** Ends every session of the account on the server, this one included. */
  logoutEverywhere: () => Promise<void>;
  /** Signs in with a session obtained elsewhere (the Google return, a password reset). */
  startSession: (session: { token: string; user: User }) => Promise<User>;
  refreshUser: () => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [storedToken, setToken] = useState<string | null>(readToken);
  // A served page was rendered for a guest: hydrating it as one keeps it, and the session follows.
  const token = useHydrated() ? storedToken : null;

  const me = useQuery({
    ...meQuery,
    enabled: Boolean(token),
  });

  const signOutLocally = useCallback(() => {
    clearToken();
    setToken(null);
    queryClient.removeQueries({ queryKey: meQuery.queryKey });
  }, [queryClient]);

  // A token the server no longer accepts is dropped without a word: the visitor is simply signed out.
  useEffect(() => {
    if (token && me.isError) signOutLocally();
  }, [token, me.isError, signOutLocally]);

  const acceptToken = useCallback(
    async (next: string) => {
      storeToken(next);
      setToken(next);
      await queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
    },
    [queryClient],
  );

  const startSession = useCallback(
    async ({ token: next, user }: { token: string; user: User }) => {
      queryClient.setQueryData(meQuery.queryKey, user);
      await acceptToken(next);
      return queryClient.getQueryData(meQuery.queryKey) ?? user;
    },
    [acceptToken, queryClient],
  );

  const login = useCallback(async (body: LoginBody) => startSession(await loginRequest(body)), [startSession]);
  const signup = useCallback(async (body: SignupBody) => startSession(await signupRequest(body)), [startSession]);

  // Signing out locally must happen even when the server cannot be reached.
  const logout = useCallback(async () => {
    await logoutRequest().catch(() => undefined);
    signOutLocally();
  }, [signOutLocally]);

  const logoutEverywhere = useCallback(async () => {
    await logoutEverywhereRequest();
    signOutLocally();
  }, [signOutLocally]);

  const refreshUser = useCallback(async () => {
    if (readToken()) await queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
  }, [queryClient]);

  const user = token ? (me.data ?? null) : null;
  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      token,
      isLoading: Boolean(token) && me.isPending,
      isAuthenticated: user !== null,
      isPremium: user?.isPremium ?? false,
      hasCredits: (user?.textCredits ?? 0) > 0 || (user?.audioCredits ?? 0) > 0,
      login,
      signup,
      logout,
      logoutEverywhere,
      startSession,
      refreshUser,
    }),
    [user, token, me.isPending, login, signup, logout, logoutEverywhere, startSession, refreshUser],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
