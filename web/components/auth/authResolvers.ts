import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordBodySchema, loginBodySchema, signupBodySchema } from '#common/contract';
import { changePasswordSchema, newPasswordSchema } from './newPasswordSchema';

// The account forms' rules, loaded after their page (lazyResolver) so zod is no part of its first load.
export const loginResolver = zodResolver(loginBodySchema);
export const signupResolver = zodResolver(signupBodySchema);
export const forgotPasswordResolver = zodResolver(forgotPasswordBodySchema);
export const newPasswordResolver = zodResolver(newPasswordSchema);
export const changePasswordResolver = zodResolver(changePasswordSchema);
