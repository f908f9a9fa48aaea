import { Ban, Check, Eye, EyeOff, Flag, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { REPORT_REASON_LABELS } from '#web/lib/reportReasons';
import type { ReportAction, ReportedStory } from '#common/contract';
import { DeleteStoryDialog } from '#web/components/story-card/DeleteStoryDialog';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { formatDate } from '#web/lib/format';
import { BanAuthorDialog } from './BanAuthorDialog';

const STATUS: Record<NonNullable<ReportedStory['hiddenReason']> | 'listed', string> = {
  reports: 'Hidden by reports',
  admin: 'Hidden by an admin',
  listed: 'Still listed',
};

interface ReportedStoryCardProps {
  story: ReportedStory;
  pending: boolean;
  onAction: (story: ReportedStory, action: ReportAction) => void;
}

function Actions({ story, pending, onAction }: ReportedStoryCardProps) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" variant="outline" disabled={pending} onClick={() => onAction(story, 'dismiss')}>
        <Check aria-hidden="true" />
        Dismiss
      </Button>
      <Button
        size="sm"
        variant="outline"
        disabled={pending || story.hiddenReason === 'admin'}
        onClick={() => onAction(story, 'hide')}
      >
        <EyeOff aria-hidden="true" />
        Hide
      </Button>
      <DeleteStoryDialog
        pending={pending}
        onConfirm={() => onAction(story, 'delete')}
        trigger={
          <Button size="sm" variant="ghost" className="text-danger hover:text-danger" disabled={pending}>
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        }
      />
      <BanAuthorDialog
        author={story.userName}
        pending={pending}
        onConfirm={() => onAction(story, 'ban')}
        trigger={
          <Button
            size="sm"
            variant="ghost"
            className="text-danger hover:text-danger"
            disabled={pending || story.authorBanned}
          >
            <Ban aria-hidden="true" />
            Ban Author
          </Button>
        }
      />
    </div>
  );
}

/** One reported story in the review queue: who reported what, the text itself, and the decisions. */
export function ReportedStoryCard(props: ReportedStoryCardProps) {
  const { story } = props;
  return (
    <article
      aria-label={`Reports on ${story.title}`}
      className="space-y-4 rounded-xl border border-border bg-card/70 p-5"
    >
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 className="truncate text-xl font-semibold">
            <Link to={`/story/${story.storyId}`} className="hover:text-primary">
              {story.title}
            </Link>
          </h3>
          <p className="mt-1 text-sm text-muted-foreground">
            by {story.userName}
            {story.authorBanned && <span className="ml-2 text-danger">(banned)</span>} · last reported{' '}
            {formatDate(story.lastReportedAt)}
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Badge variant={story.hiddenReason ? 'default' : 'muted'}>
            {story.hiddenReason ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
            {STATUS[story.hiddenReason ?? 'listed']}
          </Badge>
          <Badge variant="muted">
            <Flag aria-hidden="true" />
            {story.reportCount} {story.reportCount === 1 ? 'report' : 'reports'}
          </Badge>
        </div>
      </header>
      <ul aria-label="Reasons" className="flex flex-wrap gap-2">
        {story.reasons.map(({ reason, count }) => (
          <li key={reason} className="rounded-full bg-danger/10 px-3 py-1 text-xs font-semibold text-danger-soft">
            {REPORT_REASON_LABELS[reason]} × {count}
          </li>
        ))}
      </ul>
      <div>
        <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Reported text</p>
        <p className="mt-2 max-h-48 overflow-y-auto rounded-lg border border-border/70 bg-background/40 p-3 text-sm leading-relaxed whitespace-pre-line text-foreground/80">
          {story.content || 'No text yet.'}
        </p>
      </div>
      <ul aria-label="Reports" className="space-y-2 text-sm">
        {story.reports.map((report) => (
          <li key={report.reporterId} className="rounded-lg bg-muted/30 px-3 py-2">
            <span className="font-medium">{REPORT_REASON_LABELS[report.reason]}</span>
            <span className="text-muted-foreground">
              {' '}
              · {report.reporterName} · {formatDate(report.createdAt)}
            </span>
            {report.note && <p className="mt-1 break-words text-foreground/80">“{report.note}”</p>}
          </li>
        ))}
      </ul>
      <Actions {...props} />
    </article>
  );
}
