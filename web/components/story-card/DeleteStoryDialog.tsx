import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { ConfirmDialog } from '../ui/confirm-dialog';

interface DeleteStoryDialogProps {
  /** The button that opens the dialog. */
  trigger: ReactNode;
  pending: boolean;
  onConfirm: () => void;
  /** Open from the start: the trigger was pressed before this dialog's code had loaded. */
  defaultOpen?: boolean;
}

/** The spec's confirmation before a story is deleted for good. */
export function DeleteStoryDialog({ trigger, pending, onConfirm, defaultOpen = false }: DeleteStoryDialogProps) {
  return (
    <ConfirmDialog
      trigger={trigger}
      defaultOpen={defaultOpen}
      title="Delete Story"
      description="Are you sure you want to delete this story? This action cannot be undone."
      confirmLabel={
        <>
          <Trash2 aria-hidden="true" />
          Delete
        </>
      }
      pending={pending}
      onConfirm={onConfirm}
    />
  );
}
