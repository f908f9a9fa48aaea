import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn';
import { fieldClasses } from './input';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(fieldClasses, 'min-h-28 resize-y py-3 leading-relaxed', className)} {...props} />;
}
