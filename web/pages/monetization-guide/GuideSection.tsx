import type { ReactNode } from 'react';

/** A tab's heading and lead, then its content. */
export function GuideSection({ title, lead, children }: { title: string; lead: ReactNode; children: ReactNode }) {
  return (
    <section className="space-y-6">
      <div className="space-y-2">
        <h2 className="text-4xl font-semibold">{title}</h2>
        <p className="max-w-3xl text-foreground/75">{lead}</p>
      </div>
      {children}
    </section>
  );
}
