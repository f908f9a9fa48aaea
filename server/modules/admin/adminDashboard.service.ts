import type { DashboardRange } from '#common/catalogue/admin';
import type { AdminDashboard, AdminDashboardQuery } from '#common/contract';
import type { Database } from '#server/db/client';
import {
  countActiveUsers,
  countChaptersByStatus,
  countFailuresByMessage,
  countFailuresByProvider,
  countSignups,
  countStories,
  seriesOf,
  sumLedgerByReason,
  sumNarrationMs,
  sumRevenueByProduct,
  type Period,
} from './adminDashboard.repo';
import { presentDashboard } from './adminDashboard.presenter';

const DASHBOARD_RANGE_HOURS: Record<DashboardRange, number> = { '24h': 24, '7d': 24 * 7, '30d': 24 * 30 };

const HOUR_MS = 3_600_000;

/** The range ends now; 24 h is bucketed per hour, longer ranges per day. */
function periodOf(range: AdminDashboardQuery['range'], now: Date): Period {
  const hours = DASHBOARD_RANGE_HOURS[range];
  return { from: new Date(now.getTime() - hours * HOUR_MS), to: now, bucket: hours <= 24 ? 'hour' : 'day' };
}

/** Business figures over a range, all from the database (users, sessions, ledger, chapters, audio, checkouts, provider failures). */
export async function getDashboard(
  db: Database,
  query: AdminDashboardQuery,
  now = new Date(),
): Promise<AdminDashboard> {
  const period = periodOf(query.range, now);
  const [signups, activeUsers, storiesCreated, chapters, narrationMs, ledger, revenue, failures, byProvider, series] =
    await Promise.all([
      countSignups(db, period),
      countActiveUsers(db, period),
      countStories(db, period),
      countChaptersByStatus(db, period),
      sumNarrationMs(db, period),
      sumLedgerByReason(db, period),
      sumRevenueByProduct(db, period),
      countFailuresByMessage(db, period),
      countFailuresByProvider(db, period),
      seriesOf(db, period),
    ]);
  return presentDashboard(query.range, period, {
    signups,
    activeUsers,
    storiesCreated,
    chapters,
    narrationMs,
    ledger,
    revenue,
    failures,
    failuresByProvider: byProvider,
    series,
  });
}
