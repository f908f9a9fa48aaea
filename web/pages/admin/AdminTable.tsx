import type { ReactNode } from 'react';

/** The wide-screen table of an admin list: its column headings (the last, Actions, aligned right) and rows. */
export function AdminTable({ columns, children }: { columns: string[]; children: ReactNode }) {
  return (
    <div className="hidden overflow-hidden rounded-xl border border-border bg-card/70 md:block">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-border bg-muted/40 text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            {columns.map((column, index) => (
              <th
                key={column}
                className={index === columns.length - 1 ? 'px-4 py-3 text-right font-medium' : 'px-4 py-3 font-medium'}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">{children}</tbody>
      </table>
    </div>
  );
}
