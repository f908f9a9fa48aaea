import { Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '../ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
} from '../ui/dialog';

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
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogTitle>Delete Story</DialogTitle>
        <DialogDescription>Are you sure you want to delete this story? This action cannot be undone.</DialogDescription>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="ghost">Cancel</Button>
          </DialogClose>
          <Button
            variant="destructive"
            disabled={pending}
            onClick={() => {
              setOpen(false);
              onConfirm();
            }}
          >
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
