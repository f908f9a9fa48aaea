import { useMutation } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { WELCOME_CREDITS } from '#common/rules/offers';
import type { SignupBody, signupBodySchema } from '#common/contract';
import { messageOf } from '#web/api/client';
import { AuthFields, type FieldSpec } from '#web/components/auth/AuthFields';
import { AuthShell, OrDivider } from '#web/components/auth/AuthShell';
import { GoogleButton } from '#web/components/auth/GoogleButton';
import { Button } from '#web/components/ui/button';
import { useAuth } from '#web/lib/auth';
import { redirectTarget } from '#web/lib/format';
import { lazyResolver } from '#web/lib/lazyResolver';
import { toast } from '#web/lib/toast';

type SignupInput = z.input<typeof signupBodySchema>;

const resolver = lazyResolver(() =>
  import('#web/components/auth/authResolvers').then((loaded) => loaded.signupResolver),
);

const fields: FieldSpec<SignupInput>[] = [
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'name', placeholder: 'How should we call you?' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', placeholder: 'you@example.com' },
  { name: 'phone', label: 'Phone (optional)', type: 'tel', autoComplete: 'tel', placeholder: '+33 6 12 34 56 78' },
  {
    name: 'password',
    label: 'Password',
    type: 'password',
    autoComplete: 'new-password',
    hint: 'At least 6 characters.',
  },
];

export default function SignupPage() {
  const { signup } = useAuth();
  const navigate = useNavigate();
  // Where the visitor was headed (the wizard, from the landing's "Write it"); the landing otherwise.
  const [params] = useSearchParams();
  const form = useForm<SignupInput, unknown, SignupBody>({
    resolver,
    defaultValues: { name: '', email: '', phone: '', password: '' },
  });

  const mutation = useMutation({
    mutationFn: signup,
    onSuccess: () => {
      toast({
        title: 'Account created successfully',
        description: `Welcome to Reverie! Your ${WELCOME_CREDITS.text} free stories are waiting.`,
      });
      void navigate(redirectTarget(params.get('redirect')));
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: 'Signup failed',
        description: messageOf(error, 'Please check your information and try again'),
      });
    },
  });

  const submit = form.handleSubmit(({ phone, ...body }) => mutation.mutate(phone ? { ...body, phone } : body));

  return (
    <AuthShell
      title="Begin your story"
      subtitle={`Create an account and write ${WELCOME_CREDITS.text} stories free, no credit card needed.`}
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className="focus-ring rounded font-medium text-primary hover:underline">
            Login
          </Link>
        </>
      }
    >
      <form noValidate className="space-y-5" onSubmit={submit}>
        <AuthFields form={form} fields={fields} />
        <Button type="submit" className="w-full" disabled={mutation.isPending}>
          <UserPlus aria-hidden="true" />
          {mutation.isPending ? 'Creating account...' : 'Sign Up'}
        </Button>
      </form>
      <OrDivider />
      <GoogleButton label="Sign up with Google" phone={form.watch('phone')} />
    </AuthShell>
  );
}
