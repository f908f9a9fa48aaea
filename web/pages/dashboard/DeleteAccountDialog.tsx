import { useMutation } from '@tanstack/react-query';
import { UserX } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { deleteAccountRequest } from '#web/api/library';
import { messageOf } from '#web/api/client';
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
import { FormField, describedBy } from '#web/components/ui/form-field';
import { Input } from '#web/components/ui/input';
import { useAuth } from '#web/lib/auth';
import { toast } from '#web/lib/toast';

/**
 * Deletes the account for good, confirmed with the password; accounts opened with Google have
 * none, so they confirm by typing their email instead.
 */
export function DeleteAccountDialog({ email }: { email: string }) {
  const { logout } = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [withEmail, setWithEmail] = useState(false);
  // The one field: the password, or the email of an account opened with Google.
  const [value, setValue] = useState('');

  const deletion = useMutation({
    mutationFn: (given: string) => deleteAccountRequest(withEmail ? { confirm: given.trim() } : { password: given }),
    // Home first: signed out on this guarded page, the guard would send the visitor to the login page instead.
    onSuccess: async () => {
      toast({ title: 'Account Deleted', description: 'Your account and your stories have been removed.' });
      await navigate('/');
      await logout();
    },
  });
  // Shown in the dialog: a toast would sit outside the modal, hidden from assistive technology.
  const error = deletion.error ? messageOf(deletion.error, 'Failed to delete account. Please try again.') : undefined;

  const clear = () => {
    setValue('');
    deletion.reset();
  };

  const field = withEmail
    ? { id: 'delete-confirm', label: 'Email', type: 'email', hint: `Type ${email} to confirm.` }
    : { id: 'delete-password', label: 'Password', type: 'password', hint: undefined };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        clear();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" className="text-danger hover:text-danger-soft">
          <UserX aria-hidden="true" />
          Delete account
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Delete account</DialogTitle>
        <DialogDescription>
          Your account, your stories and your remaining credits will be removed. This action cannot be undone.
        </DialogDescription>
        <form
          className="mt-5 space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (value) deletion.mutate(value);
          }}
        >
          <FormField id={field.id} label={field.label} hint={field.hint} error={error}>
            <Input
              id={field.id}
              aria-invalid={Boolean(error)}
              aria-describedby={describedBy(field.id, error, field.hint)}
              type={field.type}
              autoComplete={withEmail ? 'email' : 'current-password'}
              required
              value={value}
              onChange={(event) => setValue(event.currentTarget.value)}
            />
          </FormField>
          <button
            type="button"
            className="focus-ring rounded-sm text-xs text-primary underline-offset-4 hover:underline"
            onClick={() => {
              setWithEmail(!withEmail);
              clear();
            }}
          >
            {withEmail ? 'I have a password' : 'Signed up with Google? Confirm with your email instead'}
          </button>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="ghost">Cancel</Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={deletion.isPending || !value}>
              {deletion.isPending ? 'Deleting...' : 'Delete my account'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
