import { useMutation } from '@tanstack/react-query';
import { MailWarning } from 'lucide-react';
import type { User } from '#common/contract';
import { resendVerificationRequest } from '#web/api/auth';
import { messageOf } from '#web/api/client';
import { Button } from '#web/components/ui/button';
import { toast } from '#web/lib/toast';

/** Shown until the account's email is verified; the server ignores its likes and votes for badges meanwhile. */
export function VerifyEmailBanner({ user }: { user: User }) {
  const resend = useMutation({
    mutationFn: resendVerificationRequest,
    onSuccess: (message) => toast({ title: 'Verification email sent', description: message }),
    onError: (error) =>
      toast({ variant: 'destructive', title: 'Error', description: messageOf(error, 'Please try again later.') }),
  });

  return (
    <section
      aria-labelledby="verify-email-title"
      className="mt-6 flex flex-col gap-4 rounded-xl border border-amber-400/40 bg-amber-400/10 p-5 sm:flex-row sm:items-center"
    >
      <MailWarning className="size-6 shrink-0 text-amber-300" aria-hidden="true" />
      <div className="flex-1 space-y-1">
        <h2 id="verify-email-title" className="font-semibold">
          Please verify your email
        </h2>
        <p className="text-sm text-muted-foreground">
          We sent a link to {user.email}. Until you open it, your likes and votes don't count toward other authors'
          badges.
        </p>
      </div>
      <Button variant="outline" onClick={() => resend.mutate()} disabled={resend.isPending}>
        {resend.isPending ? 'Sending...' : 'Resend verification email'}
      </Button>
    </section>
  );
}
