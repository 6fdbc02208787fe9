import { FileCheck2, Upload } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { formatFileSize } from '../../../../shared/count.ts';
import {
  COMPANY_DOCUMENT_KINDS,
  COMPANY_DOCUMENT_LABELS,
  type CompanyDocumentKind,
} from '../../../../shared/membership-plans.ts';
import type { CompanyDocument } from '../../../../shared/schemas/membership.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError } from '../../../components/ui/input.tsx';
import { useUploadDocument } from '../api/membership.ts';

const ACCEPT = 'application/pdf,image/jpeg,image/png,image/webp';

function DocumentRow({ kind, uploaded }: { kind: CompanyDocumentKind; uploaded: CompanyDocument[] }) {
  const id = useId();
  const upload = useUploadDocument();
  const [error, setError] = useState<string>();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(undefined);
    upload.mutate({ kind, file }, { onError: (err) => setError(err.message) });
  };
  return (
    <li className="rounded-xl border border-slate-200 p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 className="font-semibold text-ink">{COMPANY_DOCUMENT_LABELS[kind]}</h3>
          <p className="text-sm text-muted">PDF, JPEG, PNG or WebP, up to 5 MB.</p>
        </div>
        <label
          htmlFor={`${id}-file`}
          className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-ink hover:bg-slate-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-500"
        >
          <Upload aria-hidden="true" className="size-4" />
          {upload.isPending ? 'Uploading…' : 'Upload'}
          <input
            id={`${id}-file`}
            type="file"
            accept={ACCEPT}
            className="sr-only"
            aria-label={`Upload ${COMPANY_DOCUMENT_LABELS[kind].toLowerCase()}`}
            aria-describedby={error ? `${id}-error` : undefined}
            disabled={upload.isPending}
            onChange={onChange}
          />
        </label>
      </div>
      <FieldError id={`${id}-error`}>{error}</FieldError>
      {uploaded.length > 0 && (
        <ul className="mt-3 space-y-1 text-sm">
          {uploaded.map((d) => (
            <li key={d.id} className="flex items-center gap-2">
              <FileCheck2 aria-hidden="true" className="size-4 text-green-700" />
              <a
                href={`/api/v1/company-documents/${d.id}`}
                className="truncate text-brand-700 underline underline-offset-4"
              >
                {d.fileName}
              </a>
              <span className="shrink-0 text-muted">{formatFileSize(d.size)}</span>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** Verification documents: an admin checks them and the company's listings show "Verified". */
export function DocumentsStep({
  documents,
  onContinue,
  onBack,
}: {
  documents: CompanyDocument[];
  onContinue: () => void;
  onBack: () => void;
}) {
  return (
    <div className="space-y-5">
      <p className="text-muted">
        Upload your certificate of incorporation and trademark registration. Once our team has checked them,
        your listings carry a <strong className="text-ink">Verified</strong> badge. You can add them later
        too.
      </p>
      <ul className="space-y-3">
        {COMPANY_DOCUMENT_KINDS.map((kind) => (
          <DocumentRow key={kind} kind={kind} uploaded={documents.filter((d) => d.kind === kind)} />
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button type="button" variant="outline" size="lg" onClick={onBack}>
          Edit company details
        </Button>
        <Button type="button" size="lg" onClick={onContinue}>
          {documents.length > 0 ? 'Continue to plans' : 'Skip for now'}
        </Button>
      </div>
    </div>
  );
}
