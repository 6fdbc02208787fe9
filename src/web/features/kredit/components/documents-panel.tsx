import { FileText, ImageIcon, Trash2, Upload } from 'lucide-react';
import { useId, useRef } from 'react';
import { formatFileSize } from '../../../../shared/count.ts';
import { KREDIT_DOCUMENT_LABELS, type KreditDocumentKind } from '../../../../shared/kredit.ts';
import type { KreditApplicationT } from '../../../../shared/schemas/kredit.ts';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../lib/toast.ts';
import { errorToast } from '../../accounts/toasts.ts';
import { useRemoveKreditDocument, useUploadKreditDocument } from '../api/my-applications.ts';

const ACCEPT = 'application/pdf,image/jpeg,image/png,image/webp';

function UploadButton({ applicationId, kind }: { applicationId: string; kind: KreditDocumentKind }) {
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const upload = useUploadKreditDocument(applicationId);
  return (
    <div>
      <input
        ref={input}
        id={id}
        type="file"
        accept={ACCEPT}
        className="sr-only"
        aria-label={`Upload ${KREDIT_DOCUMENT_LABELS[kind].toLowerCase()}`}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          upload.mutate(
            { file, kind },
            { onSuccess: () => toast.success(`${file.name} attached`), onError: errorToast },
          );
        }}
      />
      <Button
        type="button"
        variant="outline"
        disabled={upload.isPending}
        onClick={() => input.current?.click()}
      >
        <Upload aria-hidden="true" />
        {upload.isPending ? 'Uploading...' : `Add ${KREDIT_DOCUMENT_LABELS[kind].toLowerCase()}`}
      </Button>
    </div>
  );
}

/** The documents of an application: listed, opened, and (while allowed) added or removed. */
export function DocumentsPanel({
  application,
  kinds,
  removable,
}: {
  application: KreditApplicationT;
  /** The kinds that may be added now; none when the application is closed to documents. */
  kinds: KreditDocumentKind[];
  removable?: boolean;
}) {
  const remove = useRemoveKreditDocument(application.id);
  return (
    <div className="space-y-4">
      {application.documents.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-muted">
          No documents yet. Add a proof of identity (passport, national ID, driving licence) and your latest
          bank statements: PDF, JPEG, PNG or WebP, up to 10 MB each.
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200" aria-label="Documents">
          {application.documents.map((d) => (
            <li key={d.id} className="flex items-center gap-3 p-3 text-sm">
              {d.mime === 'application/pdf' ? (
                <FileText aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
              ) : (
                <ImageIcon aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
              )}
              <div className="min-w-0 flex-1">
                <a
                  href={d.url}
                  target="_blank"
                  rel="noreferrer"
                  className="block truncate font-medium text-brand-700 underline-offset-4 hover:underline"
                >
                  {d.name}
                </a>
                <p className="text-muted">
                  {KREDIT_DOCUMENT_LABELS[d.kind]} · {formatFileSize(d.size)}
                </p>
              </div>
              {removable && (
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove ${d.name}`}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(d.id, { onError: errorToast })}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {kinds.length > 0 && (
        <div className="flex flex-wrap gap-3">
          {kinds.map((k) => (
            <UploadButton key={k} applicationId={application.id} kind={k} />
          ))}
        </div>
      )}
    </div>
  );
}
