import { randomUUID } from 'node:crypto';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  ACTIVE_TRANSCODE_STATUSES,
  type LectureTranscode,
  type LectureTranscodeState,
  TRANSCODE_MAX_ATTEMPTS,
  TRANSCODE_MESSAGES,
  type TranscodeStatus,
} from '@pathshala/shared/admin-media';
import { formatClock } from '@pathshala/shared/duration';
import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, notInArray, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { chapters, lectures } from '../../db/schema/catalogue.ts';
import { transcodeJobs } from '../../db/schema/media.ts';
import { recordAudit } from '../../plugins/audit.ts';
import { AppError } from '../../plugins/errors.ts';
import { sweepOrphanFiles } from '../../plugins/orphan-sweep.ts';
import type { Storage } from '../../plugins/storage.ts';
import { type FfmpegTools, ffmpegAvailable, readableReason, TranscodeError } from './ffmpeg.ts';
import { removeStoredPrefix, transcodeLecture, transcodeWorkDirectory } from './transcode.ts';

/**
 * The durable queue of lecture transcodes, claimed like the e-mail outbox (ADR 007): a worker in each API process
 * takes a due job with SKIP LOCKED and a claim it keeps alive while it works; a worker that dies lets its claim
 * expire and another picks the job up. Three attempts with a growing wait, then failed, for an admin to retry.
 */

type TranscodeJobRow = typeof transcodeJobs.$inferSelect;

/** A claim lasts this long past the last heartbeat: how soon a killed worker's job runs elsewhere. */
export const TRANSCODE_CLAIM_MS = 2 * 60_000;
/** Progress and the claim are written this often while a job runs (at most one write in 2 s per job). */
const HEARTBEAT_MS = 2000;

/** Wait before attempt n+1: 30 s, then 2 minutes. */
export const transcodeBackoffMs = (attempts: number) => 30_000 * 4 ** Math.max(0, attempts - 1);

/** Each job writes under a folder of its own, so a running job never touches what learners are playing. */
export const transcodeOutputPrefix = (lectureId: string, jobId: string) => `hls/${lectureId}/${jobId}`;
const lectureOutputRoot = (lectureId: string) => `hls/${lectureId}`;
const OUTPUT_KEY = /^hls\/[0-9a-f-]{36}\/[0-9a-f-]{36}\/\S+$/;

/**
 * Queues a transcode of the lecture's new video in the caller's transaction (the upload's), so it exists exactly
 * when the video does. Earlier jobs of the lecture that have not finished work on a video it no longer has: they
 * are superseded (a running one notices at its next heartbeat and deletes its files).
 */
export async function enqueueTranscode(db: Database, lectureId: string, sourceKey: string) {
  const now = new Date();
  await db
    .update(transcodeJobs)
    .set({ status: 'superseded', finishedAt: now, claimedUntil: null, updatedAt: now })
    .where(
      and(
        eq(transcodeJobs.lectureId, lectureId),
        inArray(transcodeJobs.status, [...ACTIVE_TRANSCODE_STATUSES]),
      ),
    );
  const id = randomUUID();
  const [job] = await db
    .insert(transcodeJobs)
    // Due by this process's clock, which claims compare with (the database's now() has microseconds: a claim in
    // the same millisecond would find it not yet due).
    .values({
      id,
      lectureId,
      sourceKey,
      outputPrefix: transcodeOutputPrefix(lectureId, id),
      nextAttemptAt: now,
    })
    .returning();
  if (!job) throw new Error('transcode job not queued');
  return job;
}

/** Why a job whose worker died on its last attempt is not run again. */
export const WORKER_DIED_EVERY_ATTEMPT =
  'The transcode stopped without finishing, attempt after attempt (the server restarted or ran out of memory).';

/**
 * Takes the oldest due job for this worker: queued and due, or running with an expired claim (its worker died).
 * A job whose worker died on its last attempt comes back `exhausted` and unclaimed, for the worker to fail
 * (through the same path as any failure, which also ends an older video's stream) rather than run a fourth
 * time: a video that kills the worker would otherwise do so for ever. `skip` keeps one round from taking a job
 * twice.
 */
