import { Flag } from 'lucide-react';
import { Suspense, lazy, useState } from 'react';
import type { Story } from '#common/contract';
import { useReportStory } from '#web/api/reports';
import { Button } from '#web/components/ui/button';

const ReportStoryDialog = lazy(() => import('./ReportStoryDialog'));

/**
 * Readers (never the author) report a story once; afterwards the button says it is done. The
 * mutation lives here, not in the dialog: the refetched story replaces the dialog before the
 * report's own callbacks run, and those only run while their component is mounted. The dialog's
 * code loads only for a reader who may report.
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
  const button = (onClick?: () => void) => (
    <Button size="sm" variant="ghost" className="text-muted-foreground" onClick={onClick}>
      <Flag aria-hidden="true" />
      Report
    </Button>
  );
  // A click before the dialog's code is here opens it as soon as it is.
  return (
    <Suspense fallback={button(() => setOpen(true))}>
      <ReportStoryDialog report={report} open={open} onOpenChange={setOpen} trigger={button()} />
    </Suspense>
  );
}
