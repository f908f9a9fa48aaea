import type { ReactNode } from 'react';

interface DocumentPageProps {
  eyebrow: string;
  title: string;
  intro: ReactNode;
  children: ReactNode;
}

/** The reading layout of the help and legal pages. */
export function DocumentPage({ eyebrow, title, intro, children }: DocumentPageProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <header className="border-b border-border pb-8">
        <p className="text-xs font-semibold tracking-[0.25em] text-primary uppercase">{eyebrow}</p>
        <h1 className="mt-3 text-5xl font-semibold">{title}</h1>
        <div className="mt-4 text-lg leading-relaxed text-foreground/75">{intro}</div>
      </header>
      <div className="mt-10 space-y-10">{children}</div>
    </article>
  );
}

export function DocumentSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3 text-[0.95rem] leading-relaxed text-foreground/80 [&_li]:ml-5 [&_li]:list-disc [&_li]:pl-1 [&_strong]:text-foreground [&_ul]:space-y-2">
      <h2 className="text-3xl font-semibold text-foreground">{title}</h2>
      {children}
    </section>
  );
}
