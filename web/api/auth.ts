import type {
  AuthResponse,
  ChangePasswordBody,
  GoogleExchangeResponse,
  LoginBody,
  LogoutResponse,
  MeResponse,
  MessageResponse,
  ResetPasswordBody,
  SignupBody,
  User,
} from '#common/contract';
import { apiRequest } from './client';

export async function fetchCurrentUser(signal?: AbortSignal): Promise<User> {
  const { user } = await apiRequest<MeResponse>('/api/auth/me', { signal });
  return user;
}

export function loginRequest(body: LoginBody): Promise<AuthResponse> {
  return apiRequest<AuthResponse>('/api/auth/login', { method: 'POST', body });
}

export function signupRequest(body: SignupBody): Promise<AuthResponse> {
  return apiRequest<AuthResponse>('/api/auth/signup', { method: 'POST', body });
}

export async function logoutRequest(): Promise<void> {
  await apiRequest('/api/auth/logout', { method: 'POST' });
}

export async function logoutEverywhereRequest(): Promise<void> {
  await apiRequest<LogoutResponse>('/api/auth/logout-all', { method: 'POST' });
}

/** Trades the one-time code of the Google return; only the browser that began the sign-in holds its cookie. */
export function googleExchangeRequest(code: string): Promise<GoogleExchangeResponse> {
  return apiRequest<GoogleExchangeResponse>('/api/auth/google/exchange', {
    method: 'POST',
    body: { code },
  });
}

export async function verifyEmailRequest(token: string): Promise<string> {
  return (await apiRequest<MessageResponse>('/api/auth/verify-email', { method: 'POST', body: { token } })).message;
}

export async function resendVerificationRequest(): Promise<string> {
  return (await apiRequest<MessageResponse>('/api/auth/verify-email/resend', { method: 'POST' })).message;
}

export async function forgotPasswordRequest(email: string): Promise<string> {
  return (await apiRequest<MessageResponse>('/api/auth/forgot-password', { method: 'POST', body: { email } })).message;
}

export function resetPasswordRequest(body: ResetPasswordBody): Promise<AuthResponse> {
  return apiRequest<AuthResponse>('/api/auth/reset-password', { method: 'POST', body });
}

export async function changePasswordRequest(body: ChangePasswordBody): Promise<string> {
  return (await apiRequest<MessageResponse>('/api/auth/change-password', { method: 'POST', body })).message;
}

/** The browser leaves the app for the third-party sign-in; the phone, if any, rides along as `state`. */
export function googleSignInUrl(phone?: string): string {
  const trimmed = phone?.trim();
  return trimmed ? `/api/auth/google?state=${encodeURIComponent(trimmed)}` : '/api/auth/google';
}
