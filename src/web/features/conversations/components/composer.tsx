import { zodResolver } from '@hookform/resolvers/zod';
import { Lock, Paperclip, Send } from 'lucide-react';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { MESSAGES } from '../../../../shared/limits.ts';
import { ComposeMessageForm, type ConversationDetail } from '../../../../shared/schemas/conversations.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError, Textarea } from '../../../components/ui/input.tsx';
import { toast } from '../../../lib/toast.ts';
import { useSendMessage } from '../api/conversations.ts';

type Values = z.input<typeof ComposeMessageForm>;

/** Writes a message (Ctrl/⌘+Enter sends) with an optional PDF or picture. */
export function Composer({ detail }: { detail: ConversationDetail }) {
  const form = useForm<Values, unknown, z.output<typeof ComposeMessageForm>>({
    resolver: zodResolver(ComposeMessageForm),
    defaultValues: { body: '', file: null },
  });
  const [body, file] = form.watch(['body', 'file']);
  const fileInput = useRef<HTMLInputElement>(null);
  const send = useSendMessage(detail.id);
  if (!detail.canWrite) {
    return (
      <p className="flex items-center gap-2 border-t border-slate-200 p-3 text-sm text-muted" role="status">
        <Lock aria-hidden="true" className="size-4" /> {detail.writeBlockedReason}
      </p>
    );
  }
  const empty = !body.trim() && !file;
  const submit = form.handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: () => {
        form.reset();
        if (fileInput.current) fileInput.current.value = '';
      },
      onError: (e) => toast.error(e.message),
    }),
  );
  const error = form.formState.errors.body?.message;
  const errorId = `composer-${detail.id}-error`;
  return (
    <form
      className="border-t border-slate-200 p-3"
      noValidate
      onSubmit={(e) => {
        // Nothing written and nothing attached: the button is off, and Enter does nothing either.
        if (empty) e.preventDefault();
        else void submit(e);
      }}
    >
      <label htmlFor={`composer-${detail.id}`} className="sr-only">
        Your message
      </label>
      <Textarea
        id={`composer-${detail.id}`}
        rows={2}
        maxLength={MESSAGES.bodyMax}
        placeholder="Write a message"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...form.register('body')}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) e.currentTarget.form?.requestSubmit();
        }}
      />
      <FieldError id={errorId}>{error}</FieldError>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        <label className="inline-flex cursor-pointer items-center gap-1 text-sm text-brand-700">
          <Paperclip aria-hidden="true" className="size-4" />
          <span>{file ? file.name : 'Attach a PDF or picture'}</span>
          <input
            ref={fileInput}
            type="file"
            accept="application/pdf,image/jpeg,image/png,image/webp"
            className="sr-only"
            onChange={(e) => form.setValue('file', e.target.files?.[0] ?? null, { shouldValidate: false })}
          />
        </label>
        <Button type="submit" size="sm" disabled={send.isPending || empty}>
          <Send aria-hidden="true" /> Send
        </Button>
      </div>
    </form>
  );
}
