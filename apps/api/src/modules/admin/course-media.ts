import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import { ADMIN_COURSE_MESSAGES, CATALOGUE_IMAGE_MAX_BYTES } from '@pathshala/shared/admin-courses';
import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import type { Database } from '../../db/client.ts';
import { questions } from '../../db/schema/practice.ts';
import { AppError } from '../../plugins/errors.ts';
import { sweepOrphanFiles } from '../../plugins/orphan-sweep.ts';
import type { Storage } from '../../plugins/storage.ts';
import { sniffImageType, UPLOAD_CUT_OFF_MESSAGE } from '../../plugins/uploads.ts';
import * as repository from './courses-repository.ts';
import { referencedSiteContentImages } from './site-content-repository.ts';

/**
 * The files of the admin console: lecture videos and notes (streamed to a temporary file and then to storage,
 * never held in memory whole), and the images of courses, instructors and site content (re-encoded with sharp).
 */

// ── Streamed uploads ────────────────────────────────────────────────────────────────────────────

export interface StreamedUploadLimits {
  field: string;
  maxBytes: number;
  tooLargeMessage: string;
  wrongTypeMessage: string;
  /** How many first bytes the type check needs. */
  headBytes: number;
  /** Whether the file's first bytes are of the expected type. */
  isExpectedType: (head: Buffer) => boolean;
}

/** An answer that also closes the connection, so Node does not read the rest of a large body to keep it alive. */
function closing(reply: FastifyReply, error: AppError) {
  reply.header('connection', 'close');
  return error;
}

/** A refusal before the upload was read closes the connection, so Node does not read the body to its end. */
export async function beforeReading(reply: FastifyReply, check: () => Promise<unknown>) {
  try {
    await check();
  } catch (error) {
    reply.header('connection', 'close');
    throw error;
  }
}

/** Refused by its first bytes; passes the rest through untouched. */
function typeCheck(limits: StreamedUploadLimits) {
  let head = Buffer.alloc(0);
  let checked = false;
  const check = () => {
    checked = true;
    return limits.isExpectedType(head)
      ? undefined
      : new AppError('UNSUPPORTED_MEDIA_TYPE', limits.wrongTypeMessage);
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (checked) return done(null, chunk);
      head = Buffer.concat([head, chunk]);
      if (head.length < limits.headBytes) return done();
      const refused = check();
      if (refused) return done(refused);
      done(null, head);
    },
    flush(done) {
      if (checked) return done();
      const refused = check();
      done(refused, refused ? undefined : head);
    },
  });
}

/**
 * Streams the one file of a multipart request to a new temporary file under `directory`: the type checked on its
 * first bytes (415), the size limit enforced while the bytes arrive (413), an empty or missing file refused
 * (400). Either way the connection of a refused upload is closed. The caller removes the file.
 */
export async function receiveUploadToFile(
  request: FastifyRequest,
  reply: FastifyReply,
  limits: StreamedUploadLimits,
  directory: string,
): Promise<{ path: string; bytes: number }> {
  if (!request.isMultipart()) {
    throw closing(
      reply,
      new AppError('UNSUPPORTED_MEDIA_TYPE', 'Please send the file as multipart/form-data.'),
    );
  }
  let part: MultipartFile | undefined;
  try {
    part = await request.file({ limits: { fileSize: limits.maxBytes, files: 1, fields: 10 } });
  } catch (error) {
    const message = (error as Error).message;
    throw closing(
      reply,
      new AppError('BAD_REQUEST', /unexpected end/i.test(message) ? UPLOAD_CUT_OFF_MESSAGE : message),
    );
  }
  if (!part || part.fieldname !== limits.field) {
    throw closing(reply, new AppError('BAD_REQUEST', ADMIN_COURSE_MESSAGES.fileMissing(limits.field)));
  }
  await mkdir(directory, { recursive: true });
  const target = path.join(directory, `${randomBytes(16).toString('hex')}.upload`);
  const file = part.file;
  let overLimit = false;
  file.once('limit', () => {
    overLimit = true;
    file.destroy();
  });
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  try {
    await pipeline(file, typeCheck(limits), counter, createWriteStream(target));
  } catch (error) {
    await rm(target, { force: true });
    if (overLimit || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw closing(reply, new AppError('PAYLOAD_TOO_LARGE', limits.tooLargeMessage));
    }
    if (error instanceof AppError) throw closing(reply, error);
    // The bytes come from the client alone: a stream that breaks off is the client's 400, not our 500.
    throw closing(reply, new AppError('BAD_REQUEST', UPLOAD_CUT_OFF_MESSAGE));
  }
  if (overLimit || file.truncated) {
    await rm(target, { force: true });
    throw closing(reply, new AppError('PAYLOAD_TOO_LARGE', limits.tooLargeMessage));
  }
  if (bytes === 0) {
    await rm(target, { force: true });
    throw closing(reply, new AppError('BAD_REQUEST', ADMIN_COURSE_MESSAGES.fileMissing(limits.field)));
  }
  return { path: target, bytes };
}

