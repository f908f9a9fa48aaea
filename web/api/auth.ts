import {
  type AuthResponse,
  type LoginBody,
  type SignupBody,
  type User,
  authResponseSchema,
  meResponseSchema,
} from '#common/contract';
import { apiRequest } from './client';

export const authKeys = {
  me: ['auth', 'me'] as const,
};

export async function fetchCurrentUser(signal?: AbortSignal): Promise<User> {
  const { user } = await apiRequest('/api/auth/me', { schema: meResponseSchema, signal });
  return user;
}

export function loginRequest(body: LoginBody): Promise<AuthResponse> {
  return apiRequest('/api/auth/login', { method: 'POST', body, schema: authResponseSchema });
}

export function signupRequest(body: SignupBody): Promise<AuthResponse> {
  return apiRequest('/api/auth/signup', { method: 'POST', body, schema: authResponseSchema });
}

export async function logoutRequest(): Promise<void> {
  await apiRequest('/api/auth/logout', { method: 'POST' });
}

/** The browser leaves the app for the third-party sign-in; the phone, if any, rides along as `state`. */
export function googleSignInUrl(phone?: string): string {
  const trimmed = phone?.trim();
  return trimmed ? `/api/auth/google?state=${encodeURIComponent(trimmed)}` : '/api/auth/google';
}
