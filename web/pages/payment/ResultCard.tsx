import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { cn } from '../../lib/cn';

interface ResultCardProps {
  icon: LucideIcon;
  title: string;
  tone?: 'success' | 'warning' | 'neutral';
  children?: ReactNode;
  actions: ReactNode;
}

const toneClass = {
  success: 'bg-emerald-400/15 text-emerald-300',
  warning: 'bg-destructive/20 text-destructive-foreground',
  neutral: 'bg-primary/15 text-primary',
};

/** The frame of every payment result: an icon, a heading, details and the ways onward. */
export function ResultCard({ icon: Icon, title, tone = 'neutral', children, actions }: ResultCardProps) {
  return (
    <div className="mx-auto grid min-h-[60vh] max-w-2xl place-items-center px-4 py-16">
      <Card className="w-full text-center">
        <CardHeader className="items-center">
          <span className={cn('grid size-16 place-items-center rounded-full', toneClass[tone])}>
            <Icon className="size-8" aria-hidden="true" />
          </span>
          <CardTitle className="text-4xl">{title}</CardTitle>
        </CardHeader>
        {children && <CardContent className="space-y-5 text-foreground/85">{children}</CardContent>}
        <CardFooter className="justify-center">{actions}</CardFooter>
      </Card>
    </div>
  );
}

/** A row of figures: credits added, balance, plan. */
export function Figures({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      {items.map((item) => (
        <div key={item.label} className="rounded-lg border border-border bg-muted/40 px-4 py-3">
          <dt className="text-xs tracking-wider text-muted-foreground uppercase">{item.label}</dt>
          <dd className="mt-1 text-2xl font-semibold text-primary">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
