import { randomBytes } from 'node:crypto';
import { ACCOUNT_MESSAGES, PROFILE_PHOTO_MAX_BYTES } from '@pathshala/shared/accounts';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { AppError } from '../../plugins/errors.ts';
import { sweepOrphanFiles } from '../../plugins/orphan-sweep.ts';
import type { Storage } from '../../plugins/storage.ts';
import { sniffImageType, type UploadLimits } from '../../plugins/uploads.ts';

export const PROFILE_PHOTO_SIZE_PX = 512;
export const PROFILE_PHOTO_TYPE_MESSAGE = ACCOUNT_MESSAGES.photoWrongType;
export const PROFILE_PHOTO_TOO_LARGE_MESSAGE = ACCOUNT_MESSAGES.photoTooLarge;
export const PROFILE_PHOTO_UPLOAD: UploadLimits = {
  field: 'profilePhoto',
  maxBytes: PROFILE_PHOTO_MAX_BYTES,
  tooLargeMessage: PROFILE_PHOTO_TOO_LARGE_MESSAGE,
  missingMessage: 'Please choose a photo to upload',
};
/**
 * Uploads per learner and minute. Counted after the login check (preHandler), so the key is the account, and
 * still before the body is read.
 */
export const PROFILE_PHOTO_RATE_LIMIT = {
  max: 10,
  timeWindow: '1 minute',
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => request.currentSession?.user.id ?? request.ip,
};
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

const PROFILE_PHOTO_PREFIX = 'avatars/';
export const newProfilePhotoKey = () => `${PROFILE_PHOTO_PREFIX}${randomBytes(16).toString('hex')}.webp`;
export const PROFILE_PHOTO_FILE = /^[a-f0-9]{32}\.webp$/;
const PROFILE_PHOTO_KEY = /^avatars\/[a-f0-9]{32}\.webp$/;

/**
 * Stores the new photo and points the account at it. The old pointer is read under a row lock in the same
 * transaction as the swap, so concurrent uploads replace one another in turn and each deletes exactly the file
 * it replaced, after the commit. If the swap fails, the new file is deleted instead. A file whose deletion
 * fails is an orphan that `sweepOrphanProfilePhotos` removes within the hour.
 */
export async function replaceProfilePhoto(
  db: Database,
  storage: Storage,
  userId: string,
  photo: Buffer,
  log?: FastifyBaseLogger,
) {
  const key = newProfilePhotoKey();
  await storage.put(key, photo);
  let swapped: { replaced: string | null; user: typeof users.$inferSelect };
  try {
    swapped = await db.transaction(async (tx) => {
      const [current] = await tx
        .select({ profilePhoto: users.profilePhoto })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      if (!current) throw new AppError('NOT_FOUND', 'Account not found.');
      const [user] = await tx
        .update(users)
        .set({ profilePhoto: key, updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning();
      if (!user) throw new AppError('NOT_FOUND', 'Account not found.');
      return { replaced: current.profilePhoto, user };
    });
  } catch (error) {
    await removeQuietly(storage, key, log);
    throw error;
  }
  if (swapped.replaced && PROFILE_PHOTO_KEY.test(swapped.replaced)) {
    await removeQuietly(storage, swapped.replaced, log);
  }
  return swapped.user;
}

async function removeQuietly(storage: Storage, key: string, log?: FastifyBaseLogger) {
  try {
    await storage.remove(key);
  } catch (error) {
    log?.warn({ err: error, key }, 'could not delete a profile photo; the orphan sweep will');
  }
}

/**
 * Deletes stored profile photos that no account points to and that are older than an hour (left behind by a
 * crash between the write and the swap, or by a failed deletion). Returns how many it deleted.
 */
export function sweepOrphanProfilePhotos(db: Database, storage: Storage, now = new Date()) {
  return sweepOrphanFiles(
    storage,
    {
      prefix: PROFILE_PHOTO_PREFIX,
      keyPattern: PROFILE_PHOTO_KEY,
      referenced: async (keys) =>
        new Set(
          (
            await db.select({ key: users.profilePhoto }).from(users).where(inArray(users.profilePhoto, keys))
          ).map((row) => row.key ?? ''),
        ),
    },
    now,
  );
}
