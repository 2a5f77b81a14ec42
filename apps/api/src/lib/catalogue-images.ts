import { randomBytes } from 'node:crypto';
import { ADMIN_COURSE_MESSAGES, CATALOGUE_IMAGE_MAX_BYTES } from '@pathshala/shared/admin-courses';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import type { Database } from '../db/client.ts';
import { referencedImages } from '../db/referenced-images.ts';
import { AppError } from '../plugins/errors.ts';
import type { Storage } from '../plugins/storage.ts';
import { sniffImageType } from '../plugins/uploads.ts';

/**
 * Images the consoles upload (course thumbnails and covers, instructors, site content, practice questions): their
 * storage keys and public paths, how an upload is checked and re-encoded, and how a row's image is replaced.
 */

// ── Keys ────────────────────────────────────────────────────────────────────────────────────────

export const CATALOGUE_IMAGE_PREFIX = 'catalogue-images/';
/** Public address of an uploaded image; the stored columns hold it, as they hold '/images/…' of the demo. */
export const CATALOGUE_IMAGE_PATH = '/api/catalogue-images/';
export const CATALOGUE_IMAGE_FILE = /^[a-f0-9]{32}\.webp$/;
export const CATALOGUE_IMAGE_KEY = /^catalogue-images\/[a-f0-9]{32}\.webp$/;
export const newCatalogueImageKey = () => `${CATALOGUE_IMAGE_PREFIX}${randomBytes(16).toString('hex')}.webp`;
export const catalogueImageKeyOf = (file: string) => `${CATALOGUE_IMAGE_PREFIX}${file}`;
export const catalogueImagePathOf = (key: string) =>
  `${CATALOGUE_IMAGE_PATH}${key.slice(CATALOGUE_IMAGE_PREFIX.length)}`;
/** The storage key behind a column's image path, when it is one of ours. */
export function ownImageKey(imagePath: string) {
  if (!imagePath.startsWith(CATALOGUE_IMAGE_PATH)) return undefined;
  const key = catalogueImageKeyOf(imagePath.slice(CATALOGUE_IMAGE_PATH.length));
  return CATALOGUE_IMAGE_KEY.test(key) ? key : undefined;
}

/** Deletes a replaced or unused file; a failure leaves an orphan for the sweep, never an error to the caller. */
export async function removeQuietly(storage: Storage, key: string | undefined, log?: FastifyBaseLogger) {
  if (!key) return;
  try {
    await storage.remove(key);
  } catch (error) {
    log?.warn({ err: error, key }, 'could not delete a course file; the orphan sweep will');
  }
}

// ── Images ──────────────────────────────────────────────────────────────────────────────────────

// A 10 MB file can still claim enormous dimensions (decompression bomb); refuse before decoding.
const MAX_INPUT_PIXELS = 50_000_000;
/**
 * Widest each image is kept: cards show thumbnails at ~400 px (800 for sharp screens), covers span the page, and
 * the home page's banners span a wide screen.
 */
export const IMAGE_MAX_WIDTH = { thumbnail: 800, cover: 1600, banner: 1920 } as const;
/** The side of a square photo of a person (instructors, mentors, testimonials). */
export const PORTRAIT_PX = 512;
/** A logo fits inside this box, the rest left transparent: every logo tile of the site the same shape. */
export const LOGO_BOX = { width: 480, height: 192 } as const;

/** How an upload is sized: no wider than, a square crop (a photo), or fitted inside a box (a logo). */
export type ImageShape =
  | { maxWidth: number }
  | { square: number }
  | { box: { width: number; height: number } };

export const CATALOGUE_IMAGE_UPLOAD = {
  maxBytes: CATALOGUE_IMAGE_MAX_BYTES,
  tooLargeMessage: ADMIN_COURSE_MESSAGES.imageTooLarge,
};

/**
 * Checks the upload by content and re-encodes it as WebP in its shape: metadata (EXIF, GPS) and oversized pixels
 * never reach storage.
 */
export async function normaliseImage(upload: Buffer, shape: ImageShape) {
  if (!sniffImageType(upload))
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', ADMIN_COURSE_MESSAGES.imageWrongType);
  try {
    const image = sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    const sized =
      'square' in shape
        ? image.resize(shape.square, shape.square, { fit: 'cover' })
        : 'box' in shape
          ? image.resize(shape.box.width, shape.box.height, {
              fit: 'contain',
              background: { r: 255, g: 255, b: 255, alpha: 0 },
            })
          : image.resize({ width: shape.maxWidth, withoutEnlargement: true });
    return await sized.webp({ quality: 82 }).toBuffer();
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', ADMIN_COURSE_MESSAGES.imageWrongType);
  }
}

/**
 * Stores a normalised image under a new name and hands its path to `swap`, which points the row at it (in its
 * transaction, audited) and answers the path it replaced. A failed swap deletes the new file; after a good one the
 * replaced file is deleted when it is ours and nothing else shows it.
 */
export async function replaceImage<Result>(
  db: Database,
  storage: Storage,
  log: FastifyBaseLogger,
  image: Buffer,
  swap: (imagePath: string) => Promise<{ replaced: string | null; result: Result }>,
): Promise<Result> {
  const key = newCatalogueImageKey();
  await storage.put(key, image);
  let swapped: { replaced: string | null; result: Result };
  try {
    swapped = await swap(catalogueImagePathOf(key));
  } catch (error) {
    await removeQuietly(storage, key, log);
    throw error;
  }
  const { replaced } = swapped;
  const replacedKey = replaced ? ownImageKey(replaced) : undefined;
  if (replacedKey && replaced && !(await referencedImages(db, [replaced])).has(replaced)) {
    await removeQuietly(storage, replacedKey, log);
  }
  return swapped.result;
}
