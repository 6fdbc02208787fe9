import { LISTING_LIMITS } from '../../../shared/limits.ts';
import { reencodePicture } from '../../lib/picture.ts';

/** The largest box each picture is fitted into (never enlarged). */
const BOX = { logo: { width: 512, height: 512 }, screenshot: { width: 1600, height: 1200 } } as const;

/** An offering's logo or screenshot, as franchise listings do: lib/picture.ts checks and cleans it. */
export function reencodeOfferingImage(bytes: Uint8Array, slot: keyof typeof BOX): Promise<Buffer> {
  return reencodePicture(bytes, {
    maxBytes: LISTING_LIMITS.imageMaxBytes,
    shape: { fit: 'inside', ...BOX[slot] },
    quality: 84,
  });
}