export async function claimTranscode(
  db: Database,
  now: Date,
  claimMs = TRANSCODE_CLAIM_MS,
  skip: string[] = [],
) {
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select()
      .from(transcodeJobs)
      .where(
        and(
          or(
            and(eq(transcodeJobs.status, 'queued'), lte(transcodeJobs.nextAttemptAt, now)),
            and(eq(transcodeJobs.status, 'running'), lte(transcodeJobs.claimedUntil, now)),
          ),
          skip.length > 0 ? notInArray(transcodeJobs.id, skip) : undefined,
        ),
      )
      .orderBy(asc(transcodeJobs.createdAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return undefined;
    if (due.status === 'running' && due.attempts >= TRANSCODE_MAX_ATTEMPTS) {
      return { ...due, exhausted: true };
    }
    const [claimed] = await tx
      .update(transcodeJobs)
      .set({
        status: 'running',
        attempts: sql`${transcodeJobs.attempts} + 1`,
        claimedUntil: new Date(now.getTime() + claimMs),
        progress: 0,
        updatedAt: now,
      })
      .where(eq(transcodeJobs.id, due.id))
      .returning();
    return claimed && { ...claimed, exhausted: false };
  });
}

/** The job as this attempt claimed it: still running, and not claimed again since (which counts an attempt). */
const heldBy = (job: TranscodeJobRow) =>
  and(
    eq(transcodeJobs.id, job.id),
    eq(transcodeJobs.status, 'running'),
    eq(transcodeJobs.attempts, job.attempts),
  );

/** Why a job stopped before its end without failing: the video changed, its claim passed on, or shutdown. */
class Interrupted extends Error {
  constructor(readonly reason: 'superseded' | 'lost' | 'stopping') {
    super(`transcode interrupted: ${reason}`);
  }
}

export interface TranscodeWorker {
  /** Runs due jobs (up to the concurrency at once) until none is due; answers how many it ran. */
  runDue(now?: Date): Promise<number>;
  start(pollMs: number): void;
  /** Stops polling and interrupts running jobs: their ffmpeg is killed and the job goes back to the queue. */
  stop(): Promise<void>;
  /** A run soon, without waiting for the next poll (after an admin queued a job). */
  nudge(): void;
}

