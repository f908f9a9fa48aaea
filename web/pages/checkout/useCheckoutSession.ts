import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiRequestError } from '#web/api/client';
import { type CheckoutKind, paymentQueries } from '#web/api/payments';
import { newIdempotencyKey } from '#web/api/useIntentMutation';
import { toast } from '#web/lib/toast';

const CONNECT_FAILED = 'Failed to connect to payment service. Please try again.';

/** The server could not be reached, or it could not reach the card provider. */
function isConnectFailure(error: unknown): boolean {
  return !(error instanceof ApiRequestError) || error.status === 502;
}

/** Why no checkout could be opened, in the words the card shows. */
export function initFailureMessage(kind: CheckoutKind, error: unknown): string {
  if (isConnectFailure(error)) return CONNECT_FAILED;
  return kind === 'credit'
    ? 'Unable to initialize payment. Please try again.'
    : 'Unable to initialize subscription. Please try again.';
}

/**
 * Opens one checkout session per visit. A query rather than a mutation, so that a re-render or a
 * second mount never opens a second session; nothing is kept once the page is left.
 */
export function useCheckoutSession(kind: CheckoutKind, id: string) {
  const navigate = useNavigate();
  const [visitKey] = useState(newIdempotencyKey);
  const query = useQuery(paymentQueries.checkout(kind, id, visitKey));

  const { error } = query;
  useEffect(() => {
    if (!error) return;
    if (error instanceof ApiRequestError && error.status === 400) {
      toast({ variant: 'destructive', title: kind === 'credit' ? 'Invalid package' : 'Invalid plan' });
      navigate(kind === 'credit' ? '/credits' : '/subscription', { replace: true });
    } else if (error instanceof ApiRequestError && error.status === 409) {
      toast({ variant: 'destructive', title: 'Subscription Error', description: error.message });
      navigate('/subscription', { replace: true });
    } else {
      toast({
        variant: 'destructive',
        title: 'Error',
        description: isConnectFailure(error) ? CONNECT_FAILED : 'Could not initialize payment. Please try again.',
      });
    }
  }, [error, kind, navigate]);

  return query;
}
