import type { DashboardRange } from '#common/catalogue/admin';
import type { AdminDashboard } from '#common/contract';
import type {
  BucketRow,
  countChaptersByStatus,
  countFailuresByMessage,
  countFailuresByProvider,
  Period,
  seriesOf,
  sumLedgerByReason,
  sumRevenueByProduct,
} from './adminDashboard.repo';

export interface DashboardFigures {
  signups: number;
  activeUsers: number;
  storiesCreated: number;
  chapters: Awaited<ReturnType<typeof countChaptersByStatus>>;
  narrationMs: number;
  ledger: Awaited<ReturnType<typeof sumLedgerByReason>>;
  revenue: Awaited<ReturnType<typeof sumRevenueByProduct>>;
  failures: Awaited<ReturnType<typeof countFailuresByMessage>>;
  failuresByProvider: Awaited<ReturnType<typeof countFailuresByProvider>>;
  series: Awaited<ReturnType<typeof seriesOf>>;
}

const sum = <T>(rows: T[], pick: (row: T) => number) => rows.reduce((total, row) => total + pick(row), 0);
const MS_PER_MINUTE = 60_000;
const HOUR_MS = 60 * MS_PER_MINUTE;
const DAY_MS = 24 * HOUR_MS;

/** Every bucket of the period, oldest first, so the chart shows quiet hours or days as zero. */
function bucketStarts({ from, to, bucket }: Period): string[] {
  const step = bucket === 'hour' ? HOUR_MS : DAY_MS;
  const starts: string[] = [];
  for (let at = Math.floor(from.getTime() / step) * step; at < to.getTime(); at += step)
    starts.push(new Date(at).toISOString().replace('.000Z', 'Z'));
  return starts;
}

const byBucket = (rows: BucketRow[]) => new Map(rows.map((row) => [row.at, row.n]));

export function presentDashboard(range: DashboardRange, period: Period, figures: DashboardFigures): AdminDashboard {
  const chapterCount = (status: string) => figures.chapters.find((row) => row.status === status)?.n ?? 0;
  const series = {
    signups: byBucket(figures.series.signups),
    chapters: byBucket(figures.series.chapters),
    creditsSpent: byBucket(figures.series.creditsSpent),
    revenueCents: byBucket(figures.series.revenueCents),
  };
  return {
    range,
    from: period.from.toISOString(),
    to: period.to.toISOString(),
    signups: figures.signups,
    activeUsers: figures.activeUsers,
    storiesCreated: figures.storiesCreated,
    chapters: {
      created: sum(figures.chapters, (row) => row.n),
      ready: chapterCount('ready'),
      failed: chapterCount('failed'),
      writing: chapterCount('writing'),
    },
    narrationMinutes: Math.round(figures.narrationMs / (MS_PER_MINUTE / 10)) / 10,
    credits: {
      spent: {
        text: -sum(figures.ledger, (row) => row.spentText),
        audio: -sum(figures.ledger, (row) => row.spentAudio),
      },
      granted: {
        text: sum(figures.ledger, (row) => row.grantedText),
        audio: sum(figures.ledger, (row) => row.grantedAudio),
      },
      byReason: figures.ledger.map(({ reason, entries, text, audio }) => ({ reason, entries, text, audio })),
    },
    revenue: { totalCents: sum(figures.revenue, (row) => row.amountCents), byProduct: figures.revenue },
    failures: figures.failures,
    failuresByProvider: figures.failuresByProvider,
    series: bucketStarts(period).map((at) => ({
      at,
      signups: series.signups.get(at) ?? 0,
      chapters: series.chapters.get(at) ?? 0,
      creditsSpent: series.creditsSpent.get(at) ?? 0,
      revenueCents: series.revenueCents.get(at) ?? 0,
    })),
  };
}
