import { useMutation } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { resetPasswordRequest } from '#web/api/auth';
import { messageOf } from '#web/api/client';
import { AuthFields, type FieldSpec } from '#web/components/auth/AuthFields';
import { AuthShell } from '#web/components/auth/AuthShell';
import { BackToLogin } from '#web/components/auth/BackToLogin';
import type { NewPasswordInput } from '#web/components/auth/newPasswordSchema';
import { Button } from '#web/components/ui/button';
import { useAuth } from '#web/lib/auth';
import { lazyResolver } from '#web/lib/lazyResolver';
import { toast } from '#web/lib/toast';

const INVALID_LINK = 'This link is invalid or has expired.';

const fields: FieldSpec<NewPasswordInput>[] = [
  {
    name: 'password',
    label: 'New password',
    type: 'password',
    autoComplete: 'new-password',
    hint: 'At least 6 characters.',
  },
  { name: 'confirmPassword', label: 'Confirm new password', type: 'password', autoComplete: 'new-password' },
];

const resolver = lazyResolver(() =>
  import('#web/components/auth/authResolvers').then((loaded) => loaded.newPasswordResolver),
);

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const { startSession } = useAuth();
  const form = useForm<NewPasswordInput>({
    resolver,
    defaultValues: { password: '', confirmPassword: '' },
  });
  const mutation = useMutation({
    mutationFn: ({ password }: NewPasswordInput) => resetPasswordRequest({ token: token ?? '', password }),
    onSuccess: async (session) => {
      await startSession(session);
      toast({
        title: 'Password reset',
        description: 'Your new password is set, and your other sessions were signed out.',
      });
      navigate('/', { replace: true });
    },
  });

  const failure = token ? (mutation.isError ? messageOf(mutation.error, INVALID_LINK) : null) : INVALID_LINK;

  return (
    <AuthShell
      title="Choose a new password"
      subtitle="Pick a password you don't use anywhere else."
      footer={<BackToLogin />}
    >
      {failure && (
        <div role="alert" className="rounded-lg border border-destructive/40 bg-destructive/10 p-4 text-sm">
          <p>{failure}</p>
          <Link
            to="/forgot-password"
            className="focus-ring mt-2 inline-block rounded font-medium text-primary hover:underline"
          >
            Send me a new link
          </Link>
        </div>
      )}
      {token && (
        <form noValidate className="space-y-5" onSubmit={form.handleSubmit((body) => mutation.mutate(body))}>
          <AuthFields form={form} fields={fields} />
          <Button type="submit" className="w-full" disabled={mutation.isPending}>
            <KeyRound aria-hidden="true" />
            {mutation.isPending ? 'Saving...' : 'Set new password'}
          </Button>
        </form>
      )}
    </AuthShell>
  );
}
