import { ApiRequestError } from './client';

/** A refusal for want of a verified age (server/policies/ageGate.policy.ts). */
export const isAgeRefusal = (error: unknown) =>
  error instanceof ApiRequestError && error.code === 'AGE_VERIFICATION_REQUIRED';
