import { ApiRequestError } from '#web/api/client';

export const VERIFICATION_ISSUE = "We couldn't verify your payment details, but your account will be updated soon.";
export const VERIFICATION_FAILED =
  'Payment verification failed. Please contact support if credits were deducted from your account.';
export const INVALID_SESSION = 'Invalid payment session. Please try again or contact support.';

/** The plan query keeps letters only. */
export function planLetters(value: string | null): string {
  return (value ?? '').replace(/[^a-zA-Z]/g, '');
}

/** The provider may hand the session back under either name. */
export function sessionIdOf(params: URLSearchParams): string | null {
  return params.get('session_id') || params.get('CHECKOUT_SESSION_ID') || null;
}

/** Our fault or an unreachable server: the payment may well be fine, it just could not be checked now. */
export function isVerificationIssue(error: unknown): boolean {
  return !(error instanceof ApiRequestError) || error.status >= 500;
}

/** What the failure card says: the server's words for an unpaid session, otherwise the catalogue's texts. */
export function verificationFailureMessage(error: unknown): string {
  if (isVerificationIssue(error)) return VERIFICATION_ISSUE;
  if (error instanceof ApiRequestError && error.status === 409) return error.message;
  return VERIFICATION_FAILED;
}
