import { BadgeCheck, FileText, X } from 'lucide-react';
import { useState } from 'react';
import { COMPANY_DOCUMENT_LABELS } from '../../../../shared/membership-plans.ts';
import { type AdminMemberships, RefuseDocumentBody } from '../../../../shared/schemas/membership.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { toast } from '../../../lib/toast.ts';
import { errorToast } from '../../accounts/toasts.ts';
import { useRefuseDocument, useVerifyCompany } from '../api/admin-memberships.ts';
import { RejectReason } from './reject-reason.tsx';

type Company = AdminMemberships['companiesToVerify'][number];

/** A company waiting for its documents' check: open each, refuse one with a reason, or verify. */
export function VerifyCompanyCard({ company: c }: { company: Company }) {
  const verify = useVerifyCompany();
  const usable = c.documents.filter((d) => !d.refusedAt);
  return (
    <Card className="space-y-3 p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="font-semibold text-ink">{c.name}</p>
          <p className="text-sm text-muted">
            {c.legalName} · {c.billingCountry}
            {c.taxId ? ` · ${c.taxId}` : ''}
          </p>
        </div>
        <Button
          variant="outline"
          disabled={verify.isPending || usable.length === 0}
          aria-label={`Mark ${c.name} verified`}
          onClick={() =>
            verify.mutate(c.id, {
              onSuccess: () => toast.success(`${c.name} is verified.`),
              onError: errorToast,
            })
          }
        >
          <BadgeCheck aria-hidden="true" />
          Documents checked
        </Button>
      </div>
      {c.documents.length === 0 ? (
        <p className="text-sm text-muted">No documents uploaded yet.</p>
      ) : (
        <ul className="space-y-2 text-sm">
          {c.documents.map((d) => (
            <DocumentRow key={d.id} document={d} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function DocumentRow({ document: d }: { document: Company['documents'][number] }) {
  const refuse = useRefuseDocument();
  const [refusing, setRefusing] = useState(false);
  const label = `${COMPANY_DOCUMENT_LABELS[d.kind]}: ${d.fileName}`;
  return (
    <li className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <a
          href={`/api/v1/company-documents/${d.id}`}
          className="inline-flex min-w-0 items-center gap-1.5 break-all rounded-lg border border-slate-200 px-3 py-1.5 text-brand-700 hover:bg-slate-50"
        >
          <FileText aria-hidden="true" className="size-4 shrink-0" />
          {label}
        </a>
        {d.refusedAt ? (
          <span className="text-red-700">Refused: {d.refusalReason}</span>
        ) : (
          !refusing && (
            <Button variant="ghost" aria-label={`Refuse ${label}`} onClick={() => setRefusing(true)}>
              <X aria-hidden="true" /> Refuse…
            </Button>
          )
        )}
      </div>
      {refusing && (
        <RejectReason
          id={`refuse-${d.id}`}
          label="Reason (told to the company, which can upload again)"
          schema={RefuseDocumentBody}
          submitLabel="Refuse document"
          pending={refuse.isPending}
          onSubmit={(reason) =>
            refuse.mutate(
              { id: d.id, reason },
              {
                onSuccess: () => {
                  toast.success('Document refused; the company has been told why.');
                  setRefusing(false);
                },
                onError: errorToast,
              },
            )
          }
          onCancel={() => setRefusing(false)}
        />
      )}
    </li>
  );
}
