import { Suspense, lazy, type ReactNode } from 'react';
import type { useReportStory } from '#web/api/reports';
import { ResendVerificationButton } from '#web/components/auth/ResendVerificationButton';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '#web/components/ui/dialog';
import { Spinner } from '#web/components/ui/spinner';
import { useAuth } from '#web/lib/auth';

const ReportForm = lazy(() => import('./ReportForm'));

interface ReportStoryDialogProps {
  report: ReturnType<typeof useReportStory>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it. */
  trigger: ReactNode;
}

/** What an account whose email is not confirmed sees instead of the form: the server would refuse it. */
function VerifyFirst({ email }: { email: string }) {
  return (
    <div className="mt-5 space-y-4">
      <p className="text-sm">
        <strong>Please verify your email first.</strong> Reports can hide a story, so they come only from confirmed
        addresses: open the link we sent to {email}, then report again.
      </p>
      <ResendVerificationButton />
    </div>
  );
}

/** Where a reader says what breaks the rules; its form loads when it first opens. */
export default function ReportStoryDialog({ report, open, onOpenChange, trigger }: ReportStoryDialogProps) {
  const { user } = useAuth();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogTitle>Report this story</DialogTitle>
        <DialogDescription>
          Tell us what breaks our rules. Our team reviews every report; the author is not told who reported.
        </DialogDescription>
        {open && user && !user.emailVerified && <VerifyFirst email={user.email} />}
        {open && user?.emailVerified && (
          <Suspense fallback={<Spinner className="mx-auto mt-5 block" label="Loading the form" />}>
            <ReportForm report={report} onDone={() => onOpenChange(false)} />
          </Suspense>
        )}
      </DialogContent>
    </Dialog>
  );
}
