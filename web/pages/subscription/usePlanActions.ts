import { messageOf } from '#web/api/client';
import { usePlanChange } from '#web/api/payments';
import { toast } from '#web/lib/toast';

/** Change, cancel or resume, each announced with the server's own sentence. */
export function usePlanActions() {
  const change = usePlanChange();
  const run = (plan: string | null, title: string) =>
    change.mutate(plan, {
      onSuccess: (result) => toast({ title, description: result.message }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Subscription Error',
          description: messageOf(error, 'There was a problem processing your subscription. Please try again.'),
        }),
    });
  return {
    /** The plan id being applied, `cancel` while cancelling, or null. */
    busy: change.isPending ? (change.variables ?? 'cancel') : null,
    changeTo: (plan: string) => run(plan, 'Plan updated'),
    resume: (plan: string) => run(plan, 'Subscription resumed'),
    cancel: () => run(null, 'Subscription cancelled'),
  };
}
