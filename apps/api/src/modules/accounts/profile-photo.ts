import { randomBytes } from 'node:crypto';
import { ACCOUNT_MESSAGES } from '@pathshala/shared/accounts';
import sharp from 'sharp';
import { AppError } from '../../plugins/errors.ts';
import { sniffImageType } from '../../plugins/uploads.ts';

export const PROFILE_PHOTO_SIZE_PX = 512;
export const PROFILE_PHOTO_TYPE_MESSAGE = ACCOUNT_MESSAGES.photoWrongType;
export const PROFILE_PHOTO_TOO_LARGE_MESSAGE = ACCOUNT_MESSAGES.photoTooLarge;
// A 2 MB file can still claim enormous dimensions (decompression bomb); refuse before decoding.
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Checks the upload by content and re-encodes it as a square WebP: metadata (EXIF, GPS) and oversized
 * pixels never reach storage.
 */
export async function normaliseProfilePhoto(upload: Buffer) {
  if (!sniffImageType(upload)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', PROFILE_PHOTO_TYPE_MESSAGE);
  try {
    return await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(PROFILE_PHOTO_SIZE_PX, PROFILE_PHOTO_SIZE_PX, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', PROFILE_PHOTO_TYPE_MESSAGE);
  }
}

export const newProfilePhotoKey = () => `avatars/${randomBytes(16).toString('hex')}.webp`;
export const PROFILE_PHOTO_FILE = /^[a-f0-9]{32}\.webp$/;
