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
export const logoutResponseSchema = z.object({ success: z.literal(true) });

/** A banned account's sign-in answer (its tokens simply stop working: 401). */
export const ACCOUNT_BANNED_MESSAGE = 'This account has been suspended for breaking the terms of use.';
