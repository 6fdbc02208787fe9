import { formatDay } from '../../../../shared/dates.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, Skeleton } from '../../../components/ui/card.tsx';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { toast } from '../../../lib/toast.ts';
import { errorToast } from '../../accounts/toasts.ts';
import { useAdminClaims, useDecideClaim } from '../api/admin-claims.ts';

/** Claims of listings nobody manages that the e-mail's domain could not prove, oldest first. */
export function AdminClaims() {
  const query = useAdminClaims();
  const decide = useDecideClaim();
  return (
    <section aria-labelledby="listing-claims">
      <h2 id="listing-claims" className="text-xl font-semibold text-brand-900">
        Listing claims{query.data ? ` (${query.data.items.length})` : ''}
      </h2>
      {query.isPending ? (
        <Skeleton className="mt-3 h-24" aria-label="Loading claims" />
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <p className="mt-3 text-sm text-muted">No claim is waiting for a decision.</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {query.data.items.map((c) => (
            <li key={c.id}>
              <Card className="flex flex-wrap items-start justify-between gap-3 p-4" data-testid="claim-item">
                <div className="min-w-0">
                  <p className="font-semibold text-ink">
                    {c.claimantName} ({c.claimantEmail}) claims {c.companyName}
                  </p>
                  <p className="text-sm text-muted">
                    {c.listingTitle ? `From ${c.listingTitle} · ` : ''}
                    {c.companyWebsite ? `Website ${c.companyWebsite} · ` : 'No website on file · '}
                    {formatDay(c.createdAt)}
                  </p>
                  {c.note && <p className="mt-1 text-sm break-words whitespace-pre-line">“{c.note}”</p>}
                </div>
                <div className="flex gap-2">
                  {(['approve', 'reject'] as const).map((decision) => (
                    <Button
                      key={decision}
                      variant={decision === 'approve' ? 'primary' : 'outline'}
                      disabled={decide.isPending}
                      aria-label={`${decision === 'approve' ? 'Approve' : 'Reject'} the claim of ${c.claimantEmail} on ${c.companyName}`}
                      onClick={() =>
                        decide.mutate(
                          { id: c.id, decision },
                          {
                            onSuccess: () =>
                              toast.success(
                                decision === 'approve'
                                  ? `${c.claimantEmail} manages ${c.companyName} now.`
                                  : `The claim on ${c.companyName} is rejected.`,
                              ),
                            onError: errorToast,
                          },
                        )
                      }
                    >
                      {decision === 'approve' ? 'Approve' : 'Reject'}
                    </Button>
                  ))}
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
