import { Trash2 } from 'lucide-react';
import type { AdminUser } from '#common/contract';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';

/** The confirmation before an account is deleted for good (the user counterpart of the story confirmation). */
export function DeleteUserDialog({
  user,
  pending,
  onConfirm,
  onClose,
}: {
  user: AdminUser | null;
  pending: boolean;
  onConfirm: (user: AdminUser) => void;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Delete User"
      description="Are you sure you want to delete this user? This action cannot be undone."
      confirmLabel={
        <>
          <Trash2 aria-hidden="true" />
          Delete
        </>
      }
      pending={pending || !user}
      onConfirm={() => user && onConfirm(user)}
    >
      {user && (
        <p className="mt-4 rounded-xl border border-border bg-background/40 px-4 py-3 text-sm">
          <span className="block font-medium">{user.name}</span>
          <span className="text-muted-foreground">
            {user.email} · {user.storyCount} {user.storyCount === 1 ? 'story' : 'stories'} will be deleted too
          </span>
        </p>
      )}
    </ConfirmDialog>
  );
}
