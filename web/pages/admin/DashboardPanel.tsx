import { lazy, Suspense, useState } from 'react';
import { DASHBOARD_RANGES, type DashboardRange } from '#common/catalogue/admin';
import type { AdminDashboard } from '#common/contract';
import { useAdminDashboard } from '#web/api/adminDashboard';
import { Button } from '#web/components/ui/button';
import { Spinner } from '#web/components/ui/spinner';

const BarChart = lazy(() => import('./BarChart'));

const RANGE_LABELS: Record<DashboardRange, string> = { '24h': '24 hours', '7d': '7 days', '30d': '30 days' };
const money = (cents: number) => `€${(cents / 100).toFixed(2)}`;
const bucketLabel = (iso: string, range: DashboardRange) =>
  range === '24h' ? `${iso.slice(11, 16)} UTC` : iso.slice(0, 10);

function Figure({ label, value, detail }: { label: string; value: string | number; detail?: string }) {
  return (
    <div className="rounded-xl border border-border bg-card/60 p-4">
      <p className="text-xs tracking-wide text-muted-foreground uppercase">{label}</p>
      <p className="mt-1 text-2xl font-semibold">{value}</p>
      {detail && <p className="mt-1 text-xs text-muted-foreground">{detail}</p>}
    </div>
  );
}

function Breakdown({ title, rows, empty }: { title: string; rows: [string, string][]; empty: string }) {
  return (
    <section className="rounded-xl border border-border bg-card/60 p-4">
      <h3 className="text-sm font-semibold">{title}</h3>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">{empty}</p>
      ) : (
        <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
          {rows.map(([name, value]) => (
            <div key={name} className="contents">
              <dt className="truncate text-muted-foreground">{name}</dt>
              <dd className="text-right font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

function Figures({ data }: { data: AdminDashboard }) {
  const series = (pick: (point: AdminDashboard['series'][number]) => number) =>
    data.series.map((point) => ({ label: bucketLabel(point.at, data.range), value: pick(point) }));
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure label="Signups" value={data.signups} />
        <Figure label="Active users" value={data.activeUsers} detail="Signed in or credits moved" />
        <Figure label="Stories" value={data.storiesCreated} />
        <Figure
          label="Chapters"
          value={data.chapters.created}
          detail={`${data.chapters.ready} ready · ${data.chapters.failed} failed · ${data.chapters.writing} writing`}
        />
        <Figure label="Narration minutes" value={data.narrationMinutes} />
        <Figure
          label="Credits spent"
          value={data.credits.spent.text + data.credits.spent.audio}
          detail={`${data.credits.spent.text} text · ${data.credits.spent.audio} audio`}
        />
        <Figure
          label="Credits granted"
          value={data.credits.granted.text + data.credits.granted.audio}
          detail={`${data.credits.granted.text} text · ${data.credits.granted.audio} audio`}
        />
        <Figure label="Revenue" value={money(data.revenue.totalCents)} />
      </div>
      <Suspense fallback={<Spinner label="Loading charts" />}>
        <div className="grid gap-3 lg:grid-cols-2">
          <BarChart title="Credits spent" points={series((point) => point.creditsSpent)} />
          <BarChart title="Revenue" points={series((point) => point.revenueCents)} format={money} />
          <BarChart title="Chapters" points={series((point) => point.chapters)} />
          <BarChart title="Signups" points={series((point) => point.signups)} />
        </div>
      </Suspense>
      <div className="grid gap-3 lg:grid-cols-2">
        <Breakdown
          title="Revenue by plan and pack"
          empty="No payments in this period."
          rows={data.revenue.byProduct.map((row) => [
            `${row.kind === 'subscription' ? 'Plan' : 'Pack'} ${row.productId} (${row.purchases})`,
            money(row.amountCents),
          ])}
        />
        <Breakdown
          title="Credits by reason"
          empty="No credit movements in this period."
          rows={data.credits.byReason.map((row) => [
            `${row.reason} (${row.entries})`,
            `${row.text} text · ${row.audio} audio`,
          ])}
        />
        <Breakdown
          title="Failed chapters"
          empty="No failed chapters in this period."
          rows={data.failures.map((row) => [row.message || 'No message recorded', String(row.count)])}
        />
        <Breakdown
          title="Failures by provider"
          empty="No provider failures in this period."
          rows={data.failuresByProvider.map((row) => [
            `${row.kind === 'writer' ? 'Writer' : 'Voice'} ${row.provider}`,
            String(row.count),
          ])}
        />
      </div>
    </div>
  );
}

/** Business figures over a chosen period, read from the database. */
export function DashboardPanel() {
  const [range, setRange] = useState<DashboardRange>('7d');
  const dashboard = useAdminDashboard(range);
  return (
    <div className="space-y-4">
      <div role="group" aria-label="Period" className="flex flex-wrap gap-2">
        {DASHBOARD_RANGES.map((option) => (
          <Button
            key={option}
            size="sm"
            variant={option === range ? 'default' : 'outline'}
            aria-pressed={option === range}
            onClick={() => setRange(option)}
          >
            {RANGE_LABELS[option]}
          </Button>
        ))}
      </div>
      {dashboard.isPending ? (
        <div className="grid place-items-center py-16">
          <Spinner label="Loading" />
        </div>
      ) : dashboard.isError ? (
        <div className="rounded-xl border border-border bg-card/60 p-8 text-center text-muted-foreground">
          <p>Could not load the dashboard.</p>
          <Button variant="outline" size="sm" className="mt-4" onClick={() => dashboard.refetch()}>
            Try Again
          </Button>
        </div>
      ) : (
        <Figures data={dashboard.data} />
      )}
    </div>
  );
}
