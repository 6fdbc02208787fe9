import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type KreditApplicationT, KreditReplyBody } from '../../../../shared/schemas/kredit.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError, Label, Textarea } from '../../../components/ui/input.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { errorToast } from '../../accounts/toasts.ts';
import { useReplyKredit } from '../api/my-applications.ts';
import { DocumentsPanel } from './documents-panel.tsx';

/** The applicant's answer to a request for more information: a message and any documents. */
export function ReplyForm({ application }: { application: KreditApplicationT }) {
  const reply = useReplyKredit(application.id);
  const form = useForm<z.input<typeof KreditReplyBody>>({
    resolver: zodResolver(KreditReplyBody),
    defaultValues: { message: '' },
  });
  const id = `reply-${application.id}`;
  const error = form.formState.errors.message?.message;
  // mutateAsync: the form unmounts as soon as the cached application is under review again.
  const onSubmit = form.handleSubmit(async ({ message }) => {
    try {
      await reply.mutateAsync(message);
      toast.success('Answer sent', { description: 'A reviewer decides within 24 hours.' });
    } catch (e) {
      const fieldMessage = e instanceof ApiError ? e.fieldMessage('message') : undefined;
      if (fieldMessage) form.setError('message', { message: fieldMessage });
      else errorToast(e);
    }
  });
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="space-y-4 rounded-xl border border-amber-200 bg-amber-50/60 p-4"
    >
      <h3 id={`${id}-title`} className="font-semibold text-amber-950">
        The reviewer asks for more information
      </h3>
      <p className="whitespace-pre-line break-words text-sm text-ink">{application.infoRequest}</p>
      <DocumentsPanel application={application} kinds={['bank_statement', 'id', 'other']} />
      <form noValidate onSubmit={onSubmit} className="space-y-3">
        <div className="space-y-1.5">
          <Label htmlFor={id}>Your answer</Label>
          <Textarea
            id={id}
            rows={4}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            {...form.register('message')}
          />
          <FieldError id={`${id}-error`}>{error}</FieldError>
        </div>
        <Button type="submit" disabled={reply.isPending}>
          <Send aria-hidden="true" />
          {reply.isPending ? 'Sending...' : 'Send answer'}
        </Button>
      </form>
    </section>
  );
}
