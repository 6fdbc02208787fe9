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

/**
 * A stored picture without what the camera put in it (EXIF with GPS position, XMP, IPTC,
 * comments): every image the file store keeps passes here, so message attachments, invoices
 * and Kredit documents lose it as the re-encoded pictures do. The picture keeps its format and
 * size, turned upright; one already without metadata (a re-encoded one) is kept byte for byte.
 */
export async function withoutPictureMetadata(bytes: Uint8Array, mime: string): Promise<Uint8Array> {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', pages: 1 });
    const meta = await image.metadata();
    if (!meta.exif && !meta.xmp && !meta.iptc && !meta.comments?.length && (meta.orientation ?? 1) === 1)
      return bytes;
    image.rotate();
    const out =
      mime === 'image/png'
        ? image.png()
        : mime === 'image/webp'
          ? image.webp({ quality: 90 })
          : image.jpeg({ quality: 92, mozjpeg: true });
    return await out.toBuffer();
  } catch {
    throw new Problem(
      400,
      'image_unreadable',
      'This picture could not be read. Choose another JPEG, PNG or WebP file.',
    );
  }
}
