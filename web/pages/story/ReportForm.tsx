import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { REPORT_REASONS } from '#common/catalogue/community';
import { REPORT_NOTE_MAX_CHARS } from '#common/catalogue/limits';
import { REPORT_REASON_LABELS } from '#web/lib/reportReasons';
import { REPORT_THANKS } from '#common/contract/messages';
import type { useReportStory } from '#web/api/reports';
import { messageOf } from '#web/api/client';
import { Button } from '#web/components/ui/button';
import { DialogClose, DialogFooter } from '#web/components/ui/dialog';
import { FormField, describedBy } from '#web/components/ui/form-field';
import { Textarea } from '#web/components/ui/textarea';
import { cn } from '#web/lib/cn';
import { toast } from '#web/lib/toast';

const reportFormSchema = z.object({
  reason: z.string({ error: 'Choose a reason' }).pipe(z.enum(REPORT_REASONS, { error: 'Choose a reason' })),
  note: z.string().max(REPORT_NOTE_MAX_CHARS, { error: `Keep the note under ${REPORT_NOTE_MAX_CHARS} characters` }),
});
type ReportFormInput = { reason: string; note: string };
type ReportForm = z.infer<typeof reportFormSchema>;

const NOTE_HINT = 'Tell us where and what, if it helps.';
const blank: ReportFormInput = { reason: '', note: '' };

/** The report dialog's form, loaded when the dialog opens (with the form and schema libraries). */
export default function ReportForm({
  report,
  onDone,
}: {
  report: ReturnType<typeof useReportStory>;
  onDone: () => void;
}) {
  const [error, setError] = useState<string>();
  const form = useForm<ReportFormInput, unknown, ReportForm>({
    resolver: zodResolver(reportFormSchema),
    defaultValues: blank,
  });
  const reasonError = form.formState.errors.reason?.message;
  const noteError = form.formState.errors.note?.message;
  const submit = form.handleSubmit(({ reason, note }) => {
    setError(undefined);
    report.mutate(
      { reason, note: note.trim() || undefined },
      {
        onSuccess: () => {
          toast({ title: 'Report Sent', description: REPORT_THANKS });
          onDone();
        },
        // Shown in the dialog: a toast would sit outside the modal.
        onError: (failure) => setError(messageOf(failure, 'Failed to send your report. Please try again.')),
      },
    );
  });

  return (
    <form noValidate className="mt-5 space-y-5" onSubmit={submit}>
      <fieldset aria-describedby={reasonError ? 'report-reason-error' : undefined}>
        <legend className="text-sm font-medium">Reason</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {REPORT_REASONS.map((reason) => (
            <label
              key={reason}
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-lg border border-border bg-background/40 px-3 py-2.5 text-sm',
                'has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
              )}
            >
              <input type="radio" value={reason} className="accent-primary" {...form.register('reason')} />
              {REPORT_REASON_LABELS[reason]}
            </label>
          ))}
        </div>
        {reasonError && (
          <p id="report-reason-error" role="alert" className="mt-2 text-sm text-danger">
            {reasonError}
          </p>
        )}
      </fieldset>
      <FormField id="report-note" label="Note (optional)" hint={NOTE_HINT} error={noteError}>
        <Textarea
          id="report-note"
          rows={3}
          maxLength={REPORT_NOTE_MAX_CHARS}
          aria-invalid={Boolean(noteError)}
          aria-describedby={describedBy('report-note', noteError, NOTE_HINT)}
          {...form.register('note')}
        />
      </FormField>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      <p className="text-xs text-muted-foreground">
        How reports work is explained in our{' '}
        <Link to="/terms-of-use" className="text-primary underline underline-offset-4">
          terms of use
        </Link>
        .
      </p>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="ghost">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={report.isPending}>
          {report.isPending ? 'Sending...' : 'Send Report'}
        </Button>
      </DialogFooter>
    </form>
  );
}
