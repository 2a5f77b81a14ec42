import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { AdminLecture } from '@pathshala/shared/admin-courses';
import { ADMIN_COURSE_MESSAGES } from '@pathshala/shared/admin-courses';
import {
  VIDEO_UPLOAD_MESSAGES as MESSAGES,
  type StartVideoUploadRequest,
  type VideoUpload,
} from '@pathshala/shared/admin-video-uploads';
import { and, eq, inArray, lt, ne, or } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { videoUploads } from '../../db/schema/video-uploads.ts';
import { removeQuietly } from '../../lib/catalogue-images.ts';
import { recordAudit } from '../../plugins/audit.ts';
import { currentUser } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { sweepOrphanFiles } from '../../plugins/orphan-sweep.ts';
import type { Storage } from '../../plugins/storage.ts';
import { latestTranscodes } from '../media/transcode-queue.ts';
import { looksLikeMp4 } from './course-media.ts';
import * as repository from './courses-repository.ts';
import {
  assertLectureWritable,
  replaceLectureFile,
  toAdminLecture,
  videoDurationSeconds,
} from './courses-service.ts';

/**
 * Resumable lecture video uploads (docs/video.md, "Uploading"). A session row per upload; its chunks are stored
 * through the Storage interface as `video-uploads/<uploadId>/<index>.part`, so whichever instance takes the next
 * chunk finds the ones before. `received` moves forward only by compare-and-set (received = the chunk's start),
 * so two requests can never both append; the request that completes the bytes claims the row (receiving →
 * finishing) before assembling, and the lecture is pointed at the video in the same transaction that marks the
 * upload completed, so concurrent or repeated finishing applies it once.
 */

export type VideoUploadRow = typeof videoUploads.$inferSelect;

const PARTS_PREFIX = 'video-uploads/';
const PART_KEY = /^video-uploads\/([0-9a-f-]{36})\/\d{6}\.part$/;
const partKey = (uploadId: string, index: number) =>
  `${PARTS_PREFIX}${uploadId}/${String(index).padStart(6, '0')}.part`;
const chunkCount = (row: Pick<VideoUploadRow, 'size' | 'chunkSize'>) => Math.ceil(row.size / row.chunkSize);

/** A session with no chunk for this long is abandoned: removed with its parts by the hourly housekeeping. */
export const VIDEO_UPLOAD_IDLE_MS = 24 * 60 * 60 * 1000;
/** How long a finishing request holds its claim; a claim older than this belonged to an instance that died. */
const FINISH_CLAIM_MS = 15 * 60 * 1000;

export class UploadConflict extends AppError {
  constructor(
    message: string,
    readonly received: number,
  ) {
    super('CONFLICT', message);
  }
}

export function toVideoUpload(row: VideoUploadRow): VideoUpload {
  return {
    uploadId: row.id,
    lectureId: row.lectureId,
    fileName: row.fileName,
    size: row.size,
    chunkSize: row.chunkSize,
    received: row.received,
    completed: row.status === 'completed',
  };
}

/** The lecture as the console shows it, for the answer about a completed upload. */
export async function adminLectureOf(db: Database, lectureId: string) {
  const found = await repository.findLecture(db, lectureId);
  if (!found) return undefined;
  return toAdminLecture(found.lecture, (await latestTranscodes(db, [lectureId])).get(lectureId) ?? null);
}

async function findUpload(db: Database, uploadId: string) {
  const [row] = await db.select().from(videoUploads).where(eq(videoUploads.id, uploadId));
  return row;
}

/** The caller's own upload; anyone else's is as missing as one that never was. */
export async function ownUpload(db: Database, request: FastifyRequest, uploadId: string) {
  const row = await findUpload(db, uploadId);
  if (!row || row.userId !== currentUser(request).id) throw new AppError('NOT_FOUND', MESSAGES.uploadMissing);
  return row;
}

/** Deletes every stored part of an upload (listed, so parts of any chunk size or a crashed write go too). */
async function removeParts(storage: Storage, uploadId: string, log?: FastifyBaseLogger) {
  const keys: string[] = [];
  for await (const file of storage.list(`${PARTS_PREFIX}${uploadId}/`)) keys.push(file.key);
  for (const key of keys) await removeQuietly(storage, key, log);
}

export async function startVideoUpload(
  db: Database,
  request: FastifyRequest,
  lectureId: string,
  input: StartVideoUploadRequest,
  limits: { maxBytes: number; chunkSize: number },
) {
  if (input.size > limits.maxBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', ADMIN_COURSE_MESSAGES.videoTooLarge(limits.maxBytes));
  }
  await assertLectureWritable(db, lectureId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(videoUploads)
      .values({
        lectureId,
        userId: currentUser(request).id,
        fileName: input.fileName,
        size: input.size,
        chunkSize: limits.chunkSize,
      })
      .returning();
    if (!row) throw new Error('video upload not created');
    await recordAudit(tx, request, {
      action: 'video_upload.start',
      objectType: 'video_upload',
      objectId: row.id,
      after: { lectureId, fileName: row.fileName, size: row.size },
    });
    return toVideoUpload(row);
  });
}

