import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2 } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import {
  InformationRequestInput,
  type InformationRequestInputValue,
  type OpportunityDetail,
} from '../../../../shared/schemas/catalog.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError, Input, Label, Textarea } from '../../../components/ui/input.tsx';
import { useViewerPrefill } from '../../../lib/use-viewer-prefill.ts';
import { useRequestInformation } from '../api/request-information.ts';

type Values = InformationRequestInputValue;

/** Request information: a lead for the franchisor, prefilled for a signed-in seeker. */
export function RequestInfoForm({ listing }: { listing: OpportunityDetail }) {
  const id = useId();
  const request = useRequestInformation(listing.id);
  const form = useForm<Values>({
    resolver: zodResolver(InformationRequestInput),
    defaultValues: {
      name: '',
      email: '',
      phone: '',
      message: `I would like to learn more about ${listing.title}: the full investment, territories available near me and the next steps.`,
    },
  });
  const { errors } = form.formState;

  useViewerPrefill(form);

  if (request.isSuccess) {
    return (
      <div
        role="status"
        className="rounded-xl border border-brand-200 bg-brand-50 p-5"
        data-testid="request-sent"
      >
        <p className="flex items-center gap-2 font-semibold text-brand-900">
          <CheckCircle2 aria-hidden="true" className="size-5" /> Request sent
        </p>
        <p className="mt-1 text-sm text-muted">
          {listing.companyName} will reply to {request.variables.email}. We have e-mailed you a copy of your
          request.
        </p>
        {request.data.conversationId && (
          <p className="mt-2 text-sm">
            Their answer will also appear in{' '}
            <Link
              to={`/messages?thread=${request.data.conversationId}`}
              className="font-medium text-brand-700 underline"
            >
              your messages
            </Link>
            .
          </p>
        )}
      </div>
    );
  }

  const field = (name: keyof Values) => ({
    id: `${id}-${name}`,
    'aria-invalid': Boolean(errors[name]) || undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    ...form.register(name),
  });

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) =>
        request.mutate({ ...values, phone: values.phone || undefined }),
      )}
      className="space-y-4"
      aria-label={`Request information about ${listing.title}`}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1">
          <Label htmlFor={`${id}-name`}>Name</Label>
          <Input autoComplete="name" {...field('name')} />
          <FieldError id={`${id}-name-error`}>{errors.name?.message}</FieldError>
        </div>
        <div className="space-y-1">
          <Label htmlFor={`${id}-email`}>E-mail</Label>
          <Input type="email" autoComplete="email" {...field('email')} />
          <FieldError id={`${id}-email-error`}>{errors.email?.message}</FieldError>
        </div>
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-phone`}>Phone (optional)</Label>
        <Input type="tel" autoComplete="tel" {...field('phone')} />
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-message`}>Message</Label>
        <Textarea {...field('message')} />
        <FieldError id={`${id}-message-error`}>{errors.message?.message}</FieldError>
      </div>
      {request.isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {request.error.message}
        </p>
      )}
      <Button type="submit" disabled={request.isPending}>
        {request.isPending ? 'Sending…' : 'Request information'}
      </Button>
      <p className="text-xs text-muted">
        We send your name, e-mail, phone and message to {listing.companyName}. One request per franchise per
        day.
      </p>
    </form>
  );
}
