import { useCallback, useMemo, useState } from 'react';
import type { CreditDialogProps } from './CreditDialog';
import { type CreditDialogTrigger, creditDialogTriggerFor } from './creditError';

/** State for one CreditDialog: `offerFor(error)` opens it when the error calls for it. */
export function useCreditDialog() {
  const [state, setState] = useState<{ open: boolean; trigger: CreditDialogTrigger; reason?: string }>({
    open: false,
    trigger: 'credits',
  });

  const show = useCallback(
    (trigger: CreditDialogTrigger, reason?: string) => setState({ open: true, trigger, reason }),
    [],
  );

  /** Opens the dialog for a credit or plan failure and says so; other errors are left to the caller. */
  const offerFor = useCallback(
    (error: unknown): boolean => {
      const trigger = creditDialogTriggerFor(error);
      if (!trigger) return false;
      show(trigger, trigger === 'premium' && error instanceof Error ? error.message : undefined);
      return true;
    },
    [show],
  );

  const dialogProps = useMemo<CreditDialogProps>(
    () => ({ ...state, onOpenChange: (open: boolean) => setState((current) => ({ ...current, open })) }),
    [state],
  );

  return { show, offerFor, dialogProps };
}