/**
 * Stores one chunk. It must be the chunk that starts at `received` (else 409 with `received`, so a client that
 * lost an answer resumes at the right place); a chunk the server already has is acknowledged without storing it
 * again. The first chunk is checked to start like an MP4 (415, nothing kept), and the chunk that completes the
 * bytes finishes the upload.
 */
export async function receiveChunk(
  db: Database,
  storage: Storage,
  request: FastifyRequest,
  uploadId: string,
  range: { start: number; end: number; total: number },
  body: Buffer,
  temporaryDirectory: string,
): Promise<{ upload: VideoUpload; lecture?: AdminLecture }> {
  let row = await ownUpload(db, request, uploadId);
  const { start, end, total } = range;
  const expectedEnd = Math.min(start + row.chunkSize, row.size) - 1;
  if (total !== row.size || start % row.chunkSize !== 0 || end !== expectedEnd) {
    throw new AppError('BAD_REQUEST', MESSAGES.rangeInvalid(row.size, row.chunkSize));
  }
  if (body.length !== end - start + 1) throw new AppError('BAD_REQUEST', MESSAGES.bodyMismatch);
  if (end < row.received) {
    // Already stored (the answer to it was lost): acknowledged; finishing may still be owed.
    return row.received === row.size && row.status !== 'completed'
      ? finishVideoUpload(db, storage, request, row, temporaryDirectory)
      : { upload: toVideoUpload(row) };
  }
  if (start !== row.received) throw new UploadConflict(MESSAGES.outOfOrder(row.received), row.received);
  if (start === 0 && !looksLikeMp4(body.subarray(0, 12))) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', ADMIN_COURSE_MESSAGES.videoWrongType);
  }
  await storage.put(partKey(uploadId, start / row.chunkSize), body);
  const [moved] = await db
    .update(videoUploads)
    .set({ received: end + 1, updatedAt: new Date() })
    .where(
      and(
        eq(videoUploads.id, uploadId),
        eq(videoUploads.received, start),
        eq(videoUploads.status, 'receiving'),
      ),
    )
    .returning();
  if (!moved) {
    // Another request stored this chunk meanwhile (a duplicate sent twice at once): answer where it stands.
    row = await ownUpload(db, request, uploadId);
    if (row.received > end) return { upload: toVideoUpload(row) };
    throw new UploadConflict(MESSAGES.outOfOrder(row.received), row.received);
  }
  if (moved.received < moved.size) return { upload: toVideoUpload(moved) };
  return finishVideoUpload(db, storage, request, moved, temporaryDirectory);
}

/** Copies the parts, in order, into one local file (ffmpeg and the duration reader need a file). */
async function assembleParts(storage: Storage, row: VideoUploadRow, directory: string) {
  await mkdir(directory, { recursive: true });
  const target = path.join(directory, `${randomBytes(16).toString('hex')}.upload`);
  try {
    for (let index = 0; index < chunkCount(row); index += 1) {
      await pipeline(storage.read(partKey(row.id, index)), createWriteStream(target, { flags: 'a' }));
    }
  } catch (error) {
    await rm(target, { force: true });
    throw error;
  }
  return target;
}

