import { z } from 'zod';

/** The one error body every API answer uses. */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const ERROR_STATUS = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  INSUFFICIENT_CREDITS: 402,
  FORBIDDEN: 403,
  PREMIUM_REQUIRED: 403,
  FREE_STORY_LIMIT: 403,
  ADMIN_REQUIRED: 403,
  ACCOUNT_BANNED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_LARGE: 413,
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

export const badRequest = (message: string) => new ApiError('VALIDATION', message);
export const unauthenticated = (message = 'Authentication required') => new ApiError('UNAUTHENTICATED', message);
export const forbidden = (message = 'You are not allowed to do this') => new ApiError('FORBIDDEN', message);
export const notFound = (message = 'Not found') => new ApiError('NOT_FOUND', message);
export const conflict = (message: string) => new ApiError('CONFLICT', message);
