import { z } from 'zod';
import { userSchema } from './user';

export const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Invalid email address' }));
export const passwordField = z
  .string({ error: 'Password must be at least 6 characters' })
  .min(6, { error: 'Password must be at least 6 characters' })
  .max(200, { error: 'Password must be at most 200 characters' });
export const nameField = z
  .string({ error: 'Name must be at least 2 characters' })
  .trim()
  .min(2, { error: 'Name must be at least 2 characters' })
  .max(80, { error: 'Name must be at most 80 characters' });

export const loginBodySchema = z.object({
  email: z.string({ error: 'Invalid email address' }).pipe(emailField),
  password: passwordField,
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const signupBodySchema = z.object({
  name: nameField,
  email: z.string({ error: 'Invalid email address' }).pipe(emailField),
  phone: z.string().trim().max(40, { error: 'Phone must be at most 40 characters' }).optional(),
  password: passwordField,
});
export type SignupBody = z.infer<typeof signupBodySchema>;

export const authResponseSchema = z.object({
  token: z.string(),
  user: userSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const meResponseSchema = z.object({ user: userSchema });
export type MeResponse = z.infer<typeof meResponseSchema>;
export const logoutResponseSchema = z.object({ success: z.literal(true) });
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;

/** A one-time secret from a link or a redirect: opaque, never trimmed or reshaped. */
const oneTimeSecret = z
  .string({ error: 'This link is invalid or has expired.' })
  .min(1, { error: 'This link is invalid or has expired.' })
  .max(200, { error: 'This link is invalid or has expired.' });

export const verifyEmailBodySchema = z.object({ token: oneTimeSecret });

export const forgotPasswordBodySchema = z.object({
  email: z.string({ error: 'Invalid email address' }).pipe(emailField),
});
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

export const resetPasswordBodySchema = z.object({ token: oneTimeSecret, password: passwordField });
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const changePasswordBodySchema = z.object({
  currentPassword: z
    .string({ error: 'Enter your current password' })
    .min(1, { error: 'Enter your current password' })
    .max(200, { error: 'Enter your current password' }),
  newPassword: passwordField,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const googleExchangeBodySchema = z.object({ code: oneTimeSecret });

/** Like a login, and says when this sign-in took over an unverified password account. */
export const googleExchangeResponseSchema = authResponseSchema.extend({ claimedAccount: z.boolean() });
export type GoogleExchangeResponse = z.infer<typeof googleExchangeResponseSchema>;
