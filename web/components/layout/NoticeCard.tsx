import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../ui/card';

interface NoticeCardProps {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}

/** A centred card with an icon, a title, a message and actions: guards and placeholders use it. */
export function NoticeCard({ icon: Icon, title, children, actions }: NoticeCardProps) {
  return (
    <div className="mx-auto grid min-h-[60vh] max-w-xl place-items-center px-4 py-16">
      <Card className="w-full text-center">
        <CardHeader className="items-center">
          <span className="grid size-14 place-items-center rounded-full bg-primary/15 text-primary">
            <Icon className="size-7" aria-hidden="true" />
          </span>
          <CardTitle className="text-3xl">{title}</CardTitle>
        </CardHeader>
        <CardContent>
          <CardDescription className="text-base">{children}</CardDescription>
        </CardContent>
        <CardFooter className="justify-center">{actions}</CardFooter>
      </Card>
    </div>
  );
}
