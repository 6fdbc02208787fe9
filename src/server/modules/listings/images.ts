import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { LISTING_LIMITS } from '../../../shared/limits.ts';
import { Problem } from '../../lib/problem.ts';

export const IMAGE_SLOTS = ['logo', 'banner', 'gallery'] as const;
export type ImageSlot = (typeof IMAGE_SLOTS)[number];

/** The largest box each picture is fitted into (never enlarged). */
const BOX: Record<ImageSlot, { width: number; height: number }> = {
  logo: { width: 512, height: 512 },
  banner: { width: 1920, height: 800 },
  gallery: { width: 1600, height: 1600 },
};

const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp']);
/** Refuses decompression bombs: a small PNG can claim billions of pixels. */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * The type comes from the bytes (an SVG, with or without script, is not a picture we take);
 * the picture is decoded and re-encoded as WebP, turned upright, with all metadata (EXIF, GPS,
 * XMP) dropped, fitted into its slot's box.
 */
export async function reencodeListingImage(bytes: Uint8Array, slot: ImageSlot): Promise<Buffer> {
  if (bytes.byteLength === 0) throw new Problem(400, 'file_empty', 'The file is empty.');
  if (bytes.byteLength > LISTING_LIMITS.imageMaxBytes) {
    throw new Problem(
      413,
      'file_too_large',
      `The picture is larger than ${LISTING_LIMITS.imageMaxBytes / 1048576} MB.`,
    );
  }
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !ACCEPTED.has(detected.mime)) {
    throw new Problem(415, 'file_type_not_allowed', 'Choose a JPEG, PNG or WebP picture.');
  }
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', pages: 1 })
      .rotate()
      .resize({ ...BOX[slot], fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 84 })
      .toBuffer();
  } catch {
    throw new Problem(
      400,
      'image_unreadable',
      'This picture could not be read. Choose another JPEG, PNG or WebP file.',
    );
  }
}
