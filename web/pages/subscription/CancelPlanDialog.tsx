import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';

interface CancelPlanDialogProps {
  planName: string;
  until: string;
  busy: string | null;
  onConfirm: () => void;
}

export function CancelPlanDialog({ planName, until, busy, onConfirm }: CancelPlanDialogProps) {
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" disabled={busy !== null}>
          {busy === 'cancel' ? 'Processing...' : 'Cancel Subscription'}
        </Button>
      }
      title="Cancel your subscription?"
      description={`You keep ${planName} and its benefits until ${until}. After that your account returns to the free plan; your stories and credits stay with you.`}
      cancelLabel="Keep my plan"
      confirmLabel="Cancel subscription"
      onConfirm={onConfirm}
    />
  );
}
