import { FileText, ImagePlus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { LISTING_LIMITS } from '../../../../../shared/limits.ts';
import type { EditableListing } from '../../../../../shared/schemas/listings.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { toast } from '../../../../lib/toast.ts';
import {
  useListing,
  useRemoveDocument,
  useRemoveImage,
  useUploadDocument,
  useUploadImage,
} from '../../api/listings.ts';

const MB = 1024 * 1024;

function FilePick({
  label,
  accept,
  onFile,
  busy,
}: {
  label: string;
  accept: string;
  onFile: (f: File) => void;
  busy: boolean;
}) {
  const id = useId();
  return (
    <label
      htmlFor={id}
      className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium focus-within:outline-2 focus-within:outline-brand-500 hover:bg-slate-50"
    >
      <ImagePlus aria-hidden="true" className="size-4" />
      {busy ? 'Uploading…' : label}
      <input
        id={id}
        type="file"
        accept={accept}
        className="sr-only"
        disabled={busy}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
    </label>
  );
}

const failed = (err: Error) => toast.error(err.message);

/** Logo, banner, gallery and PDF documents: uploaded at once, checked and re-encoded by the server. */
export function MediaSection({ listing: given }: { listing: EditableListing }) {
  // Uploads answer the listing into the query cache; the page's copy may be older.
  const listing = useListing(given.id).data ?? given;
  const image = useUploadImage(listing.id);
  const removeImage = useRemoveImage(listing.id);
  const doc = useUploadDocument(listing.id);
  const removeDoc = useRemoveDocument(listing.id);
  const picture = (slot: 'logo' | 'banner' | 'gallery') => (file: File) => {
    if (file.size > LISTING_LIMITS.imageMaxBytes)
      return toast.error(`Pictures can be at most ${LISTING_LIMITS.imageMaxBytes / MB} MB.`);
    image.mutate({ slot, file }, { onError: failed });
  };
  const pictures = 'image/jpeg,image/png,image/webp';
  return (
    <section aria-labelledby="sec-media" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="sec-media" className="text-lg font-semibold text-brand-900">
        Pictures and documents
      </h2>
      <p className="mt-1 text-sm text-muted">
        JPEG, PNG or WebP pictures up to {LISTING_LIMITS.imageMaxBytes / MB} MB (stored without their
        metadata); PDF documents up to {LISTING_LIMITS.documentMaxBytes / MB} MB.
      </p>
      <div className="mt-4 grid gap-6 sm:grid-cols-2">
        {(['logo', 'banner'] as const).map((slot) => {
          const url = slot === 'logo' ? listing.logoUrl : listing.bannerImageUrl;
          return (
            <div key={slot} className="space-y-2">
              <p className="text-sm font-medium">{slot === 'logo' ? 'Logo' : 'Banner'}</p>
              {url ? (
                <img
                  src={url}
                  alt={`Current ${slot}`}
                  className={
                    slot === 'logo'
                      ? 'size-20 rounded-lg border object-contain'
                      : 'h-20 w-full rounded-lg border object-cover'
                  }
                />
              ) : (
                <p className="text-sm text-muted">None yet.</p>
              )}
              <FilePick
                label={url ? `Replace ${slot}` : `Upload ${slot}`}
                accept={pictures}
                busy={image.isPending && image.variables?.slot === slot}
                onFile={picture(slot)}
              />
            </div>
          );
        })}
        <div className="space-y-2 sm:col-span-2">
          <p className="text-sm font-medium">
            Gallery ({listing.gallery.length}/{LISTING_LIMITS.galleryImages})
          </p>
          <ul className="flex flex-wrap gap-2">
            {listing.gallery.map((m) => (
              <li key={m.id} className="relative">
                <img
                  src={m.url}
                  alt={m.caption ?? 'Gallery picture'}
                  className="h-20 w-28 rounded-lg border object-cover"
                />
                <button
                  type="button"
                  aria-label="Remove this picture"
                  onClick={() => removeImage.mutate(m.id, { onError: failed })}
                  className="absolute top-1 right-1 rounded-full bg-white/90 p-1 shadow"
                >
                  <Trash2 aria-hidden="true" className="size-3.5" />
                </button>
              </li>
            ))}
          </ul>
          {listing.gallery.length < LISTING_LIMITS.galleryImages ? (
            <FilePick
              label="Add a picture"
              accept={pictures}
              busy={image.isPending && image.variables?.slot === 'gallery'}
              onFile={picture('gallery')}
            />
          ) : null}
        </div>
        <div className="space-y-2 sm:col-span-2">
          <p className="text-sm font-medium">Documents (brochure, disclosure document, financials)</p>
          <ul className="space-y-1" data-testid="listing-documents">
            {listing.documents.map((d) => (
              <li key={d.id} className="flex items-center gap-2 text-sm">
                <FileText aria-hidden="true" className="size-4 text-muted" />
                <a href={d.url} className="text-brand-700 hover:underline">
                  {d.title}
                </a>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  onClick={() => removeDoc.mutate(d.id, { onError: failed })}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
          <FilePick
            label="Attach a PDF"
            accept="application/pdf"
            busy={doc.isPending}
            onFile={(file) => {
              if (file.size > LISTING_LIMITS.documentMaxBytes)
                return toast.error(`Documents can be at most ${LISTING_LIMITS.documentMaxBytes / MB} MB.`);
              doc.mutate(
                { file, title: file.name.replace(/\.pdf$/i, '').slice(0, LISTING_LIMITS.documentTitle) },
                { onError: failed },
              );
            }}
          />
        </div>
      </div>
    </section>
  );
}
