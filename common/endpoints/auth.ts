import type { z } from 'zod';
import type {
  AuthResponse,
  changePasswordBodySchema,
  forgotPasswordBodySchema,
  googleExchangeBodySchema,
  GoogleExchangeResponse,
  loginBodySchema,
  LogoutResponse,
  MeResponse,
  MessageResponse,
  resetPasswordBodySchema,
  signupBodySchema,
  verifyEmailBodySchema,
} from '../contract';
import { endpoint } from '../endpoint';

/** Accounts: signing up and in, sessions, email verification, passwords, and Google sign-in. */
export const authEndpoints = {
  signup: endpoint<AuthResponse, z.input<typeof signupBodySchema>>()('POST', '/api/auth/signup'),
  login: endpoint<AuthResponse, z.input<typeof loginBodySchema>>()('POST', '/api/auth/login'),
  me: endpoint<MeResponse>()('GET', '/api/auth/me'),
  logout: endpoint<LogoutResponse>()('POST', '/api/auth/logout'),
  logoutEverywhere: endpoint<LogoutResponse>()('POST', '/api/auth/logout-all'),
  verifyEmail: endpoint<MessageResponse, z.input<typeof verifyEmailBodySchema>>()('POST', '/api/auth/verify-email'),
  resendVerification: endpoint<MessageResponse>()('POST', '/api/auth/verify-email/resend'),
  forgotPassword: endpoint<MessageResponse, z.input<typeof forgotPasswordBodySchema>>()(
    'POST',
    '/api/auth/forgot-password',
  ),
  resetPassword: endpoint<AuthResponse, z.input<typeof resetPasswordBodySchema>>()('POST', '/api/auth/reset-password'),
  changePassword: endpoint<MessageResponse, z.input<typeof changePasswordBodySchema>>()(
    'POST',
    '/api/auth/change-password',
  ),
  /** Where the browser goes to sign in with Google (`state`: a phone, if any): a redirect, never a JSON answer. */
  googleSignIn: endpoint<never>()('GET', '/api/auth/google'),
  googleExchange: endpoint<GoogleExchangeResponse, z.input<typeof googleExchangeBodySchema>>()(
    'POST',
    '/api/auth/google/exchange',
  ),
};
