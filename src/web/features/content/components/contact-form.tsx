import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, Send } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { ContactMessageInput } from '../../../../shared/schemas/content.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError, Input, Label, Textarea } from '../../../components/ui/input.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useViewerPrefill } from '../../../lib/use-viewer-prefill.ts';
import { useSendContactMessage } from '../api/send-contact-message.ts';

type ContactValues = ContactMessageInput;
const FIELDS = ['name', 'email', 'subject', 'message'] as const;

export function ContactForm() {
  const send = useSendContactMessage();
  const thanks = useRef<HTMLDivElement>(null);
  const form = useForm<ContactValues>({
    resolver: zodResolver(ContactMessageInput),
    defaultValues: { name: '', email: '', subject: '', message: '' },
  });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = form;
  // A signed-in user is not asked for what the account already says.
  useViewerPrefill(form);

  useEffect(() => {
    if (send.isSuccess) thanks.current?.focus();
  }, [send.isSuccess]);

  const onSubmit = handleSubmit((values) =>
    send.mutate(values, {
      onError: (error) => {
        if (error instanceof ApiError) {
          for (const e of error.errors) {
            if ((FIELDS as readonly string[]).includes(e.field)) {
              setError(e.field as (typeof FIELDS)[number], { message: e.message });
            }
          }
        }
      },
    }),
  );

  if (send.isSuccess) {
    return (
      <div
        ref={thanks}
        tabIndex={-1}
        role="status"
        className="rounded-2xl border border-brand-200 bg-brand-50 p-8 text-center focus:outline-none"
      >
        <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-brand-600" />
        <h2 className="mt-4 text-2xl font-bold text-brand-900">Thank you, your message is on its way</h2>
        <p className="mt-3 text-muted">
          We have received your message (reference no. {send.data.id}) and will reply by e-mail within one
          business day.
        </p>
        <Button
          variant="outline"
          className="mt-6"
          onClick={() => {
            // The next message is from the same person.
            reset({ ...form.getValues(), subject: '', message: '' });
            send.reset();
          }}
        >
          Send another message
        </Button>
      </div>
    );
  }

  const describedBy = (field: keyof ContactValues) => (errors[field] ? `${field}-error` : undefined);
  const formError =
    send.error && !(send.error instanceof ApiError && send.error.errors.length > 0)
      ? send.error instanceof ApiError
        ? send.error.message
        : 'We could not send your message. Please check your connection and try again.'
      : null;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Contact form">
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor="name">Name</Label>
          <Input
            id="name"
            autoComplete="name"
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy('name')}
            {...register('name')}
          />
          <FieldError id="name-error">{errors.name?.message}</FieldError>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="email">E-mail</Label>
          <Input
            id="email"
            type="email"
            autoComplete="email"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy('email')}
            {...register('email')}
          />
          <FieldError id="email-error">{errors.email?.message}</FieldError>
        </div>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="subject">Subject</Label>
        <Input
          id="subject"
          aria-invalid={errors.subject ? true : undefined}
          aria-describedby={describedBy('subject')}
          {...register('subject')}
        />
        <FieldError id="subject-error">{errors.subject?.message}</FieldError>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="message">Message</Label>
        <Textarea
          id="message"
          rows={7}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy('message')}
          {...register('message')}
        />
        <FieldError id="message-error">{errors.message?.message}</FieldError>
      </div>
      {formError && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {formError}
        </p>
      )}
      <Button type="submit" size="lg" disabled={send.isPending}>
        <Send aria-hidden="true" />
        {send.isPending ? 'Sending...' : 'Send message'}
      </Button>
    </form>
  );
}
