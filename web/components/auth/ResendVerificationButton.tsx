import { useMutation } from '@tanstack/react-query';
import { resendVerificationRequest } from '#web/api/auth';
import { messageOf } from '#web/api/client';
import { Button } from '#web/components/ui/button';
import { toast } from '#web/lib/toast';

/** Sends the account's confirmation link again, and says so. */
export function ResendVerificationButton() {
  const resend = useMutation({
    mutationFn: resendVerificationRequest,
    onSuccess: (message) => toast({ title: 'Verification email sent', description: message }),
    onError: (error) =>
      toast({ variant: 'destructive', title: 'Error', description: messageOf(error, 'Please try again later.') }),
  });
  return (
    <Button variant="outline" onClick={() => resend.mutate()} disabled={resend.isPending}>
      {resend.isPending ? 'Sending...' : 'Resend verification email'}
    </Button>
  );
}
