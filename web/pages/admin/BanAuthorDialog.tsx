import { Ban } from 'lucide-react';
import type { ReactNode } from 'react';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';

/** Confirms suspending a story's author, saying what follows. */
export function BanAuthorDialog({
  author,
  trigger,
  pending,
  onConfirm,
}: {
  author: string;
  trigger: ReactNode;
  pending: boolean;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      trigger={trigger}
      title={`Ban ${author}?`}
      description="They are signed out everywhere, can no longer sign in, and all their stories are hidden from readers."
      confirmLabel={
        <>
          <Ban aria-hidden="true" />
          Ban Author
        </>
      }
      pending={pending}
      onConfirm={onConfirm}
    />
  );
}
