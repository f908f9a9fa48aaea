import type { ChangePasswordBody, LoginBody, ResetPasswordBody, SignupBody, User } from '#common/contract';
import { pathOf } from '#common/endpoint';
import { authEndpoints } from '#common/endpoints/auth';
import { callEndpoint } from './client';

export async function fetchCurrentUser(signal?: AbortSignal): Promise<User> {
  const { user } = await callEndpoint(authEndpoints.me, {}, { signal });
  return user;
}

export function loginRequest(body: LoginBody) {
  return callEndpoint(authEndpoints.login, {}, { body });
}

export function signupRequest(body: SignupBody) {
  return callEndpoint(authEndpoints.signup, {}, { body });
}

export async function logoutRequest(): Promise<void> {
  await callEndpoint(authEndpoints.logout, {});
}

export async function logoutEverywhereRequest(): Promise<void> {
  await callEndpoint(authEndpoints.logoutEverywhere, {});
}

/** Trades the one-time code of the Google return; only the browser that began the sign-in holds its cookie. */
export function googleExchangeRequest(code: string) {
  return callEndpoint(authEndpoints.googleExchange, {}, { body: { code } });
}

export async function verifyEmailRequest(token: string): Promise<string> {
  return (await callEndpoint(authEndpoints.verifyEmail, {}, { body: { token } })).message;
}

export async function resendVerificationRequest(): Promise<string> {
  return (await callEndpoint(authEndpoints.resendVerification, {})).message;
}

export async function forgotPasswordRequest(email: string): Promise<string> {
  return (await callEndpoint(authEndpoints.forgotPassword, {}, { body: { email } })).message;
}

export function resetPasswordRequest(body: ResetPasswordBody) {
  return callEndpoint(authEndpoints.resetPassword, {}, { body });
}

export async function changePasswordRequest(body: ChangePasswordBody): Promise<string> {
  return (await callEndpoint(authEndpoints.changePassword, {}, { body })).message;
}

/** The browser leaves the app for the third-party sign-in; the phone, if any, rides along as `state`. */
export function googleSignInUrl(phone?: string): string {
  const path = pathOf(authEndpoints.googleSignIn, {});
  const trimmed = phone?.trim();
  return trimmed ? `${path}?state=${encodeURIComponent(trimmed)}` : path;
}
