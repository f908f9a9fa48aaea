import { useSearchParams } from 'react-router';
import { useAgeStatus } from '#web/api/age';
import { AgeVerificationPanel } from '#web/components/age/AgeVerificationPanel';
import { Card, CardContent, CardHeader } from '#web/components/ui/card';

/** While a provider's answer is on its way (its page sent the user back here), the standing is asked again this often. */
const RESULT_POLL_MS = 3000;

/** "Verify your age": the methods, and the page a provider's hosted check returns to. */
export default function VerifyAgePage() {
  const [params] = useSearchParams();
  const returning = params.has('verification');
  const status = useAgeStatus({ pollMs: returning ? RESULT_POLL_MS : undefined });
  const waiting = returning && status.data && !status.data.verified;
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <Card>
        <CardHeader>
          <h1 className="text-4xl font-semibold">Verify your age</h1>
          <p className="text-muted-foreground">
            {status.data?.required === false
              ? 'Where you are now, stories are open without a check; verifying keeps them open wherever you travel.'
              : 'Where you are, the law asks us to check that readers are adults before showing explicit stories.'}
          </p>
        </CardHeader>
        <CardContent className="space-y-5 text-muted-foreground">
          {waiting && (
            <p role="status" className="rounded-lg bg-primary/10 p-3 text-foreground">
              Thank you. We are waiting for the result of your check; this page updates by itself.
            </p>
          )}
          <AgeVerificationPanel />
        </CardContent>
      </Card>
    </div>
  );
}
