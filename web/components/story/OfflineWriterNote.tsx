import { Cpu } from 'lucide-react';
import { usePlatform } from '#web/api/platform';

/** Says so when stories are written by the built-in offline writer rather than an AI service. */
export function OfflineWriterNote({ className }: { className?: string }) {
  const { data } = usePlatform();
  if (!data?.writer.offline) return null;
  return (
    <p className={`flex items-center gap-2 text-xs text-muted-foreground ${className ?? ''}`}>
      <Cpu className="size-3.5 shrink-0" aria-hidden="true" />
      Offline writer: written by Reverie's built-in offline writer, as no AI service is configured on this server.
    </p>
  );
}
