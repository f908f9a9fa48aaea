import { type ReactNode, useState } from 'react';
import { Button } from './button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
} from './dialog';

interface ConfirmDialogProps {
  /** The button that opens the dialog. Without one, `open` and `onOpenChange` drive it. */
  trigger?: ReactNode;
  open?: boolean;
  /** Open from the start: the trigger was pressed before this dialog's code had loaded. */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  /** What else the dialog shows (the account about to be deleted, …). */
  children?: ReactNode;
  cancelLabel?: string;
  /** The confirming button's content: its icon and words. */
  confirmLabel: ReactNode;
  pending?: boolean;
  /**
   * Confirming closes a dialog opened by its trigger at once; one driven by `open` stays until its
   * owner closes it (after the action succeeds, say).
   */
  onConfirm: () => void;
}

/** The confirmation before an action that cannot be undone: a title, what follows, Cancel and the action. */
export function ConfirmDialog({
  trigger,
  open,
  defaultOpen = false,
  onOpenChange,
  title,
  description,
  children,
  cancelLabel = 'Cancel',
  confirmLabel,
  pending = false,
  onConfirm,
}: ConfirmDialogProps) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const driven = open !== undefined;
  const setShown = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  return (
    <Dialog open={driven ? open : ownOpen} onOpenChange={setShown}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        {children}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="ghost">{cancelLabel}</Button>
          </DialogClose>
          <Button
            variant="destructive"
            disabled={pending}
            onClick={() => {
              if (!driven) setOwnOpen(false);
              onConfirm();
            }}
          >
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
