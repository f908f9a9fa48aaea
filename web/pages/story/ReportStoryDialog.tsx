import { Flag } from 'lucide-react';
import { Suspense, lazy, useState } from 'react';
import type { Story } from '#common/contract';
import { useReportStory } from '#web/api/reports';
import { Button } from '#web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '#web/components/ui/dialog';
import { Spinner } from '#web/components/ui/spinner';

const ReportForm = lazy(() => import('./ReportForm'));

/**
 * Readers (never the author) report a story once; afterwards the button says it is done. The
 * mutation lives here, not in the form: the refetched story replaces the dialog before the
 * report's own callbacks run, and those only run while their component is mounted.
 */
export function ReportStoryButton({ story }: { story: Story }) {
  const [open, setOpen] = useState(false);
  const report = useReportStory(story._id);
  if (story.hasReported) {
    return (
      <Button size="sm" variant="ghost" disabled>
        <Flag aria-hidden="true" />
        Reported
      </Button>
    );
  }
  if (!story.can.report) return null;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="ghost" className="text-muted-foreground">
          <Flag aria-hidden="true" />
          Report
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Report this story</DialogTitle>
        <DialogDescription>
          Tell us what breaks our rules. Our team reviews every report; the author is not told who reported.
        </DialogDescription>
        {open && (
          <Suspense fallback={<Spinner className="mx-auto mt-5 block" label="Loading the form" />}>
            <ReportForm report={report} onDone={() => setOpen(false)} />
          </Suspense>
        )}
      </DialogContent>
    </Dialog>
  );
}
