import { zodResolver } from '@hookform/resolvers/zod';
import { Flag } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { MESSAGES } from '../../../../shared/limits.ts';
import { ReportInput } from '../../../../shared/schemas/conversations.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose } from '../../../components/ui/dialog.tsx';
import { FieldError, Textarea } from '../../../components/ui/input.tsx';
import { toast } from '../../../lib/toast.ts';
import { useReportConversation } from '../api/conversations.ts';

/** Reports the conversation to the team, with a reason (once; then it says so). */
export function ReportButton({ id, reported }: { id: string; reported: boolean }) {
  const [open, setOpen] = useState(false);
  const form = useForm<z.input<typeof ReportInput>, unknown, z.output<typeof ReportInput>>({
    resolver: zodResolver(ReportInput),
    defaultValues: { reason: '' },
  });
  const reason = form.watch('reason');
  const report = useReportConversation(id);
  if (reported) return <span className="text-xs text-muted">Reported to our team</span>;
  const submit = form.handleSubmit(({ reason }) =>
    report.mutate(reason, {
      onSuccess: () => {
        setOpen(false);
        toast.success('Thank you. Our team will look at it.');
      },
      onError: (e) => toast.error(e.message),
    }),
  );
  const error = form.formState.errors.reason?.message;
  return (
    <>
      <Button size="sm" variant="ghost" onClick={() => setOpen(true)}>
        <Flag aria-hidden="true" /> Report
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Report this conversation"
        description="Our team reads the conversation and acts on it. The other side is not told who reported."
        actions={
          <>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button disabled={report.isPending || reason.trim().length < 3} onClick={() => void submit()}>
              Send report
            </Button>
          </>
        }
      >
        <label htmlFor={`report-${id}`} className="mt-4 block text-sm font-medium">
          What is wrong?
        </label>
        <Textarea
          id={`report-${id}`}
          rows={4}
          maxLength={MESSAGES.reportReasonMax}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `report-${id}-error` : undefined}
          {...form.register('reason')}
          className="mt-1"
        />
        <FieldError id={`report-${id}-error`}>{error}</FieldError>
      </Dialog>
    </>
  );
}