async function headOf(filePath: string) {
  const chunks: Buffer[] = [];
  for await (const chunk of createReadStream(filePath, { start: 0, end: 11 })) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The bytes are all here: claim the row (one finisher at a time; a claim left by a dead instance expires), check
 * the assembled file is an MP4 with a readable length, then point the lecture at it and queue its transcode
 * exactly as a single-request upload does (replaceLectureFile, audited), marking the upload completed in that same
 * transaction. A video refused by its content ends the upload (nothing of the lecture changed); any other failure
 * hands the claim back, so repeating the last chunk finishes it.
 */
async function finishVideoUpload(
  db: Database,
  storage: Storage,
  request: FastifyRequest,
  row: VideoUploadRow,
  temporaryDirectory: string,
): Promise<{ upload: VideoUpload; lecture?: AdminLecture }> {
  const now = new Date();
  const [claimed] = await db
    .update(videoUploads)
    .set({ status: 'finishing', claimedUntil: new Date(now.getTime() + FINISH_CLAIM_MS), updatedAt: now })
    .where(
      and(
        eq(videoUploads.id, row.id),
        eq(videoUploads.received, row.size),
        or(
          eq(videoUploads.status, 'receiving'),
          and(eq(videoUploads.status, 'finishing'), lt(videoUploads.claimedUntil, now)),
        ),
      ),
    )
    .returning();
  if (!claimed) {
    const current = await ownUpload(db, request, row.id);
    if (current.status === 'completed') return { upload: toVideoUpload(current) };
    throw new UploadConflict(MESSAGES.finishing, current.received);
  }
  let file: string | undefined;
  try {
    file = await assembleParts(storage, claimed, temporaryDirectory);
    if (!looksLikeMp4(await headOf(file))) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', ADMIN_COURSE_MESSAGES.videoWrongType);
    }
    const durationSeconds = await videoDurationSeconds(file);
    let completed: VideoUploadRow | undefined;
    const lecture = await replaceLectureFile(
      db,
      storage,
      request,
      claimed.lectureId,
      { kind: 'video', path: file, durationSeconds },
      request.log,
      {
        inTransaction: async (tx) => {
          [completed] = await tx
            .update(videoUploads)
            .set({ status: 'completed', claimedUntil: null, updatedAt: new Date() })
            .where(and(eq(videoUploads.id, claimed.id), eq(videoUploads.status, 'finishing')))
            .returning();
          // Our claim expired and another request took over: it applies the video, not us.
          if (!completed) throw new UploadConflict(MESSAGES.finishing, claimed.received);
        },
      },
    );
    await removeParts(storage, claimed.id, request.log);
    return { upload: toVideoUpload(completed ?? claimed), lecture };
  } catch (error) {
    const refusedContent =
      error instanceof AppError &&
      (error.code === 'UNSUPPORTED_MEDIA_TYPE' || error.code === 'BAD_REQUEST' || error.code === 'NOT_FOUND');
    if (refusedContent) {
      // This video will never be accepted (or its lecture is gone): the upload ends here.
      await db.delete(videoUploads).where(eq(videoUploads.id, claimed.id));
      await removeParts(storage, claimed.id, request.log);
    } else if (!(error instanceof UploadConflict)) {
      await db
        .update(videoUploads)
        .set({ status: 'receiving', claimedUntil: null })
        .where(and(eq(videoUploads.id, claimed.id), eq(videoUploads.status, 'finishing')));
    }
    throw error;
  } finally {
    if (file) await rm(file, { force: true });
  }
}

/**
 * Cancels an upload: the session goes (audited), then its parts. One being finished cannot be cancelled; a
 * completed one only loses its record (the lecture keeps the video).
 */
export async function cancelVideoUpload(
  db: Database,
  storage: Storage,
  request: FastifyRequest,
  uploadId: string,
) {
  const row = await ownUpload(db, request, uploadId);
  const removed = await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(videoUploads)
      .where(and(eq(videoUploads.id, uploadId), inArray(videoUploads.status, ['receiving', 'completed'])))
      .returning();
    if (!deleted) throw new UploadConflict(MESSAGES.finishing, row.received);
    await recordAudit(tx, request, {
      action: 'video_upload.cancel',
      objectType: 'video_upload',
      objectId: uploadId,
      before: { lectureId: deleted.lectureId, received: deleted.received, size: deleted.size },
    });
    return deleted;
  });
  await removeParts(storage, removed.id, request.log);
  return toVideoUpload(removed);
}

/**
 * Hourly (housekeeping.ts): removes upload sessions idle for a day with their parts (a completed one is
 * kept that long so a client that lost the last answer can still ask), and parts no session owns (a crash
 * between storing a part and the session's removal). Returns how many sessions and files it removed.
 */
export async function sweepVideoUploads(db: Database, storage: Storage, now = new Date()) {
  const idleBefore = new Date(now.getTime() - VIDEO_UPLOAD_IDLE_MS);
  const stale = await db
    .delete(videoUploads)
    .where(
      and(
        lt(videoUploads.updatedAt, idleBefore),
        // One being finished is left to its finisher until its claim runs out.
        or(ne(videoUploads.status, 'finishing'), lt(videoUploads.claimedUntil, now)),
      ),
    )
    .returning({ id: videoUploads.id });
  for (const { id } of stale) await removeParts(storage, id);
  const orphans = await sweepOrphanFiles(
    storage,
    {
      prefix: PARTS_PREFIX,
      keyPattern: PART_KEY,
      referenced: async (keys) => {
        const ids = [...new Set(keys.map((key) => PART_KEY.exec(key)?.[1] ?? ''))];
        const live = new Set(
          (
            await db.select({ id: videoUploads.id }).from(videoUploads).where(inArray(videoUploads.id, ids))
          ).map((row) => row.id),
        );
        return new Set(keys.filter((key) => live.has(PART_KEY.exec(key)?.[1] ?? '')));
      },
    },
    now,
  );
  return stale.length + orphans;
}
