import { describe, expect, it } from 'vitest';
import { checkoutTarget } from './checkoutTarget';

describe('checkoutTarget', () => {
  it('accepts catalogue packs and paid plans', () => {
    expect(checkoutTarget('credit', 'starter')).toEqual({ ok: true, kind: 'credit', id: 'starter' });
    expect(checkoutTarget('subscription', 'seduction')).toEqual({ ok: true, kind: 'subscription', id: 'seduction' });
  });

  it('refuses everything else with the spec toast and destination', () => {
    expect(checkoutTarget('nope', 'x')).toMatchObject({ toast: 'Invalid checkout', redirect: '/' });
    expect(checkoutTarget('credit', 'bogus')).toMatchObject({ toast: 'Invalid package', redirect: '/credits' });
    expect(checkoutTarget('subscription', 'free')).toMatchObject({ toast: 'Invalid plan', redirect: '/subscription' });
    expect(checkoutTarget('subscription', 'gold')).toMatchObject({ toast: 'Invalid plan', redirect: '/subscription' });
    expect(checkoutTarget('credit', undefined)).toMatchObject({ toast: 'Missing information' });
    expect(checkoutTarget(undefined, undefined)).toMatchObject({ toast: 'Missing information' });
  });
});
