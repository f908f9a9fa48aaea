import { ADMIN_AUDIT_ACTIONS, type AdminAuditAction } from '#common/catalogue/admin';
import type { useAuditLog } from '#web/api/adminReview';
import { Input } from '#web/components/ui/input';
import { AdminTable } from './AdminTable';
import { AUDIT_ACTION_LABELS, auditActionLabel, describeChange } from './auditChange';
import { FilterSelect, ListToolbar, SearchBox } from './ListToolbar';
import { ListState } from './ListState';
import { when } from './when';

export interface AuditFilterState {
  action: AdminAuditAction | 'all';
  admin: string;
  from: string;
  to: string;
}

const actionOptions = [
  { value: 'all', label: 'All actions' },
  ...ADMIN_AUDIT_ACTIONS.map((action) => ({ value: action, label: AUDIT_ACTION_LABELS[action] })),
] as const satisfies ReadonlyArray<{ value: AuditFilterState['action']; label: string }>;

function DateFilter({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <label className="flex items-center gap-2 text-sm text-muted-foreground">
      {label}
      <Input
        type="date"
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="w-40"
      />
    </label>
  );
}

interface AuditPanelProps {
  list: ReturnType<typeof useAuditLog>;
  filters: AuditFilterState;
  onFiltersChange: (filters: AuditFilterState) => void;
}

/** The audit log: every admin change, newest first, filtered by action, admin and dates. */
export function AuditPanel({ list, filters, onFiltersChange }: AuditPanelProps) {
  const set = (changes: Partial<AuditFilterState>) => onFiltersChange({ ...filters, ...changes });
  return (
    <section aria-label="Audit log" className="space-y-5">
      <ListToolbar>
        <SearchBox label="Filter by admin email" value={filters.admin} onChange={(admin) => set({ admin })} />
        <FilterSelect
          label="Filter by action"
          value={filters.action}
          options={actionOptions}
          onChange={(action) => set({ action })}
        />
        <DateFilter label="From" value={filters.from} onChange={(from) => set({ from })} />
        <DateFilter label="To" value={filters.to} onChange={(to) => set({ to })} />
      </ListToolbar>
      <ListState
        isPending={list.isPending}
        isError={list.isError}
        isEmpty={list.items.length === 0}
        emptyText="No admin changes match these filters."
        errorText={list.error?.message ?? 'The audit log could not be loaded.'}
        onRetry={() => void list.refetch()}
        hasNextPage={list.hasNextPage}
        isFetchingNextPage={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
      >
        <AdminTable columns={['When', 'Admin', 'Action', 'Change']}>
          {list.items.map((entry) => (
            <tr key={entry._id} className="align-top hover:bg-muted/30">
              <td className="px-4 py-3 whitespace-nowrap text-muted-foreground">{when(entry.createdAt)}</td>
              <td className="max-w-56 truncate px-4 py-3">{entry.adminEmail}</td>
              <td className="px-4 py-3 whitespace-nowrap">{auditActionLabel(entry.action)}</td>
              <td className="px-4 py-3 text-right break-words text-muted-foreground">{describeChange(entry)}</td>
            </tr>
          ))}
        </AdminTable>
        <ul className="space-y-3 md:hidden">
          {list.items.map((entry) => (
            <li key={entry._id} className="rounded-xl border border-border bg-card/70 p-4 text-sm">
              <p className="font-medium">{auditActionLabel(entry.action)}</p>
              <p className="text-muted-foreground">
                {entry.adminEmail} · {when(entry.createdAt)}
              </p>
              <p className="mt-2 break-words text-foreground/80">{describeChange(entry)}</p>
            </li>
          ))}
        </ul>
      </ListState>
    </section>
  );
}
