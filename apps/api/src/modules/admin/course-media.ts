import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import { ADMIN_COURSE_MESSAGES } from '@pathshala/shared/admin-courses';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { referencedImages } from '../../db/referenced-images.ts';
import {
  CATALOGUE_IMAGE_KEY,
  CATALOGUE_IMAGE_PREFIX,
  catalogueImagePathOf,
} from '../../lib/catalogue-images.ts';
import { AppError } from '../../plugins/errors.ts';
import { sweepOrphanFiles } from '../../plugins/orphan-sweep.ts';
import type { Storage } from '../../plugins/storage.ts';
import { UPLOAD_CUT_OFF_MESSAGE } from '../../plugins/uploads.ts';
import * as repository from './courses-repository.ts';

/**
 * The files of the admin console: lecture videos and notes (streamed to a temporary file and then to storage,
 * never held in memory whole, to the temporary folder first), and the sweep of files no row uses. Images are
 * lib/catalogue-images.ts.
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
