import { Feather } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '../ui/card';

interface AuthShellProps {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer: ReactNode;
}

/** The frame around the login and signup forms. */
export function AuthShell({ title, subtitle, children, footer }: AuthShellProps) {
  return (
    <div className="mx-auto flex min-h-[calc(100dvh-4rem)] max-w-md flex-col justify-center px-4 py-12">
      <Card className="animate-slide-up border-primary/20">
        <CardHeader className="items-center text-center">
          <span className="grid size-12 place-items-center rounded-full bg-primary/15 text-primary">
            <Feather className="size-6" aria-hidden="true" />
          </span>
          {/* The page's main heading: the tab's title and screen readers take the page's name from it. */}
          <h1 className="text-4xl font-semibold text-foreground">{title}</h1>
          <CardDescription>{subtitle}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">{children}</CardContent>
      </Card>
      <p className="mt-6 text-center text-sm text-muted-foreground">{footer}</p>
    </div>
  );
}

export function OrDivider() {
  return (
    <div className="flex items-center gap-3 text-xs tracking-widest text-muted-foreground uppercase">
      <span className="h-px flex-1 bg-border" />
      or
      <span className="h-px flex-1 bg-border" />
    </div>
  );
}
