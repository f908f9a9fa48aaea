/**
 * Words the server answers and the web shows, kept apart from the schemas so that a page showing
 * them does not load zod: the web imports them from here, the server through the contract.
 */

export const ADMIN_REQUIRED_MESSAGE = "You don't have permission to access the admin dashboard.";

/** The answer to a call that needs a confirmed email address, from an account without one. */
export const EMAIL_NOT_VERIFIED_MESSAGE =
  'Please verify your email first: open the link we sent you, or ask for a new one from your profile.';

export const REPORT_THANKS = 'Thank you. Our team will review this story.';

/** A banned account's sign-in answer (its tokens simply stop working: 401). */
export const ACCOUNT_BANNED_MESSAGE = 'This account has been suspended for breaking the terms of use.';

/**
 * The only values the Google callback puts in the landing page's `error` parameter, with the
 * words the landing page shows for each; anything else in the URL is ignored.
 */
export const GOOGLE_ERROR_MESSAGES = {
  not_configured: 'Google sign-in is not configured',
  unavailable: 'Google sign-in is unavailable right now. Please try again later.',
  cancelled: 'Google sign-in was cancelled',
  expired: 'Your Google sign-in has expired. Please try again.',
  other_browser: 'Please finish Google sign-in in the browser where you started it.',
  unverified_email: 'Your Google email address is not verified',
  linked_elsewhere: 'This email is already linked to another Google account',
  admin_password: 'Admin accounts sign in with their password.',
  invalid_phone: 'Phone must be at most 40 characters',
  banned: ACCOUNT_BANNED_MESSAGE,
  failed: 'Google sign-in failed. Please try again.',
} as const;
export type GoogleErrorCode = keyof typeof GOOGLE_ERROR_MESSAGES;

export const CLAIMED_ACCOUNT_NOTICE =
  'This email had an unverified password account. Google sign-in now owns it: its password was removed and every other session signed out.';
