import { Download } from 'lucide-react';
import { useState } from 'react';
import { pathOf } from '#common/endpoint';
import { exportEndpoints } from '#common/endpoints/export';
import { downloadFile } from '#web/api/community';
import { toast } from '#web/lib/toast';
import { Button } from '../ui/button';

const FORMATS = [
  { format: 'epub', label: 'EPUB' },
  { format: 'txt', label: 'Text' },
] as const;

/** The author downloads their story as an e-book or as plain text. */
export function ExportButtons({ storyId }: { storyId: string }) {
  const [busy, setBusy] = useState(false);
  const download = async (format: string) => {
    setBusy(true);
    try {
      await downloadFile(`${pathOf(exportEndpoints.story, { id: storyId })}?${new URLSearchParams({ format })}`);
    } catch {
      toast({ title: 'The download failed', description: 'Please try again.', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {FORMATS.map(({ format, label }) => (
        <Button key={format} variant="ghost" size="sm" disabled={busy} onClick={() => void download(format)}>
          <Download aria-hidden="true" />
          Download {label}
        </Button>
      ))}
    </>
  );
}
