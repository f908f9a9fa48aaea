import { Save } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { AdminCreateUserBody, AdminUpdateUserBody, AdminUser } from '#common/contract';
import { useCreateUser, useUpdateUser } from '#web/api/admin';
import { Button } from '#web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '#web/components/ui/dialog';
import { toast } from '#web/lib/toast';
import { lazyResolver } from '#web/lib/lazyResolver';
import { UserFields, type UserFormValues } from './UserFields';

const emptyUser: UserFormValues = { name: '', email: '', password: '', role: 'user', isPremium: false };
const createResolver = lazyResolver(() => import('./userResolvers').then((loaded) => loaded.createUserResolver));
const updateResolver = lazyResolver(() => import('./userResolvers').then((loaded) => loaded.updateUserResolver));

interface UserDialogShellProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  onSubmit: () => void;
  pending: boolean;
  submitLabel: ReactNode;
  children: ReactNode;
}

function UserDialogShell({
  open,
  onOpenChange,
  title,
  description,
  onSubmit,
  pending,
  submitLabel,
  children,
}: UserDialogShellProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        <form noValidate className="mt-6" onSubmit={onSubmit}>
          {children}
          <DialogFooter>
            <Button variant="ghost" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Opened by the panel's "Add User" button; its code (and the form library) loads when first opened. */
export function AddUserDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const form = useForm<UserFormValues, unknown, AdminCreateUserBody>({
    resolver: createResolver,
    defaultValues: emptyUser,
  });
  const create = useCreateUser();
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) form.reset(emptyUser);
  };
  const submit = form.handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: (user) => {
        toast({ title: 'User Created', description: `${user.name} can now sign in.` });
        close(false);
      },
      onError: () =>
        toast({ variant: 'destructive', title: 'Error', description: 'Failed to create user. Please try again.' }),
    }),
  );
  return (
    <UserDialogShell
      open={open}
      onOpenChange={close}
      title="Add User"
      description="Create an account. They receive the welcome credits and can sign in with this password."
      onSubmit={submit}
      pending={create.isPending}
      submitLabel={create.isPending ? 'Creating...' : 'Create User'}
    >
      <UserFields
        idPrefix="add-user"
        register={form.register}
        control={form.control}
        errors={form.formState.errors}
        withPassword
        withPremium
      />
    </UserDialogShell>
  );
}

/** Edits the user it is given; closing it (or a successful save) hands control back with `onClose`. */
export function EditUserDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const form = useForm<UserFormValues, unknown, AdminUpdateUserBody>({ resolver: updateResolver });
  const update = useUpdateUser();
  useEffect(() => {
    if (user) form.reset({ name: user.name, email: user.email, role: user.role });
  }, [user, form]);
  const submit = form.handleSubmit((body) => {
    if (!user) return;
    update.mutate(
      { id: user._id, body },
      {
        onSuccess: (saved) => {
          toast({ title: 'User Updated', description: `${saved.name}'s details have been saved.` });
          onClose();
        },
        onError: () =>
          toast({ variant: 'destructive', title: 'Error', description: 'Failed to update user. Please try again.' }),
      },
    );
  });
  return (
    <UserDialogShell
      open={user !== null}
      onOpenChange={(next) => !next && onClose()}
      title="Edit User"
      description="Change this account's name, email or role."
      onSubmit={submit}
      pending={update.isPending}
      submitLabel={
        <>
          <Save aria-hidden="true" />
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </>
      }
    >
      <UserFields idPrefix="edit-user" register={form.register} control={form.control} errors={form.formState.errors} />
    </UserDialogShell>
  );
}
