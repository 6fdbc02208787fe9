import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { LISTING_LIMITS } from '../../../shared/limits.ts';
import { Problem } from '../../lib/problem.ts';

/** The largest box each picture is fitted into (never enlarged). */
const BOX = { logo: { width: 512, height: 512 }, screenshot: { width: 1600, height: 1200 } } as const;
const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp']);
/** Refuses decompression bombs: a small PNG can claim billions of pixels. */
const MAX_INPUT_PIXELS = 50_000_000;

/** As franchise listings do (listings/images.ts): type from the bytes, re-encoded as WebP, no metadata. */
export async function reencodeOfferingImage(bytes: Uint8Array, slot: keyof typeof BOX): Promise<Buffer> {
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
