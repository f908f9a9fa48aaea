import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '#web/api/client';
import { creditDialogTriggerFor, isCreditError } from './creditError';

describe('the credit-dialog rule', () => {
  it.each([
    'Insufficient text credits: this needs 2 text credits.',
    'Insufficient credits',
    'You need 3 more credits to do this',
  ])('opens the dialog for "%s"', (message) => {
    expect(isCreditError(new ApiRequestError(message, 402))).toBe(true);
    expect(creditDialogTriggerFor(new Error(message))).toBe('credits');
  });

  it.each([
    'You need to log in',
    'Not enough credits',
    'Insufficient audio credits: this needs 1 audio credit.',
    'An error occurred',
  ])('leaves "%s" to a toast', (message) => {
    expect(isCreditError(new ApiRequestError(message, 400))).toBe(false);
    expect(creditDialogTriggerFor(new ApiRequestError(message, 400))).toBeUndefined();
  });

  it('offers premium for plan limits', () => {
    expect(
      creditDialogTriggerFor(new ApiRequestError('Free accounts can create up to 3 stories.', 403, 'FREE_STORY_LIMIT')),
    ).toBe('premium');
    expect(
      creditDialogTriggerFor(
        new ApiRequestError('Setting stories to private requires a premium account', 403, 'PREMIUM_REQUIRED'),
      ),
    ).toBe('premium');
    expect(
      creditDialogTriggerFor(new ApiRequestError('Only the author of this story can do this', 403, 'FORBIDDEN')),
    ).toBeUndefined();
    expect(isCreditError('Insufficient credits')).toBe(false);
  });
});
