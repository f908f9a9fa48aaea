import { Trash2 } from 'lucide-react';
import type { AdminUser } from '#common/contract';
import { Button } from '#web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '#web/components/ui/dialog';

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
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>Delete User</DialogTitle>
        <DialogDescription>Are you sure you want to delete this user? This action cannot be undone.</DialogDescription>
        {user && (
          <p className="mt-4 rounded-xl border border-border bg-background/40 px-4 py-3 text-sm">
            <span className="block font-medium">{user.name}</span>
            <span className="text-muted-foreground">
              {user.email} · {user.storyCount} {user.storyCount === 1 ? 'story' : 'stories'} will be deleted too
            </span>
          </p>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="ghost">Cancel</Button>
          </DialogClose>
          <Button variant="destructive" disabled={pending || !user} onClick={() => user && onConfirm(user)}>
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
