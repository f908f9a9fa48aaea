import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn';

/** The responsive grid every list of story cards uses. */
export function StoryGrid({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('grid gap-6 sm:grid-cols-2 lg:grid-cols-3', className)} {...props} />;
}
