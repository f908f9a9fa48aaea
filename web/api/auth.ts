import {
  type AuthResponse,
  type ChangePasswordBody,
  type GoogleExchangeResponse,
  type LoginBody,
  type ResetPasswordBody,
  type SignupBody,
  type User,
  authResponseSchema,
  googleExchangeResponseSchema,
  logoutResponseSchema,
  meResponseSchema,
  messageResponseSchema,
} from '#common/contract';
import { apiRequest } from './client';

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

export async function logoutEverywhereRequest(): Promise<void> {
  await apiRequest('/api/auth/logout-all', { method: 'POST', schema: logoutResponseSchema });
}

/** Trades the one-time code of the Google return; only the browser that began the sign-in holds its cookie. */
export function googleExchangeRequest(code: string): Promise<GoogleExchangeResponse> {
  return apiRequest('/api/auth/google/exchange', {
    method: 'POST',
    body: { code },
    schema: googleExchangeResponseSchema,
  });
}

export async function verifyEmailRequest(token: string): Promise<string> {
  return (
    await apiRequest('/api/auth/verify-email', { method: 'POST', body: { token }, schema: messageResponseSchema })
  ).message;
}

export async function resendVerificationRequest(): Promise<string> {
  return (await apiRequest('/api/auth/verify-email/resend', { method: 'POST', schema: messageResponseSchema })).message;
}

export async function forgotPasswordRequest(email: string): Promise<string> {
  return (
    await apiRequest('/api/auth/forgot-password', { method: 'POST', body: { email }, schema: messageResponseSchema })
  ).message;
}

export function resetPasswordRequest(body: ResetPasswordBody): Promise<AuthResponse> {
  return apiRequest('/api/auth/reset-password', { method: 'POST', body, schema: authResponseSchema });
}

export async function changePasswordRequest(body: ChangePasswordBody): Promise<string> {
  return (await apiRequest('/api/auth/change-password', { method: 'POST', body, schema: messageResponseSchema }))
    .message;
}

/** The browser leaves the app for the third-party sign-in; the phone, if any, rides along as `state`. */
export function googleSignInUrl(phone?: string): string {
  const trimmed = phone?.trim();
  return trimmed ? `/api/auth/google?state=${encodeURIComponent(trimmed)}` : '/api/auth/google';
}
