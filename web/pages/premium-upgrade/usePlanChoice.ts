import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isPlanId, type PlanId, PLANS, planTier } from '#common/catalogue/plans';
import { messageOf } from '#web/api/client';
import { usePlanChange, useSubscription } from '#web/api/payments';
import { useAuth } from '#web/lib/auth';
import { toast } from '#web/lib/toast';

/** What choosing a plan card does: checkout for newcomers, the plan-change flow for subscribers. */
export function usePlanChoice() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const subscription = useSubscription(Boolean(user));
  const change = usePlanChange();
  const [leavingFor, setLeavingFor] = useState<PlanId | null>(null);

  const current: PlanId = user && isPlanId(user.subscription) ? user.subscription : 'free';
  const subscribed = subscription.data ? subscription.data.status === 'active' : planTier(current) > 0;
  const firstMonthOffer = subscription.data?.firstSubscriptionDiscount ?? !subscribed;
  const processing: string | null = change.isPending ? (change.variables ?? null) : leavingFor;

  const choose = (plan: PlanId) => {
    if (plan === 'free' && !subscribed) {
      toast({ title: 'Already Active', description: 'You are already on the Free plan.' });
    } else if (plan === 'free') {
      navigate('/subscription');
    } else if (!subscribed) {
      setLeavingFor(plan);
      navigate(`/checkout/subscription/${plan}`);
    } else {
      change.mutate(plan, {
        onSuccess: (result) => {
          toast({ title: 'Plan updated', description: result.message });
          navigate('/subscription');
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'Subscription Error',
            description: messageOf(error, 'There was a problem processing your subscription. Please try again.'),
          }),
      });
    }
  };

  const labelFor = (plan: PlanId): string => {
    if (plan === current) return 'Current Plan';
    if (plan === 'free') return subscribed ? 'Switch to Free' : 'Stay Free';
    if (!subscribed) return `Choose ${PLANS[plan].name}`;
    return planTier(plan) > planTier(current) ? 'Upgrade Now' : 'Downgrade';
  };

  return { current, firstMonthOffer, processing, choose, labelFor };
}
