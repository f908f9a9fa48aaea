import { useMutation } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { ForgotPasswordBody, forgotPasswordBodySchema } from '#common/contract';
import { forgotPasswordRequest } from '#web/api/auth';
import { messageOf } from '#web/api/client';
import { AuthFields, type FieldSpec } from '#web/components/auth/AuthFields';
import { AuthShell } from '#web/components/auth/AuthShell';
import { BackToLogin } from '#web/components/auth/BackToLogin';
import { Button } from '#web/components/ui/button';
import { lazyResolver } from '#web/lib/lazyResolver';
import { toast } from '#web/lib/toast';

type ForgotInput = z.input<typeof forgotPasswordBodySchema>;

const resolver = lazyResolver(() =>
  import('#web/components/auth/authResolvers').then((loaded) => loaded.forgotPasswordResolver),
);

const fields: FieldSpec<ForgotInput>[] = [
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', placeholder: 'you@example.com' },
];

export default function ForgotPasswordPage() {
  const form = useForm<ForgotInput, unknown, ForgotPasswordBody>({
    resolver,
    defaultValues: { email: '' },
  });
  const mutation = useMutation({
    mutationFn: (body: ForgotPasswordBody) => forgotPasswordRequest(body.email),
    onError: (error) =>
      toast({ variant: 'destructive', title: 'Error', description: messageOf(error, 'Please try again.') }),
  });

  return (
    <AuthShell
      title="Forgot password?"
      subtitle="Enter your account's email and we'll send you a link to choose a new password."
      footer={<BackToLogin />}
    >
      {mutation.isSuccess ? (
        <p role="status" className="rounded-lg border border-primary/30 bg-primary/10 p-4 text-sm leading-relaxed">
          {mutation.data}
        </p>
      ) : (
        <form noValidate className="space-y-5" onSubmit={form.handleSubmit((body) => mutation.mutate(body))}>
          <AuthFields form={form} fields={fields} />
          <Button type="submit" className="w-full" disabled={mutation.isPending}>
            <Mail aria-hidden="true" />
            {mutation.isPending ? 'Sending...' : 'Send reset link'}
          </Button>
        </form>
      )}
    </AuthShell>
  );
}
