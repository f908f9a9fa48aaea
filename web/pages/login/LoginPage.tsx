import { useMutation } from '@tanstack/react-query';
import { LogIn } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import type { LoginBody, loginBodySchema } from '#common/contract';
import { messageOf } from '#web/api/client';
import { AuthFields, type FieldSpec } from '#web/components/auth/AuthFields';
import { AuthShell, OrDivider } from '#web/components/auth/AuthShell';
import { GoogleButton } from '#web/components/auth/GoogleButton';
import { Button } from '#web/components/ui/button';
import { useAuth } from '#web/lib/auth';
import { redirectTarget } from '#web/lib/format';
import { lazyResolver } from '#web/lib/lazyResolver';
import { toast } from '#web/lib/toast';

const POST_LOGIN_DELAY_MS = 100;

type LoginInput = z.input<typeof loginBodySchema>;

const resolver = lazyResolver(() =>
  import('#web/components/auth/authResolvers').then((loaded) => loaded.loginResolver),
);

const fields: FieldSpec<LoginInput>[] = [
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', placeholder: 'you@example.com' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
];

export default function LoginPage() {
  const { login } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const form = useForm<LoginInput, unknown, LoginBody>({
    resolver,
    defaultValues: { email: '', password: '' },
  });

  const mutation = useMutation({
    mutationFn: login,
    onSuccess: () => {
      toast({ title: 'Login successful', description: 'Welcome back!' });
      const target = redirectTarget(params.get('redirect'));
      setTimeout(() => navigate(target), POST_LOGIN_DELAY_MS);
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: 'Login failed',
        description: messageOf(error, 'Please check your credentials and try again'),
      });
    },
  });

  return (
    <AuthShell
      title="Welcome back"
      subtitle="Sign in to continue your stories."
      footer={
        <>
          New to Reverie?{' '}
          <Link to="/signup" className="focus-ring rounded font-medium text-primary hover:underline">
            Create an account
          </Link>
        </>
      }
    >
      <form noValidate className="space-y-5" onSubmit={form.handleSubmit((body) => mutation.mutate(body))}>
        <AuthFields form={form} fields={fields} />
        <div className="-mt-2 text-right text-sm">
          <Link to="/forgot-password" className="focus-ring rounded font-medium text-primary hover:underline">
            Forgot password?
          </Link>
        </div>
        <Button type="submit" className="w-full" disabled={mutation.isPending}>
          <LogIn aria-hidden="true" />
          {mutation.isPending ? 'Logging in...' : 'Login'}
        </Button>
      </form>
      <OrDivider />
      <GoogleButton label="Continue with Google" />
    </AuthShell>
  );
}
