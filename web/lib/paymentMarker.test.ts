import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_MARKER_MS } from '#web/lib/paymentMarker';
import { paymentMarkerKey, readPaymentMarker, writePaymentMarker } from './paymentMarker';

describe('the duplicate-processing marker', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('keeps a confirmed answer for 30 seconds, then removes it', () => {
    writePaymentMarker('credit', 'cs_1', { ok: 1 });
    expect(readPaymentMarker('credit', 'cs_1')).toEqual({ ok: 1 });
    vi.advanceTimersByTime(PAYMENT_MARKER_MS);
    expect(localStorage.getItem(paymentMarkerKey('credit', 'cs_1'))).toBeNull();
    expect(readPaymentMarker('credit', 'cs_1')).toBeUndefined();
  });

  it('treats a marker left by a closed page as expired once 30 seconds have passed', () => {
    const at = Date.now();
    localStorage.setItem(paymentMarkerKey('credit', 'cs_2'), JSON.stringify({ at, result: 'kept' }));
    expect(readPaymentMarker('credit', 'cs_2', at + PAYMENT_MARKER_MS - 1)).toBe('kept');
    expect(readPaymentMarker('credit', 'cs_2', at + PAYMENT_MARKER_MS)).toBeUndefined();
    expect(localStorage.getItem(paymentMarkerKey('credit', 'cs_2'))).toBeNull();
  });

  it('keeps sessions and kinds apart and ignores unreadable markers', () => {
    writePaymentMarker('credit', 'cs_3', 'credit answer');
    expect(readPaymentMarker('subscription', 'cs_3')).toBeUndefined();
    expect(readPaymentMarker('credit', 'cs_4')).toBeUndefined();
    localStorage.setItem(paymentMarkerKey('credit', 'cs_5'), '{broken');
    expect(readPaymentMarker('credit', 'cs_5')).toBeUndefined();
  });

  it('does not let an older timer remove a newer marker', () => {
    writePaymentMarker('credit', 'cs_6', 'first');
    vi.advanceTimersByTime(PAYMENT_MARKER_MS / 2);
    writePaymentMarker('credit', 'cs_6', 'second');
    vi.advanceTimersByTime(PAYMENT_MARKER_MS / 2);
    expect(readPaymentMarker('credit', 'cs_6')).toBe('second');
  });
});
