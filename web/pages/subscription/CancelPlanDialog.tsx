import { useState } from 'react';
import { Button } from '#web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
} from '#web/components/ui/dialog';

interface CancelPlanDialogProps {
  planName: string;
  until: string;
  busy: string | null;
  onConfirm: () => void;
}

export function CancelPlanDialog({ planName, until, busy, onConfirm }: CancelPlanDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" disabled={busy !== null}>
          {busy === 'cancel' ? 'Processing...' : 'Cancel Subscription'}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Cancel your subscription?</DialogTitle>
        <DialogDescription>
          You keep {planName} and its benefits until {until}. After that your account returns to the free plan; your
          stories and credits stay with you.
        </DialogDescription>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Keep my plan
          </Button>
          <Button
            variant="destructive"
            onClick={() => {
              setOpen(false);
              onConfirm();
            }}
          >
            Cancel subscription
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