export function createTranscodeWorker(options: {
  db: Database;
  storage: Storage;
  tools: FfmpegTools;
  dataDir: string;
  /** Jobs this instance runs at once; 0 runs none. */
  concurrency: number;
  log: FastifyBaseLogger;
  claimMs?: number;
  heartbeatMs?: number;
}): TranscodeWorker {
  const { db, storage, tools, dataDir, concurrency, log } = options;
  const claimMs = options.claimMs ?? TRANSCODE_CLAIM_MS;
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const active = new Set<AbortController>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopping = false;

  /** Whether this attempt still holds the job; the others tell apart a replaced video from a lost claim. */
  const stillHeld = async (job: TranscodeJobRow, progress: number) => {
    const now = new Date();
    const [held] = await db
      .update(transcodeJobs)
      .set({ progress, claimedUntil: new Date(now.getTime() + claimMs), updatedAt: now })
      .where(heldBy(job))
      .returning({ id: transcodeJobs.id });
    if (held) return undefined;
    const [row] = await db.select().from(transcodeJobs).where(eq(transcodeJobs.id, job.id));
    return row && row.status !== 'superseded' ? 'lost' : 'superseded';
  };

  /** In one transaction: the lecture plays the new files only if its video is still the one transcoded. */
  const complete = async (job: TranscodeJobRow, result: Awaited<ReturnType<typeof transcodeLecture>>) =>
    db.transaction(async (tx) => {
      // The lecture first, then the job: the order an upload (which supersedes jobs) takes them in.
      const [lecture] = await tx
        .select({ videoKey: lectures.videoKey, hlsPrefix: lectures.hlsPrefix })
        .from(lectures)
        .where(eq(lectures.id, job.lectureId))
        .for('update');
      const [current] = await tx
        .select()
        .from(transcodeJobs)
        .where(eq(transcodeJobs.id, job.id))
        .for('update');
      if (!current || current.status === 'superseded') return { outcome: 'superseded' as const };
      if (current.status !== 'running' || current.attempts !== job.attempts)
        return { outcome: 'lost' as const };
      const now = new Date();
      if (!lecture || lecture.videoKey !== job.sourceKey) {
        await tx
          .update(transcodeJobs)
          .set({ status: 'superseded', progress: 1, claimedUntil: null, finishedAt: now, updatedAt: now })
          .where(eq(transcodeJobs.id, job.id));
        return { outcome: 'superseded' as const };
      }
      await tx
        .update(lectures)
        .set({
          hlsPrefix: job.outputPrefix,
          hlsRenditions: result.renditions,
          durationSeconds: result.durationSeconds,
          duration: formatClock(result.durationSeconds),
          updatedAt: now,
        })
        .where(eq(lectures.id, job.lectureId));
      await tx
        .update(transcodeJobs)
        .set({
          status: 'done',
          progress: 1,
          lastError: null,
          claimedUntil: null,
          finishedAt: now,
          updatedAt: now,
        })
        .where(eq(transcodeJobs.id, job.id));
      return { outcome: 'done' as const, previous: lecture.hlsPrefix };
    });

  /**
   * After a failed attempt: again later, or failed for good after the last one. A lecture still streaming an older
   * video then stops doing so (its stream and files go): learners get the new video as MP4 rather than the old one.
   */
  const recordFailure = async (job: TranscodeJobRow, error: unknown): Promise<boolean> => {
    const lastError =
      error instanceof TranscodeError
        ? error.message
        : `Transcoding stopped on an unexpected error (${readableReason(error)}).`;
    const failed = job.attempts >= TRANSCODE_MAX_ATTEMPTS;
    const outcome: { recorded: boolean; stale?: string } = await db.transaction(async (tx) => {
      const [lecture] = await tx
        .select({ videoKey: lectures.videoKey, hlsPrefix: lectures.hlsPrefix })
        .from(lectures)
        .where(eq(lectures.id, job.lectureId))
        .for('update');
      const now = new Date();
      const [recorded] = await tx
        .update(transcodeJobs)
        .set({
          status: failed ? 'failed' : 'queued',
          lastError: lastError.slice(0, 500),
          claimedUntil: null,
          nextAttemptAt: new Date(now.getTime() + transcodeBackoffMs(job.attempts)),
          finishedAt: failed ? now : null,
          updatedAt: now,
        })
        .where(heldBy(job))
        .returning({ id: transcodeJobs.id });
      if (!recorded) return { recorded: false };
      if (!failed || !lecture?.hlsPrefix || lecture.videoKey !== job.sourceKey) return { recorded: true };
      const [playing] = await tx
        .select({ sourceKey: transcodeJobs.sourceKey })
        .from(transcodeJobs)
        .where(eq(transcodeJobs.outputPrefix, lecture.hlsPrefix));
      // A failed redo of the video that plays keeps its stream.
      if (playing?.sourceKey === job.sourceKey) return { recorded: true };
      await tx
        .update(lectures)
        .set({ hlsPrefix: null, hlsRenditions: null, updatedAt: now })
        .where(eq(lectures.id, job.lectureId));
      return { recorded: true, stale: lecture.hlsPrefix };
    });
    if (!outcome.recorded) return false;
    if (outcome.stale) await removeQuietly(outcome.stale);
    log.warn(
      { jobId: job.id, lectureId: job.lectureId, attempts: job.attempts, lastError },
      'transcode failed',
    );
    return true;
  };

  /** The video was replaced while the job ran (a failure then says nothing about the new one). */
  const replacedMeanwhile = async (job: TranscodeJobRow) => {
    const [lecture] = await db
      .select({ videoKey: lectures.videoKey })
      .from(lectures)
      .where(eq(lectures.id, job.lectureId));
    return lecture?.videoKey !== job.sourceKey;
  };

  /** Ends this attempt's job as superseded; whether the job is superseded now (a superseded job never runs again). */
  const markSuperseded = async (job: TranscodeJobRow) => {
    const [ended] = await db
      .update(transcodeJobs)
      .set({ status: 'superseded', claimedUntil: null, finishedAt: new Date(), updatedAt: new Date() })
      .where(heldBy(job))
      .returning({ id: transcodeJobs.id });
    if (ended) return true;
    const [row] = await db
      .select({ status: transcodeJobs.status })
      .from(transcodeJobs)
      .where(eq(transcodeJobs.id, job.id));
    return row?.status === 'superseded';
  };

  const removeQuietly = async (prefix: string) => {
    try {
      await removeStoredPrefix(storage, prefix);
    } catch (error) {
      log.warn({ err: error, prefix }, 'could not delete transcode files; the orphan sweep will');
    }
  };

  async function runJob(job: TranscodeJobRow) {
    const controller = new AbortController();
    active.add(controller);
    // Claimed while stop() was running: put straight back.
    if (stopping) controller.abort(new Interrupted('stopping'));
    let progress = 0;
    let beat = Promise.resolve();
    const heartbeat = setInterval(() => {
      beat = beat.then(async () => {
        try {
          const lost = await stillHeld(job, progress);
          if (lost) controller.abort(new Interrupted(lost));
        } catch (error) {
          log.warn({ err: error, jobId: job.id }, 'transcode heartbeat failed; the next one retries');
        }
      });
    }, heartbeatMs);
    const quiet = async () => {
      clearInterval(heartbeat);
      await beat;
    };
    try {
      const result = await transcodeLecture({
        storage,
        tools,
        dataDir,
        sourceKey: job.sourceKey,
        outputPrefix: job.outputPrefix,
        signal: controller.signal,
        onProgress: (fraction) => {
          progress = Math.round(fraction * 1000) / 1000;
        },
      });
      await quiet();
      const completed = await complete(job, result);
      if (completed.outcome === 'done') {
        if (completed.previous && completed.previous !== job.outputPrefix)
          await removeQuietly(completed.previous);
        log.info({ jobId: job.id, lectureId: job.lectureId }, 'lecture transcoded');
      } else if (completed.outcome === 'superseded') {
        await removeQuietly(job.outputPrefix);
      }
    } catch (error) {
      await quiet();
      const reason = controller.signal.reason;
      if (reason instanceof Interrupted && reason.reason === 'lost') return;
      // The output folder is the job's, not this attempt's: it is deleted only once this attempt has let go of
      // the job by a write that checks it still held it. A worker whose claim passed on (its database was out
      // of reach for longer than the claim) must not delete what the worker that took the job over wrote.
      if (reason instanceof Interrupted && reason.reason === 'stopping') {
        // Shutdown is not the video's fault: the attempt does not count, and the job is due at once.
        const released = await db
          .update(transcodeJobs)
          .set({
            status: 'queued',
            attempts: job.attempts - 1,
            progress: 0,
            claimedUntil: null,
            nextAttemptAt: new Date(),
            updatedAt: new Date(),
          })
          .where(heldBy(job))
          .returning({ id: transcodeJobs.id });
        if (released.length > 0) await removeQuietly(job.outputPrefix);
        return;
      }
      if (reason instanceof Interrupted || (await replacedMeanwhile(job))) {
        if (await markSuperseded(job)) await removeQuietly(job.outputPrefix);
        log.info({ jobId: job.id, lectureId: job.lectureId }, 'transcode stopped: the video was replaced');
      } else if (await recordFailure(job, error)) await removeQuietly(job.outputPrefix);
    } finally {
      active.delete(controller);
    }
  }

  async function round(now?: Date) {
    const seen: string[] = [];
    let ran = 0;
    const lane = async () => {
      while (!stopping) {
        const job = await claimTranscode(db, now ?? new Date(), claimMs, seen);
        if (!job) return;
        seen.push(job.id);
        if (job.exhausted) {
          await recordFailure(job, new TranscodeError(WORKER_DIED_EVERY_ATTEMPT));
          continue;
        }
        try {
          await runJob(job);
        } catch (error) {
          // The outcome could not be written (database gone): the claim expires and the job runs again.
          log.warn({ err: error, jobId: job.id }, 'transcode outcome not recorded');
        }
        ran += 1;
      }
    };
    await Promise.all(Array.from({ length: concurrency }, lane));
    return ran;
  }

  const run = (now?: Date) => {
    running ??= round(now).finally(() => {
      running = undefined;
    });
    return running;
  };
  const runQuietly = () => {
    run().catch((error) => log.warn({ err: error }, 'transcode run failed; the next poll retries'));
  };

  return {
    runDue: run,
    start(pollMs) {
      if (timer || pollMs <= 0 || concurrency <= 0) return;
      stopping = false;
      timer = setInterval(runQuietly, pollMs);
      timer.unref();
      setImmediate(runQuietly);
    },
    async stop() {
      stopping = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      for (const controller of active) controller.abort(new Interrupted('stopping'));
      await running?.catch(() => undefined);
    },
    nudge() {
      if (timer) setImmediate(runQuietly);
    },
  };
}

