import { z } from 'zod';

/** The one error body every API answer uses. */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** A route's error answers, for its response schema: each of these statuses answers an error body. */
export function errorResponses<const Status extends number>(
  ...statuses: Status[]
): Record<Status, typeof errorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as Record<
    Status,
    typeof errorBodySchema
  >;
}

const ERROR_STATUS = {
  VALIDATION: 400,
  /** A one-time link or code that is unknown, used or expired. */
  INVALID_LINK: 400,
  WRONG_PASSWORD: 400,
  UNAUTHENTICATED: 401,
  INSUFFICIENT_CREDITS: 402,
  /** The payment provider could not charge the card. */
  PAYMENT_DECLINED: 402,
  FORBIDDEN: 403,
  PREMIUM_REQUIRED: 403,
  FREE_STORY_LIMIT: 403,
  ADMIN_REQUIRED: 403,
  /** The call needs an account whose email address was confirmed. */
  EMAIL_NOT_VERIFIED: 403,
  ACCOUNT_BANNED: 403,
  /** Where age assurance applies, only a signed-in, verified adult reads or hears a story. */
  AGE_VERIFICATION_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  IDEMPOTENCY_IN_PROGRESS: 409,
  /** The request was done, but its answer was too large to keep for a replay. */
  IDEMPOTENCY_ANSWER_NOT_KEPT: 409,
  TOO_LARGE: 413,
  IDEMPOTENCY_KEY_REUSED: 422,
  RATE_LIMITED: 429,
  PROVIDER_FAILED: 502,
  INTERNAL: 500,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

/** An error the API answers with: its status comes from its code. */
export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.status = ERROR_STATUS[code];
  }

  toBody(): ErrorBody {
    return { message: this.message, code: this.code };
  }
}

/** A refusal that names when to come back; the API sends it as Retry-After too. */
export class RetryLaterError extends ApiError {
  constructor(
    readonly retryAfterSeconds: number,
    what = 'attempts',
  ) {
    super('RATE_LIMITED', `Too many ${what}. Please try again in ${retryAfterSeconds} seconds.`);
  }
}

export const badRequest = (message: string) => new ApiError('VALIDATION', message);
export const unauthenticated = (message = 'Authentication required') => new ApiError('UNAUTHENTICATED', message);
export const forbidden = (message = 'You are not allowed to do this') => new ApiError('FORBIDDEN', message);
export const notFound = (message = 'Not found') => new ApiError('NOT_FOUND', message);
export const conflict = (message: string) => new ApiError('CONFLICT', message);
