import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { closeAgeDialog, useAgeDialogOpen } from '#web/lib/ageDialog';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../ui/dialog';
import { AgeVerificationPanel } from './AgeVerificationPanel';

/** The "Verify your age" dialog, opened from any gated screen or by a refused action. */
export function VerifyAgeDialog() {
  const open = useAgeDialogOpen();
  // Following one of its links (log in, why we ask) leaves the dialog behind.
  const { pathname } = useLocation();
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (pathname !== shownOn.current) closeAgeDialog();
    shownOn.current = pathname;
  }, [pathname]);
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : closeAgeDialog())}>
      <DialogContent>
        <DialogTitle className="text-3xl font-semibold">Verify your age</DialogTitle>
        <DialogDescription className="mt-2 text-sm text-muted-foreground">
          The law where you are asks us to check that readers are adults before showing explicit stories.
        </DialogDescription>
        <div className="mt-5 text-sm text-muted-foreground">
          {open && <AgeVerificationPanel onVerified={closeAgeDialog} />}
        </div>
      </DialogContent>
    </Dialog>
  );
}
