import { ApiRequestError } from '#web/api/client';

export type CreditDialogTrigger = 'credits' | 'premium';

/** The spec's rule: these failure messages open the credit dialog instead of a toast. */
export function isCreditError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return (
    message.includes('Insufficient text credits') ||
    message.includes('Insufficient credits') ||
    (message.includes('You need') && message.includes('credits'))
  );
}

const PREMIUM_CODES = new Set(['PREMIUM_REQUIRED', 'FREE_STORY_LIMIT']);

/** Which credit dialog a failure calls for: out of credits, a plan limit, or none (a toast). */
export function creditDialogTriggerFor(error: unknown): CreditDialogTrigger | undefined {
  if (isCreditError(error)) return 'credits';
  if (error instanceof ApiRequestError && error.code && PREMIUM_CODES.has(error.code)) return 'premium';
  return undefined;
}
