import { AVATAR } from '../../../shared/limits.ts';
import { reencodePicture } from '../../lib/picture.ts';

/** A profile picture: centre-cropped to a square of at most AVATAR.side pixels, WebP. */
export function reencodeAvatar(bytes: Uint8Array, maxBytes = AVATAR.maxBytes): Promise<Buffer> {
  return reencodePicture(bytes, { maxBytes, shape: { fit: 'square', side: AVATAR.side }, quality: 82 });
}
