import { LoaderCircle } from 'lucide-react';
import { cn } from '#web/lib/cn';

export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <span role="status" className="inline-flex items-center">
      <LoaderCircle aria-hidden="true" className={cn('size-8 animate-spin text-primary', className)} />
      <span className="sr-only">{label}</span>
    </span>
  );
}