/** An ISO base media file (MP4): an 'ftyp' box first, and not QuickTime's own brand. */
export function looksLikeMp4(head: Buffer) {
  return (
    head.length >= 12 && head.toString('latin1', 4, 8) === 'ftyp' && head.toString('latin1', 8, 12) !== 'qt  '
  );
}

export const looksLikePdf = (head: Buffer) => head.length >= 5 && head.toString('latin1', 0, 5) === '%PDF-';
/** WebVTT starts with the word WEBVTT (after an optional byte-order mark), then a space, tab or line end. */
export const looksLikeWebVtt = (head: Buffer) =>
  /^(\uFEFF)?WEBVTT([ \t\r\n]|$)/.test(head.toString('utf8', 0, Math.min(head.length, 10)));

/** A temporary upload this old was left by a crash (requests end long before: REQUEST_TIMEOUT_SECONDS). */
const TEMPORARY_UPLOAD_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Where uploads wait between the request and storage, under DATA_DIR (the same disk as local storage). */
export const uploadsDirectory = (dataDir: string) => path.join(dataDir, 'tmp', 'uploads');

// ── Keys ────────────────────────────────────────────────────────────────────────────────────────

const LECTURE_MEDIA_PREFIX = 'lecture-media/';
/** Files of our making; the demo's shared files ('demo/…') are never deleted by the editor. */
export const LECTURE_MEDIA_KEY = /^lecture-media\/[0-9a-f-]{36}\/[a-f0-9]{32}\.(?:mp4|pdf|vtt)$/;
export const newLectureMediaKey = (lectureId: string, extension: 'mp4' | 'pdf' | 'vtt') =>
  `${LECTURE_MEDIA_PREFIX}${lectureId}/${randomBytes(16).toString('hex')}.${extension}`;

const CATALOGUE_IMAGE_PREFIX = 'catalogue-images/';
/** Public address of an uploaded image; the stored columns hold it, as they hold '/images/…' of the demo. */
export const CATALOGUE_IMAGE_PATH = '/api/catalogue-images/';
export const CATALOGUE_IMAGE_FILE = /^[a-f0-9]{32}\.webp$/;
const CATALOGUE_IMAGE_KEY = /^catalogue-images\/[a-f0-9]{32}\.webp$/;
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

/** Which of these image paths a course, an instructor, an item of site content or a question still shows. */
async function referencedImages(db: Database, paths: string[]) {
  const [catalogue, siteContent, questionImages] = await Promise.all([
    repository.referencedImages(db, paths),
    referencedSiteContentImages(db, paths),
    paths.length === 0
      ? []
      : db.select({ imageUrl: questions.imageUrl }).from(questions).where(inArray(questions.imageUrl, paths)),
  ]);
  return new Set([...catalogue, ...siteContent, ...questionImages.map((row) => row.imageUrl)]);
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

// ── Clean-up ────────────────────────────────────────────────────────────────────────────────────

/**
 * Deletes lecture media and uploaded images no row points to, once an hour old (left by a crash between storing
 * a file and committing its row, or a failed deletion), and temporary uploads a crash left behind. Returns how
 * many files it deleted.
 */
export async function sweepOrphanCourseFiles(
  db: Database,
  storage: Storage,
  dataDir: string,
  now = new Date(),
) {
  const media = await sweepOrphanFiles(
    storage,
    {
      prefix: LECTURE_MEDIA_PREFIX,
      keyPattern: LECTURE_MEDIA_KEY,
      referenced: (keys) => repository.referencedLectureFiles(db, keys),
    },
    now,
  );
  const images = await sweepOrphanFiles(
    storage,
    {
      prefix: CATALOGUE_IMAGE_PREFIX,
      keyPattern: CATALOGUE_IMAGE_KEY,
      referenced: async (keys) => {
        const shown = await referencedImages(db, keys.map(catalogueImagePathOf));
        return new Set(keys.filter((key) => shown.has(catalogueImagePathOf(key))));
      },
    },
    now,
  );
  let temporary = 0;
  const directory = uploadsDirectory(dataDir);
  for (const name of await readdir(directory).catch(() => [] as string[])) {
    const file = path.join(directory, name);
    const modified = await stat(file).then(
      (stats) => stats.mtime.getTime(),
      () => now.getTime(),
    );
    // An upload still arriving keeps writing its file; a day-old one is no longer anyone's.
    if (now.getTime() - modified > TEMPORARY_UPLOAD_MAX_AGE_MS) {
      await rm(file, { force: true });
      temporary += 1;
    }
  }
  return media + images + temporary;
}
