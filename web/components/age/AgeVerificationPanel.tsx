import { BadgeCheck, CreditCard, IdCard, TestTube } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import type { AgeMethod } from '#common/catalogue/age';
import { useAgeStatus, useStartAgeVerification } from '#web/api/age';
import { messageOf } from '#web/api/client';
import { Button } from '#web/components/ui/button';
import { useAuth } from '#web/lib/auth';
import { formatDate } from '#web/lib/format';
import { toast } from '#web/lib/toast';
import { AGE_METHOD_LABELS } from './ageMethodLabels';

const ICONS = { identity: IdCard, card: CreditCard, demo: TestTube } as const;

/** The methods on offer, or the user's standing, and where to read about the check: the body of the "Verify your age" page and dialog. */
export function AgeVerificationPanel({ onVerified }: { onVerified?: () => void }) {
  return (
    <div className="space-y-4">
      <PanelBody onVerified={onVerified} />
      <p className="text-sm">
        <Link className="text-primary underline-offset-4 hover:underline" to="/age-assurance">
          What we check, what we keep, and why
        </Link>
      </p>
    </div>
  );
}

function PanelBody({ onVerified = () => {} }: { onVerified?: () => void }) {
  const { user } = useAuth();
  const location = useLocation();
  const status = useAgeStatus();
  const start = useStartAgeVerification(() => {
    toast({ title: 'Your age is verified', description: 'Every story is open to you now.' });
    onVerified();
  });

  if (!user) {
    const back = `${location.pathname}${location.search}`.slice(1);
    return (
      <div className="space-y-4">
        <p>Sign in first: the check is kept with your account, so you only do it once.</p>
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <Link to={`/login?redirect=${encodeURIComponent(back)}`}>Log in</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/signup">Sign up</Link>
          </Button>
        </div>
      </div>
    );
  }
  if (status.data?.verification) {
    return (
      <p className="flex items-center gap-2 text-foreground">
        <BadgeCheck className="size-5 text-emerald-300" aria-hidden="true" />
        Verified adult, by {AGE_METHOD_LABELS[status.data.verification.method].title.toLowerCase()} on{' '}
        {formatDate(status.data.verification.verifiedAt)}.
      </p>
    );
  }
  return (
    <div className="space-y-3">
      <ul className="grid gap-3">
        {(status.data?.methods ?? []).map((method: AgeMethod) => {
          const Icon = ICONS[method];
          return (
            <li key={method} className="rounded-lg border border-border p-4 text-left">
              <p className="flex items-center gap-2 font-semibold text-foreground">
                <Icon className="size-5 text-primary" aria-hidden="true" />
                {AGE_METHOD_LABELS[method].title}
              </p>
              <p className="mt-1 text-sm">{AGE_METHOD_LABELS[method].detail}</p>
              <Button className="mt-3" size="sm" disabled={start.isPending} onClick={() => start.mutate(method)}>
                Verify with {AGE_METHOD_LABELS[method].title.toLowerCase()}
              </Button>
            </li>
          );
        })}
      </ul>
      {start.error && (
        <p role="alert" className="text-sm text-destructive-foreground">
          {messageOf(start.error, 'The check could not start. Please try again.')}
        </p>
      )}
    </div>
  );
}