// ── Admin reads and writes ──────────────────────────────────────────────────────────────────────

const toLectureTranscode = (job: TranscodeJobRow): LectureTranscode => ({
  status: job.status as TranscodeStatus,
  progress: job.progress,
  lastError: job.lastError,
});

/** The latest job of each of these lectures, in brief (the course editor's lecture rows). */
export async function latestTranscodes(db: Database, lectureIds: string[]) {
  if (lectureIds.length === 0) return new Map<string, LectureTranscode>();
  const rows = await db
    .selectDistinctOn([transcodeJobs.lectureId])
    .from(transcodeJobs)
    .where(inArray(transcodeJobs.lectureId, lectureIds))
    .orderBy(transcodeJobs.lectureId, desc(transcodeJobs.createdAt));
  return new Map(rows.map((row) => [row.lectureId, toLectureTranscode(row)]));
}

async function latestJob(db: Database, lectureId: string) {
  const [job] = await db
    .select()
    .from(transcodeJobs)
    .where(eq(transcodeJobs.lectureId, lectureId))
    .orderBy(desc(transcodeJobs.createdAt))
    .limit(1);
  return job;
}

/** The lecture's latest job and what learners get now; 404 for no such lecture. */
export async function lectureTranscodeState(db: Database, lectureId: string): Promise<LectureTranscodeState> {
  const [lecture] = await db
    .select({ hlsPrefix: lectures.hlsPrefix, hlsRenditions: lectures.hlsRenditions })
    .from(lectures)
    .where(eq(lectures.id, lectureId));
  if (!lecture) throw new AppError('NOT_FOUND', TRANSCODE_MESSAGES.lectureMissing);
  const job = await latestJob(db, lectureId);
  return {
    job: job
      ? {
          ...toLectureTranscode(job),
          id: job.id,
          lectureId: job.lectureId,
          attempts: job.attempts,
          maxAttempts: TRANSCODE_MAX_ATTEMPTS,
          createdAt: job.createdAt.toISOString(),
          finishedAt: job.finishedAt?.toISOString() ?? null,
        }
      : null,
    streaming: {
      hls: lecture.hlsPrefix !== null,
      renditions: lecture.hlsPrefix ? (lecture.hlsRenditions ?? []) : [],
    },
  };
}

