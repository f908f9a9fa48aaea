import { useMutation } from '@tanstack/react-query';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { verifyEmailRequest } from '#web/api/auth';
import { messageOf } from '#web/api/client';
import { AuthShell } from '#web/components/auth/AuthShell';
import { Spinner } from '#web/components/ui/spinner';
import { useAuth } from '#web/lib/auth';

const INVALID_LINK = 'This link is invalid or has expired.';

/** The landing of the emailed link: it verifies once, whoever is signed in on this browser. */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const { isAuthenticated, refreshUser } = useAuth();
  const mutation = useMutation({ mutationFn: verifyEmailRequest, onSuccess: () => refreshUser() });
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    mutation.mutate(token);
  }, [token, mutation]);

  const failed = !token || mutation.isError;
  const next = isAuthenticated ? { to: '/profile', label: 'Go to your profile' } : { to: '/login', label: 'Log in' };

  return (
    <AuthShell title="Verify your email" subtitle="Confirming the address of your Reverie account." footer={null}>
      {mutation.isSuccess && (
        <p role="status" className="flex items-center gap-2 text-sm">
          <CheckCircle2 className="size-5 text-primary" aria-hidden="true" />
          {mutation.data}
        </p>
      )}
      {failed && (
        <p role="alert" className="flex items-center gap-2 text-sm">
          <XCircle className="size-5 text-destructive" aria-hidden="true" />
          {token ? messageOf(mutation.error, INVALID_LINK) : INVALID_LINK}
        </p>
      )}
      {!failed && !mutation.isSuccess && <Spinner label="Verifying your email" />}
      {(failed || mutation.isSuccess) && (
        <Link to={next.to} className="focus-ring inline-block rounded font-medium text-primary hover:underline">
          {next.label}
        </Link>
      )}
    </AuthShell>
  );
}
