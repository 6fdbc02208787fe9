import { LISTING_LIMITS } from '../../../shared/limits.ts';
import { reencodePicture } from '../../lib/picture.ts';

export const IMAGE_SLOTS = ['logo', 'banner', 'gallery'] as const;
export type ImageSlot = (typeof IMAGE_SLOTS)[number];

/** The largest box each picture is fitted into (never enlarged). */
const BOX: Record<ImageSlot, { width: number; height: number }> = {
  logo: { width: 512, height: 512 },
  banner: { width: 1920, height: 800 },
  gallery: { width: 1600, height: 1600 },
};

/** A listing's picture, fitted into its slot's box, WebP (lib/picture.ts checks and cleans it). */
export function reencodeListingImage(bytes: Uint8Array, slot: ImageSlot): Promise<Buffer> {
  return reencodePicture(bytes, {
    maxBytes: LISTING_LIMITS.imageMaxBytes,
    shape: { fit: 'inside', ...BOX[slot] },
    quality: 84,
  });
}
