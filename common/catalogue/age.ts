/** Age: the legal age and the ways an adult proves it. */

export const AGE_LIMIT = 18;

/** demo: the built-in stand-in; card: a zero-amount credit-card check; identity: a document and selfie check. */
export const AGE_METHODS = ['demo', 'card', 'identity'] as const;

export type AgeMethod = (typeof AGE_METHODS)[number];

export const AGE_VERIFICATION_STATUSES = ['pending', 'verified', 'failed', 'revoked'] as const;
