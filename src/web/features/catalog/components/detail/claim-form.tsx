import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { OpportunityDetail } from '../../../../../shared/schemas/catalog.ts';
import { ClaimInput, type ClaimInputValue } from '../../../../../shared/schemas/claims.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { FieldError, Label, Textarea } from '../../../../components/ui/input.tsx';
import { useClaimListing } from '../../api/claim-listing.ts';

export function ClaimForm({ listing }: { listing: OpportunityDetail }) {
  const id = useId();
  const claim = useClaimListing(listing.id);
  const form = useForm<ClaimInputValue>({
    resolver: zodResolver(ClaimInput),
    defaultValues: { opportunityId: listing.id, note: '' },
  });
  const error = form.formState.errors.note?.message;

  if (claim.isSuccess) {
    return claim.data.status === 'approved' ? (
      <p role="status" className="mt-2 text-sm">
        Your e-mail is at {listing.companyName}’s domain: you manage it now, and its listings take messages
        and calls. Open your{' '}
        <Link to="/dashboard" className="font-medium text-brand-700 underline">
          dashboard
        </Link>
        .
      </p>
    ) : (
      <p role="status" className="mt-2 text-sm">
        Claim sent. Our team checks that you work for {listing.companyName}; once approved, the company is on
        your dashboard.
      </p>
    );
  }

  return (
    <form
      noValidate
      className="mt-2 space-y-3"
      aria-label={`Claim ${listing.companyName}`}
      onSubmit={form.handleSubmit((values) => claim.mutate({ ...values, note: values.note || undefined }))}
    >
      <p className="text-sm text-muted">
        Work for {listing.companyName}? Claim it to answer requests and calls here. With an e-mail at the
        company’s own domain it is yours at once; otherwise our team checks it first.
      </p>
      <div className="space-y-1">
        <Label htmlFor={`${id}-note`}>Your role at the company (optional)</Label>
        <Textarea
          id={`${id}-note`}
          rows={2}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={error ? `${id}-note-error` : undefined}
          {...form.register('note')}
        />
        <FieldError id={`${id}-note-error`}>{error}</FieldError>
      </div>
      {claim.isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {claim.error.message}
        </p>
      )}
      <Button type="submit" variant="outline" disabled={claim.isPending}>
        {claim.isPending ? 'Sending…' : 'Claim this listing'}
      </Button>
    </form>
  );
}
