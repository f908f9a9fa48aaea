import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { useAgeStatus } from '#web/api/age';
import { AGE_METHOD_LABELS } from '#web/components/age/ageMethodLabels';
import { Button } from '#web/components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '#web/components/ui/card';
import { formatDate } from '#web/lib/format';

/** The outcome of the user's age check, and the way to one. */
export function AgeVerificationCard() {
  const { data: status } = useAgeStatus();
  if (!status) return null;
  const verification = status.verification;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
          Age verification
        </CardTitle>
        <CardDescription>
          {verification
            ? `Verified adult, by ${AGE_METHOD_LABELS[verification.method].title.toLowerCase()} on ${formatDate(verification.verifiedAt)}.`
            : status.required
              ? 'Not verified. Where you are, stories open once your age is verified.'
              : 'Not verified. Stories are open where you are now; some countries ask for a check.'}
        </CardDescription>
      </CardHeader>
      <CardFooter className="flex flex-wrap gap-3">
        {!verification && (
          <Button asChild>
            <Link to="/verify-age">Verify your age</Link>
          </Button>
        )}
        <Button asChild variant="outline">
          <Link to="/age-assurance">What we check and keep</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