/**
 * Transcodes the lecture's current video again (after a failure, or to redo a finished one), audited. Refused
 * while a job of it is queued or running, and for a lecture without a video.
 */
export async function retryTranscode(db: Database, request: FastifyRequest, lectureId: string) {
  return db.transaction(async (tx) => {
    const [lecture] = await tx
      .select({ videoKey: lectures.videoKey })
      .from(lectures)
      .where(eq(lectures.id, lectureId))
      .for('update');
    if (!lecture) throw new AppError('NOT_FOUND', TRANSCODE_MESSAGES.lectureMissing);
    if (!lecture.videoKey) throw new AppError('CONFLICT', TRANSCODE_MESSAGES.noVideo);
    const before = await latestJob(tx, lectureId);
    if (before && ACTIVE_TRANSCODE_STATUSES.includes(before.status as TranscodeStatus)) {
      throw new AppError('CONFLICT', TRANSCODE_MESSAGES.alreadyQueued);
    }
    const job = await enqueueTranscode(tx, lectureId, lecture.videoKey);
    await recordAudit(tx, request, {
      action: 'lecture.transcode',
      objectType: 'lecture',
      objectId: lectureId,
      before: before ? { jobId: before.id, status: before.status, lastError: before.lastError } : null,
      after: { jobId: job.id, status: job.status, sourceKey: job.sourceKey },
    });
    return lectureTranscodeState(tx, lectureId);
  });
}

