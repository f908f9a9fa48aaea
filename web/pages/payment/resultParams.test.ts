import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '#web/api/client';
import {
  VERIFICATION_FAILED,
  VERIFICATION_ISSUE,
  planLetters,
  sessionIdOf,
  verificationFailureMessage,
} from './resultParams';

describe('payment result parameters', () => {
  it('keeps only the letters of the plan', () => {
    expect(planLetters('seduction')).toBe('seduction');
    expect(planLetters('sedu<script>ction1')).toBe('seduscriptction');
    expect(planLetters('../intimacy?x=1')).toBe('intimacyx');
    expect(planLetters(null)).toBe('');
  });

  it('reads the session under either name', () => {
    expect(sessionIdOf(new URLSearchParams('session_id=a'))).toBe('a');
    expect(sessionIdOf(new URLSearchParams('CHECKOUT_SESSION_ID=b'))).toBe('b');
    expect(sessionIdOf(new URLSearchParams(''))).toBeNull();
  });

  it('words a failure by its cause', () => {
    expect(verificationFailureMessage(new TypeError('Failed to fetch'))).toBe(VERIFICATION_ISSUE);
    expect(verificationFailureMessage(new ApiRequestError('boom', 500))).toBe(VERIFICATION_ISSUE);
    expect(verificationFailureMessage(new ApiRequestError('Payment session not found', 404))).toBe(VERIFICATION_FAILED);
    const unpaid = 'Payment not completed yet: no credits were added.';
    expect(verificationFailureMessage(new ApiRequestError(unpaid, 409))).toBe(unpaid);
  });
});
