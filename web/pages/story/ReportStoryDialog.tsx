import { Suspense, lazy, type ReactNode } from 'react';
import type { useReportStory } from '#web/api/reports';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '#web/components/ui/dialog';
import { Spinner } from '#web/components/ui/spinner';

const ReportForm = lazy(() => import('./ReportForm'));

interface ReportStoryDialogProps {
  report: ReturnType<typeof useReportStory>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it. */
  trigger: ReactNode;
}

/** Where a reader says what breaks the rules; its form loads when it first opens. */
export default function ReportStoryDialog({ report, open, onOpenChange, trigger }: ReportStoryDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogTitle>Report this story</DialogTitle>
        <DialogDescription>
          Tell us what breaks our rules. Our team reviews every report; the author is not told who reported.
        </DialogDescription>
        {open && (
          <Suspense fallback={<Spinner className="mx-auto mt-5 block" label="Loading the form" />}>
            <ReportForm report={report} onDone={() => onOpenChange(false)} />
          </Suspense>
        )}
      </DialogContent>
    </Dialog>
  );
}
