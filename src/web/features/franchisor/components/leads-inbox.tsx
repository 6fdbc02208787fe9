import { zodResolver } from '@hookform/resolvers/zod';
import { Download, Inbox } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { formatMoment } from '../../../../shared/dates.ts';
import { LISTING_LIMITS } from '../../../../shared/limits.ts';
import type { FranchisorLead } from '../../../../shared/schemas/franchisor.ts';
import { LEAD_STATUSES, type LeadStatus, LeadUpdateInput } from '../../../../shared/schemas/listings.ts';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { FieldError, Textarea } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/cn.ts';
import { toast } from '../../../lib/toast.ts';
import { LEADS_CSV_URL, useUpdateLead } from '../api/leads.ts';
import { Panel } from './panel.tsx';

export const LEAD_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  won: 'Won',
  lost: 'Lost',
};

/** The lead's note (the seeker never sees it). */
const NoteFields = z.object({ notes: LeadUpdateInput.shape.notes.unwrap().unwrap() });

function LeadNote({ lead }: { lead: FranchisorLead }) {
  const update = useUpdateLead();
  const form = useForm<z.input<typeof NoteFields>, unknown, z.output<typeof NoteFields>>({
    resolver: zodResolver(NoteFields),
    defaultValues: { notes: lead.notes ?? '' },
  });
  const notes = form.watch('notes');
  const error = form.formState.errors.notes?.message;
  const onSubmit = form.handleSubmit((values) =>
    update.mutate(
      { id: lead.id, notes: values.notes || null },
      { onSuccess: () => toast.success('Note saved.'), onError: (err) => toast.error(err.message) },
    ),
  );
  return (
    <form noValidate onSubmit={onSubmit}>
      <Textarea
        aria-label={`Notes about ${lead.name}`}
        rows={3}
        maxLength={LISTING_LIMITS.leadNotes}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `lead-${lead.id}-notes-error` : undefined}
        {...form.register('notes')}
        className="mt-2"
      />
      <FieldError id={`lead-${lead.id}-notes-error`}>{error}</FieldError>
      <Button
        type="submit"
        size="sm"
        variant="outline"
        className="mt-2"
        disabled={update.isPending || notes === (lead.notes ?? '')}
      >
        Save note
      </Button>
    </form>
  );
}

function LeadCard({ lead }: { lead: FranchisorLead }) {
  const update = useUpdateLead();
  const fail = (err: Error) => toast.error(err.message);
  return (
    <li className="rounded-lg border border-slate-200 p-4" data-testid="lead">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold">{lead.name}</p>
        <time dateTime={lead.createdAt} className="text-sm text-muted">
          {formatMoment(lead.createdAt)}
        </time>
      </div>
      {/* Only what the seeker chose to send with the request. */}
      <p className="text-sm break-all">
        <a href={`mailto:${lead.email}`} className="text-brand-700 underline-offset-4 hover:underline">
          {lead.email}
        </a>
        {lead.phone ? ` · ${lead.phone}` : ''}
      </p>
      <p className="mt-1 text-sm text-muted">About: {lead.opportunityTitle}</p>
      <p className="mt-2 text-sm whitespace-pre-line">{lead.message}</p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <label htmlFor={`lead-${lead.id}`} className="text-sm font-medium">
          Status
        </label>
        <select
          id={`lead-${lead.id}`}
          value={lead.status}
          disabled={update.isPending}
          onChange={(e) =>
            update.mutate({ id: lead.id, status: e.target.value as LeadStatus }, { onError: fail })
          }
          className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm"
        >
          {LEAD_STATUSES.map((s) => (
            <option key={s} value={s}>
              {LEAD_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      <details className="mt-2">
        <summary className="cursor-pointer text-sm text-brand-700">
          {lead.notes ? 'Notes' : 'Add a note'}
        </summary>
        <LeadNote lead={lead} />
      </details>
    </li>
  );
}

/** Information requests for the company's listings, to be worked from new to won or lost. */
export function LeadsInbox({ leads }: { leads: FranchisorLead[] }) {
  const [filter, setFilter] = useState<LeadStatus | 'all'>('all');
  const shown = filter === 'all' ? leads : leads.filter((l) => l.status === filter);
  return (
    <Panel
      id="dash-leads"
      icon={<Inbox aria-hidden="true" className="size-5" />}
      title={`Leads (${leads.length})`}
      action={
        leads.length > 0 ? (
          <a href={LEADS_CSV_URL} download className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            <Download aria-hidden="true" className="size-4" /> Export CSV
          </a>
        ) : undefined
      }
    >
      {leads.length === 0 ? (
        <p className="text-muted">
          No information requests yet. When someone asks about one of your listings, their request appears
          here and is e-mailed to the addresses under “Where leads go”.
        </p>
      ) : (
        <>
          <fieldset className="mb-3 flex flex-wrap gap-1">
            <legend className="sr-only">Show leads</legend>
            {(['all', ...LEAD_STATUSES] as const).map((s) => {
              const n = s === 'all' ? leads.length : leads.filter((l) => l.status === s).length;
              return (
                <button
                  key={s}
                  type="button"
                  aria-pressed={filter === s}
                  onClick={() => setFilter(s)}
                  className={cn(
                    'rounded-full border px-3 py-1 text-sm',
                    filter === s ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white',
                  )}
                >
                  {s === 'all' ? 'All' : LEAD_LABELS[s]} ({n})
                </button>
              );
            })}
          </fieldset>
          {shown.length === 0 ? (
            <p className="text-sm text-muted">No leads with this status.</p>
          ) : (
            <ul className="space-y-4" data-testid="dashboard-leads">
              {shown.map((lead) => (
                <LeadCard key={lead.id} lead={lead} />
              ))}
            </ul>
          )}
        </>
      )}
    </Panel>
  );
}
