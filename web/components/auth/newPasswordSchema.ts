import { z } from 'zod';
import { changePasswordBodySchema, passwordField } from '#common/contract';

const PASSWORDS_DIFFER = 'Passwords do not match';

/** A new password typed twice, with the sign-up form's rules. */
export const newPasswordSchema = z
  .object({ password: passwordField, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: PASSWORDS_DIFFER, path: ['confirmPassword'] });
export type NewPasswordInput = z.infer<typeof newPasswordSchema>;

/** The current password, and the new one typed twice. */
export const changePasswordSchema = changePasswordBodySchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, { message: PASSWORDS_DIFFER, path: ['confirmPassword'] });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
