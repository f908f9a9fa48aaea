import { ApiError } from '#common/errors';
import type { AgeAssuranceMode } from '#server/config';

/** Where the gate applies, from the configuration. */
export interface AgeGatePolicy {
  mode: AgeAssuranceMode;
  /** The trusted header (lower case) carrying the visitor's country, for `regional`. */
  countryHeader?: string;
  countries: ReadonlySet<string>;
}

const AGE_VERIFICATION_REQUIRED_MESSAGE =
  'Please verify your age to read or listen to stories here: sign in, then choose Verify your age.';

/**
 * Whether a visitor from `country` must be a verified adult. Regional mode fails closed: a request
 * without the header (one that did not come through the CDN or proxy that sets it) is gated.
 */
export function gateApplies(policy: AgeGatePolicy, country: string | undefined): boolean {
  if (policy.mode === 'off') return false;
  if (policy.mode === 'required') return true;
  return country === undefined || policy.countries.has(country);
}

/** Whether this account counts as a verified adult. */
export const isVerifiedAdult = (user: { ageVerifiedAt: Date | null } | undefined) =>
  user !== undefined && user.ageVerifiedAt !== null;

/** Passes a verified adult, or anyone where the gate does not apply; throws 403 AGE_VERIFICATION_REQUIRED otherwise. */
export function authorizeExplicitContent(applies: boolean, user: { ageVerifiedAt: Date | null } | undefined): void {
  if (applies && !isVerifiedAdult(user)) {
    throw new ApiError('AGE_VERIFICATION_REQUIRED', AGE_VERIFICATION_REQUIRED_MESSAGE);
  }
}
