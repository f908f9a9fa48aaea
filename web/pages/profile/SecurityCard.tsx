import { useMutation } from '@tanstack/react-query';
import { KeyRound, LogOut } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { changePasswordRequest } from '#web/api/auth';
import { messageOf } from '#web/api/client';
import { AuthFields, type FieldSpec } from '#web/components/auth/AuthFields';
import type { ChangePasswordInput } from '#web/components/auth/newPasswordSchema';
import { Button } from '#web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { useAuth } from '#web/lib/auth';
import { lazyResolver } from '#web/lib/lazyResolver';
import { toast } from '#web/lib/toast';

const resolver = lazyResolver(() =>
  import('#web/components/auth/authResolvers').then((loaded) => loaded.changePasswordResolver),
);

const fields: FieldSpec<ChangePasswordInput>[] = [
  { name: 'currentPassword', label: 'Current password', type: 'password', autoComplete: 'current-password' },
  {
    name: 'newPassword',
    label: 'New password',
    type: 'password',
    autoComplete: 'new-password',
    hint: 'At least 6 characters.',
  },
  { name: 'confirmPassword', label: 'Confirm new password', type: 'password', autoComplete: 'new-password' },
];

export function SecurityCard() {
  const { logoutEverywhere } = useAuth();
  const navigate = useNavigate();
  const form = useForm<ChangePasswordInput>({
    resolver,
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const change = useMutation({
    mutationFn: ({ currentPassword, newPassword }: ChangePasswordInput) =>
      changePasswordRequest({ currentPassword, newPassword }),
    onSuccess: (message) => {
      form.reset();
      toast({ title: 'Password changed', description: message });
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Error',
        description: messageOf(error, 'Failed to change your password.'),
      }),
  });

  const signOutAll = useMutation({
    mutationFn: logoutEverywhere,
    onSuccess: () => {
      toast({ title: 'Signed out everywhere', description: 'Every session of your account has ended.' });
      navigate('/login', { replace: true });
    },
    onError: (error) =>
      toast({ variant: 'destructive', title: 'Error', description: messageOf(error, 'Please try again.') }),
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Security</CardTitle>
        <CardDescription>Changing your password signs out your other sessions.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <form noValidate className="space-y-5" onSubmit={form.handleSubmit((body) => change.mutate(body))}>
          <AuthFields form={form} fields={fields} />
          <Button type="submit" disabled={change.isPending}>
            <KeyRound aria-hidden="true" />
            {change.isPending ? 'Changing...' : 'Change password'}
          </Button>
        </form>
        <div className="flex flex-col gap-3 border-t border-border/60 pt-5 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted-foreground">Lost a device, or signed in somewhere you shouldn't have?</p>
          <Button variant="outline" onClick={() => signOutAll.mutate()} disabled={signOutAll.isPending}>
            <LogOut aria-hidden="true" />
            {signOutAll.isPending ? 'Signing out...' : 'Sign out everywhere'}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
