import { Suspense, lazy } from 'react';
import { useOpenedOnce } from '#web/lib/useOpenedOnce';
import type { CreditDialogTrigger } from './creditError';

const CreditDialogBody = lazy(() => import('./CreditDialogBody'));

export interface CreditDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'credits' when an action ran out of credits; 'premium' when it needs a plan. */
  trigger: CreditDialogTrigger;
  /** Why it opened, in the server's words; a general invitation otherwise. */
  reason?: string;
}

/**
 * The invitation to buy credits or a plan when an action needs them. Most visits never open it, so its
 * code (and the dialog library's) loads the first time it does.
 */
export function CreditDialog(props: CreditDialogProps) {
  const opened = useOpenedOnce(props.open);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <CreditDialogBody {...props} />
    </Suspense>
  );
}
