import { Ban } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '#web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
} from '#web/components/ui/dialog';

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
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogTitle>Ban {author}?</DialogTitle>
        <DialogDescription>
          They are signed out everywhere, can no longer sign in, and all their stories are hidden from readers.
        </DialogDescription>
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
            <Ban aria-hidden="true" />
            Ban Author
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