// ── Demo data and clean-up ──────────────────────────────────────────────────────────────────────

/**
 * Queues every lecture video that has no adaptive stream yet, free lectures first (what visitors open), when
 * ffmpeg is here; without it nothing is queued and the lectures play as MP4. Answers how many were queued.
 */
export async function enqueueDemoTranscodes(
  db: Database,
  tools: FfmpegTools & { demoLimit?: number | undefined },
) {
  if (!(await ffmpegAvailable(tools))) return 0;
  const query = db
    .select({ id: lectures.id, videoKey: lectures.videoKey })
    .from(lectures)
    .innerJoin(chapters, eq(chapters.id, lectures.chapterId))
    .where(and(isNotNull(lectures.videoKey), isNull(lectures.hlsPrefix)))
    .orderBy(desc(lectures.free), chapters.courseId, chapters.position, lectures.position);
  const waiting = tools.demoLimit === undefined ? await query : await query.limit(tools.demoLimit);
  if (waiting.length === 0) return 0;
  const base = Date.now();
  await db.insert(transcodeJobs).values(
    waiting.map((lecture, index) => {
      const id = randomUUID();
      // One statement, one now(): explicit times keep the order the worker takes them in.
      return {
        id,
        lectureId: lecture.id,
        sourceKey: lecture.videoKey ?? '',
        outputPrefix: transcodeOutputPrefix(lecture.id, id),
        createdAt: new Date(base + index),
        nextAttemptAt: new Date(base),
      };
    }),
  );
  return waiting.length;
}

/** Deletes every transcode output of a deleted lecture. */
export async function removeLectureTranscodes(storage: Storage, lectureId: string, log?: FastifyBaseLogger) {
  try {
    await removeStoredPrefix(storage, lectureOutputRoot(lectureId));
  } catch (error) {
    log?.warn({ err: error, lectureId }, 'could not delete transcode files; the orphan sweep will');
  }
}

const WORK_FOLDER_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes transcode files that no lecture plays and no unfinished job writes, once an hour old (left by a crash
 * or a failed deletion), and work folders a crash left behind. Returns how many files and folders it deleted.
 */
export async function sweepOrphanTranscodeFiles(
  db: Database,
  storage: Storage,
  dataDir: string,
  now = new Date(),
) {
  const prefixOf = (key: string) => key.split('/').slice(0, 3).join('/');
  const files = await sweepOrphanFiles(
    storage,
    {
      prefix: 'hls/',
      keyPattern: OUTPUT_KEY,
      referenced: async (keys) => {
        const prefixes = [...new Set(keys.map(prefixOf))];
        const [playing, writing] = await Promise.all([
          db
            .select({ prefix: lectures.hlsPrefix })
            .from(lectures)
            .where(inArray(lectures.hlsPrefix, prefixes)),
          db
            .select({ prefix: transcodeJobs.outputPrefix })
            .from(transcodeJobs)
            .where(
              and(
                inArray(transcodeJobs.outputPrefix, prefixes),
                inArray(transcodeJobs.status, [...ACTIVE_TRANSCODE_STATUSES]),
              ),
            ),
        ]);
        const kept = new Set([...playing, ...writing].map((row) => row.prefix));
        return new Set(keys.filter((key) => kept.has(prefixOf(key))));
      },
    },
    now,
  );
  let folders = 0;
  const work = transcodeWorkDirectory(dataDir);
  for (const name of await readdir(work).catch(() => [] as string[])) {
    const folder = path.join(work, name);
    const modified = await stat(folder).then(
      (stats) => stats.mtime.getTime(),
      () => now.getTime(),
    );
    if (now.getTime() - modified > WORK_FOLDER_MAX_AGE_MS) {
      await rm(folder, { recursive: true, force: true });
      folders += 1;
    }
  }
  return files + folders;
}
