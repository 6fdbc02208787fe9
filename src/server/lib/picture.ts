import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { Problem } from './problem.ts';

const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp']);
/** Refuses decompression bombs: a small PNG can claim billions of pixels. */
const MAX_INPUT_PIXELS = 50_000_000;

/** How the picture is sized: fitted into a box (never enlarged), or centre-cropped to a square. */
export type PictureShape = { fit: 'inside'; width: number; height: number } | { fit: 'square'; side: number };

/**
 * An uploaded picture made safe to serve. The type comes from the bytes (never the name or
 * Content-Type; an SVG, with or without script, is not a picture we take); the picture is
 * decoded and re-encoded as WebP, turned upright, with every bit of metadata (EXIF, GPS, ICC,
 * XMP) dropped. Only JPEG, PNG and WebP are taken.
 */
export async function reencodePicture(
  bytes: Uint8Array,
  options: { maxBytes: number; shape: PictureShape; quality: number },
): Promise<Buffer> {
  const { maxBytes, shape, quality } = options;
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
    if (shape.fit === 'inside') {
      image
        .rotate()
        .resize({ width: shape.width, height: shape.height, fit: 'inside', withoutEnlargement: true });
    } else {
      const { width = 0, height = 0 } = await image.metadata();
      const side = Math.min(shape.side, width, height) || shape.side;
      image.rotate().resize(side, side, { fit: 'cover', position: 'attention' });
    }
    return await image.webp({ quality }).toBuffer();
  } catch {
    throw new Problem(
      400,
      'image_unreadable',
      'This picture could not be read. Choose another JPEG, PNG or WebP file.',
    );
  }
}
