import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn';
import { Card, CardContent, CardFooter, CardHeader } from '../ui/card';

interface NoticeCardProps {
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

/** A whole page as a centred card (its title is the page's heading): guards, placeholders and payment results use it. */
export function NoticeCard({ icon: Icon, title, tone = 'neutral', children, actions }: NoticeCardProps) {
  return (
    <div className="mx-auto grid min-h-[60vh] max-w-2xl place-items-center px-4 py-16">
      <Card className="w-full text-center">
        <CardHeader className="items-center">
          <span className={cn('grid size-14 place-items-center rounded-full', toneClass[tone])}>
            <Icon className="size-7" aria-hidden="true" />
          </span>
          <h1 className="text-3xl font-semibold text-foreground">{title}</h1>
        </CardHeader>
        {children && (
          <CardContent className="space-y-5 text-base leading-relaxed text-muted-foreground">{children}</CardContent>
        )}
        <CardFooter className="justify-center">{actions}</CardFooter>
      </Card>
    </div>
  );
}
