import { ImagePlus, Trash2 } from 'lucide-react';
import { OFFERING_LIMITS } from '../../../../shared/limits.ts';
import type { VendorOffering } from '../../../../shared/schemas/offerings.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Label } from '../../../components/ui/input.tsx';
import { toast } from '../../../lib/toast.ts';
import { useRemoveScreenshot, useUploadOfferingImage } from '../api/vendor-offerings.ts';

const fileClass =
  'block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-medium file:text-brand-800';

/** Logo and screenshots: uploaded one at a time, checked and re-encoded by the server. */
export function OfferingPictures({ offering, disabled }: { offering: VendorOffering; disabled: boolean }) {
  const upload = useUploadOfferingImage(offering.id);
  const remove = useRemoveScreenshot(offering.id);
  const send = (slot: 'logo' | 'screenshot') => (e: React.ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (file) upload.mutate({ slot, file }, { onError: (err) => toast.error(err.message) });
  };
  return (
    <section
      aria-labelledby="offering-pictures"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id="offering-pictures" className="flex items-center gap-2 text-xl font-semibold text-brand-900">
        <ImagePlus aria-hidden="true" className="size-5" /> Logo and screenshots
      </h2>
      <div className="flex flex-wrap items-center gap-4">
        {offering.logoUrl && (
          <img
            src={offering.logoUrl}
            alt="Current logo"
            className="size-16 rounded-lg border object-contain"
          />
        )}
        <div>
          <Label htmlFor="offering-logo">Upload logo</Label>
          <input
            id="offering-logo"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            disabled={disabled || upload.isPending}
            onChange={send('logo')}
            className={fileClass}
          />
        </div>
      </div>
      <div>
        <Label htmlFor="offering-screenshot">
          Add a screenshot ({offering.screenshots.length}/{OFFERING_LIMITS.screenshots})
        </Label>
        <input
          id="offering-screenshot"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          disabled={
            disabled || upload.isPending || offering.screenshots.length >= OFFERING_LIMITS.screenshots
          }
          onChange={send('screenshot')}
          className={fileClass}
        />
        {offering.screenshots.length > 0 && (
          <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
            {offering.screenshots.map((src, i) => (
              <li key={src} className="relative">
                <img src={src} alt={`Screenshot ${i + 1}`} className="w-full rounded-lg border" />
                <Button
                  size="sm"
                  variant="outline"
                  className="mt-1"
                  disabled={disabled || remove.isPending}
                  onClick={() => remove.mutate(i, { onError: (err) => toast.error(err.message) })}
                >
                  <Trash2 aria-hidden="true" /> Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <p className="text-xs text-muted">
        JPEG, PNG or WebP, at most 8 MB each. Pictures are checked and re-encoded.
      </p>
    </section>
  );
}
