import { Download } from 'lucide-react';
import { useState } from 'react';
import { pathOf } from '#common/endpoint';
import { userEndpoints } from '#common/endpoints/users';
import { downloadFile } from '#web/api/community';
import { Button } from '#web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { toast } from '#web/lib/toast';

/** A copy of everything the account holds: its data as JSON and each story as an e-book. */
export function DataExportCard() {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(pathOf(userEndpoints.dataExport, {}));
    } catch {
      toast({ title: 'The download failed', description: 'Please try again.', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your data</CardTitle>
        <CardDescription>
          Download a copy of your account: your profile, stories, credits and activity as JSON, and every story as an
          EPUB e-book.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" disabled={busy} onClick={() => void download()}>
          <Download aria-hidden="true" />
          Download my data
        </Button>
      </CardContent>
    </Card>
  );
}
