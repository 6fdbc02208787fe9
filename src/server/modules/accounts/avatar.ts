import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AVATAR } from '../../../shared/limits.ts';
import { Problem } from '../../lib/problem.ts';

// Avatars are re-encoded to a square WebP of AVATAR.side pixels (or less, never enlarged).
const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp']);
/** Refuses decompression bombs: a 5 MB PNG can claim billions of pixels. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Reads the upload's type from its bytes (never its name or Content-Type), then decodes and
 * re-encodes it: EXIF orientation applied, centre-cropped to a square of at most 512 px, WebP,
 * with every bit of metadata (EXIF, GPS, ICC, XMP) dropped. Only JPEG, PNG and WebP are taken.
 */
export async function reencodeAvatar(bytes: Uint8Array, maxBytes = AVATAR.maxBytes): Promise<Buffer> {
  if (bytes.byteLength === 0) throw new Problem(400, 'file_empty', 'The file is empty.');
  if (bytes.byteLength > maxBytes) {
    throw new Problem(
      413,
      'file_too_large',
      `The picture is larger than ${Math.floor(maxBytes / 1048576)} MB.`,
    );
  }
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !ACCEPTED.has(detected.mime)) {
    throw new Problem(415, 'file_type_not_allowed', 'Choose a JPEG, PNG or WebP picture.');
  }
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', pages: 1 });
    const { width = 0, height = 0 } = await image.metadata();
    const side = Math.min(AVATAR.side, width, height) || AVATAR.side;
    return await image
      .rotate()
      .resize(side, side, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new Problem(
      400,
      'image_unreadable',
      'This picture could not be read. Choose another JPEG, PNG or WebP file.',
    );
  }
}
