import { isPackId, isPlanId } from '#common/catalogue/plans';
import type { CheckoutKind } from '#web/api/payments';

export type CheckoutTarget =
  | { ok: true; kind: CheckoutKind; id: string }
  | {
      ok: false;
      toast: 'Invalid checkout' | 'Invalid package' | 'Invalid plan' | 'Missing information';
      redirect: string;
    };

/** Checks /checkout/{type}/{id} against the catalogue before anything is asked of the server. */
export function checkoutTarget(type: string | undefined, id: string | undefined): CheckoutTarget {
  if (!type) return { ok: false, toast: 'Missing information', redirect: '/credits' };
  if (type !== 'credit' && type !== 'subscription') return { ok: false, toast: 'Invalid checkout', redirect: '/' };
  if (!id)
    return { ok: false, toast: 'Missing information', redirect: type === 'credit' ? '/credits' : '/subscription' };
  if (type === 'credit')
    return isPackId(id) ? { ok: true, kind: type, id } : { ok: false, toast: 'Invalid package', redirect: '/credits' };
  return isPlanId(id) && id !== 'free'
    ? { ok: true, kind: type, id }
    : { ok: false, toast: 'Invalid plan', redirect: '/subscription' };
}
