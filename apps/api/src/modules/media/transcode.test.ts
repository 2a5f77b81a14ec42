import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TRANSCODE_MESSAGES } from '@pathshala/shared/admin-media';
import { desc, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lectures } from '../../db/schema/catalogue.ts';
import { transcodeJobs } from '../../db/schema/media.ts';
import { buildTestApp, signedInLearner } from '../../testing/build-test-app.ts';
import { createChapter, createCourse } from '../../testing/factories.ts';
import { multipartBody } from '../../testing/multipart.ts';
import { startLocalS3 } from '../../testing/s3.ts';
import { describeWithFfmpeg, ffmpegHere, sampleVideo, sampleVideoPath } from '../../testing/sample-video.ts';
import { planRenditions, thumbnailInterval } from './transcode.ts';
import {
  claimTranscode,
  createTranscodeWorker,
  enqueueTranscode,
  sweepOrphanTranscodeFiles,
  TRANSCODE_CLAIM_MS,
  WORKER_DIED_EVERY_ATTEMPT,
} from './transcode-queue.ts';

/**
 * The transcoding pipeline end to end on a small generated video: upload → queue → worker → HLS files in storage
 * and the lecture pointing at them. Needs ffmpeg (see testing/sample-video.ts for when they are skipped).
 */
const withFfmpeg = describeWithFfmpeg('transcode tests');

const { app, db, config } = await buildTestApp();
const admin = await signedInLearner(app, db, { role: 'admin' });
const course = await createCourse(db, { title: 'Contract law basics' });
const { chapter } = await createChapter(db, course.id);
const work = mkdtempSync(path.join(tmpdir(), 'pathshala-transcode-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

let lectureCount = 0;
/** A new lecture of the course (no video yet). */
async function newLecture() {
  lectureCount += 1;
  const [lecture] = await db
    .insert(lectures)
    .values({ chapterId: chapter.id, title: `Lecture ${lectureCount}`, position: lectureCount })
    .returning();
  if (!lecture) throw new Error('lecture not created');
  return lecture;
}

const call = (method: 'GET' | 'POST' | 'PUT', url: string, extra: { payload?: Buffer; type?: string } = {}) =>
  app.inject({
    method,
    url,
    headers: { cookie: admin.cookie, ...(extra.type ? { 'content-type': extra.type } : {}) },
    ...(extra.payload ? { payload: extra.payload } : {}),
  });

const uploadVideo = (lectureId: string, video: Buffer) => {
  const form = multipartBody('video', 'lecture.mp4', 'video/mp4', video);
  return call('PUT', `/api/admin/lectures/${lectureId}/video`, {
    payload: form.payload,
    type: form.contentType,
  });
};

const transcodeState = async (lectureId: string) =>
  (await call('GET', `/api/admin/lectures/${lectureId}/transcode`)).json().data;

const stored = async (key: string) => {
  const chunks: Buffer[] = [];
  for await (const chunk of app.storage.read(key)) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
};
const storedText = async (key: string) => (await stored(key)).toString('utf8');

const keysUnder = async (prefix: string) => {
  const keys: string[] = [];
  for await (const file of app.storage.list(`${prefix}/`)) keys.push(file.key);
  return keys.sort();
};

const lectureRow = async (lectureId: string) => {
  const [row] = await db.select().from(lectures).where(eq(lectures.id, lectureId));
  return row;
};

const jobsOf = (lectureId: string) =>
  db
    .select()
    .from(transcodeJobs)
    .where(eq(transcodeJobs.lectureId, lectureId))
    .orderBy(desc(transcodeJobs.createdAt));

/** Later than any backoff or claim: a round that finds every waiting job due. */
const muchLater = () => new Date(Date.now() + 3_600_000);

/** Stores bytes as if uploaded and queues them, without the upload route (a file it would refuse, say). */
async function queueStoredSource(content: Buffer) {
  const lecture = await newLecture();
  const key = `lecture-media/${lecture.id}/${randomBytes(16).toString('hex')}.mp4`;
  await app.storage.put(key, content);
  await db.update(lectures).set({ videoKey: key }).where(eq(lectures.id, lecture.id));
  const job = await enqueueTranscode(db, lecture.id, key);
  return { lecture, job };
}

/** A worker on a machine without ffmpeg. */
const workerWithoutFfmpeg = () => {
  const missing = path.join(work, 'no-such-ffmpeg');
  return createTranscodeWorker({
    db,
    storage: app.storage,
    tools: { ffmpegPath: missing, ffprobePath: `${missing}-probe` },
    dataDir: config.dataDir,
    concurrency: 1,
    log: app.log,
  });
};

// 2 s of 640×360: tall enough for two renditions (the ladder's rules are tested on their own below).
const SOURCE_SIZE = { width: 640, height: 360 };
let source: Buffer;
beforeAll(() => {
  if (ffmpegHere || process.env.CI) source = sampleVideo(work, SOURCE_SIZE);
});

withFfmpeg('an uploaded video becomes an adaptive stream', () => {
  let lectureId = '';
  let firstPrefix = '';

  it('queues the upload, and the worker writes HLS renditions, poster and seek thumbnails', async () => {
    lectureId = (await newLecture()).id;
    const uploaded = await uploadVideo(lectureId, source);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json().data.transcode).toEqual({ status: 'queued', progress: 0, lastError: null });
    const queued = await transcodeState(lectureId);
    expect(queued.job).toMatchObject({ status: 'queued', attempts: 0, maxAttempts: 3, finishedAt: null });
    expect(queued.streaming).toEqual({ hls: false, renditions: [] });

    expect(await app.transcoder.runDue()).toBe(1);

    const lecture = await lectureRow(lectureId);
    const [job] = await jobsOf(lectureId);
    expect(job).toMatchObject({ status: 'done', progress: 1, attempts: 1, lastError: null });
    expect(lecture?.hlsPrefix).toBe(job?.outputPrefix);
    expect(lecture?.hlsPrefix).toMatch(new RegExp(`^hls/${lectureId}/[0-9a-f-]{36}$`));
    firstPrefix = lecture?.hlsPrefix ?? '';
    expect(lecture?.durationSeconds).toBeCloseTo(2, 0);
    expect(lecture?.hlsRenditions?.map((rendition) => [rendition.name, rendition.height])).toEqual([
      ['240p', 240],
      ['360p', 360],
    ]);
    expect(lecture?.hlsRenditions?.every((rendition) => rendition.bandwidth > 0)).toBe(true);

    const state = await transcodeState(lectureId);
    expect(state.job).toMatchObject({ status: 'done', progress: 1, attempts: 1 });
    expect(state.job.finishedAt).toEqual(expect.any(String));
    expect(state.streaming).toEqual({ hls: true, renditions: lecture?.hlsRenditions });
  });

  it('lists the renditions the source allows in the master playlist, lowest first', async () => {
    const master = await storedText(`${firstPrefix}/master.m3u8`);
    expect(master.startsWith('#EXTM3U\n')).toBe(true);
    const variants = [...master.matchAll(/#EXT-X-STREAM-INF:(.+)\n(.+)/g)].map((match) => ({
      attributes: match[1] ?? '',
      uri: match[2],
    }));
    expect(variants.map((variant) => variant.uri)).toEqual(['240p/index.m3u8', '360p/index.m3u8']);
    expect(master).not.toContain('720p');
    expect(variants[0]?.attributes).toMatch(/BANDWIDTH=\d+/);
    expect(variants[0]?.attributes).toContain('RESOLUTION=426x240');
    expect(variants[1]?.attributes).toContain('RESOLUTION=640x360');
    for (const variant of variants) expect(variant.attributes).toContain('CODECS="avc1.4d401e,mp4a.40.2"');
    const bandwidths = variants.map((variant) => Number(/BANDWIDTH=(\d+)/.exec(variant.attributes)?.[1]));
    expect(bandwidths[0]).toBeLessThan(bandwidths[1] ?? 0);
  });

  it('cuts each rendition into VOD segments of at most 6 s, all stored', async () => {
    const keys = await keysUnder(firstPrefix);
    for (const name of ['240p', '360p']) {
      const playlist = await storedText(`${firstPrefix}/${name}/index.m3u8`);
      expect(playlist).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
      expect(playlist.trim().endsWith('#EXT-X-ENDLIST')).toBe(true);
      const lengths = [...playlist.matchAll(/#EXTINF:([\d.]+),\n(.+)/g)].map((match) => ({
        seconds: Number(match[1]),
        uri: match[2] ?? '',
      }));
      expect(lengths.length).toBeGreaterThanOrEqual(1);
      for (const segment of lengths) {
        expect(segment.seconds).toBeLessThanOrEqual(6);
        expect(segment.uri).toMatch(/^seg_\d{5}\.ts$/);
        expect(keys).toContain(`${firstPrefix}/${name}/${segment.uri}`);
      }
      expect(lengths.reduce((sum, segment) => sum + segment.seconds, 0)).toBeCloseTo(2, 0);
      // MPEG-TS: every 188-byte packet starts with the sync byte.
      const segment = await stored(`${firstPrefix}/${name}/${lengths[0]?.uri}`);
      expect(segment[0]).toBe(0x47);
      expect(segment[188]).toBe(0x47);
    }
  });

  it('writes a JPEG poster and a sprite the WebVTT thumbnails point into', async () => {
    const poster = await stored(`${firstPrefix}/poster.jpg`);
    expect([...poster.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(await sharp(poster).metadata()).toMatchObject({ format: 'jpeg', width: 640, height: 360 });

    const vtt = await storedText(`${firstPrefix}/thumbnails.vtt`);
    expect(vtt.startsWith('WEBVTT')).toBe(true);
    const cues = [...vtt.matchAll(/([\d:.]+) --> ([\d:.]+)\n(.+)/g)];
    expect(cues.length).toBeGreaterThanOrEqual(1);
    for (const cue of cues) expect(cue[3]).toMatch(/^sprite\.jpg#xywh=\d+,\d+,160,90$/);
    expect(cues[0]?.[1]).toBe('00:00:00.000');
    expect(cues.at(-1)?.[2]).toBe('00:00:02.000');
    const sprite = await sharp(await stored(`${firstPrefix}/sprite.jpg`)).metadata();
    expect(sprite.format).toBe('jpeg');
    const [x, y] = (cues.at(-1)?.[3] ?? '').replace('sprite.jpg#xywh=', '').split(',').map(Number);
    expect((x ?? 0) + 160).toBeLessThanOrEqual(sprite.width ?? 0);
    expect((y ?? 0) + 90).toBeLessThanOrEqual(sprite.height ?? 0);
  });

  it('keeps serving the previous stream until a new upload is transcoded; a queued job is superseded', async () => {
    expect((await uploadVideo(lectureId, source)).statusCode).toBe(200);
    expect((await uploadVideo(lectureId, source)).statusCode).toBe(200);
    const [newest, replaced] = await jobsOf(lectureId);
    expect(replaced?.status).toBe('superseded');
    expect(newest?.status).toBe('queued');
    // Learners still get the first stream, whose files are still there.
    expect((await lectureRow(lectureId))?.hlsPrefix).toBe(firstPrefix);
    expect((await keysUnder(firstPrefix)).length).toBeGreaterThan(5);

    expect(await app.transcoder.runDue()).toBe(1);
    expect((await lectureRow(lectureId))?.hlsPrefix).toBe(newest?.outputPrefix);
    expect(await keysUnder(firstPrefix)).toEqual([]);
    expect(await keysUnder(replaced?.outputPrefix ?? '')).toEqual([]);
    expect((await jobsOf(lectureId)).map((job) => job.status)).toEqual(['done', 'superseded', 'done']);
  });

  it('stops a running job when its video is replaced, deleting its files', async () => {
    const playing = (await lectureRow(lectureId))?.hlsPrefix ?? '';
    // A minute of video (the sample 30 times, copied: made at once), so the job is running when the new one lands.
    const minute = path.join(work, 'minute.mp4');
    execFileSync('ffmpeg', [
      ...[
        '-hide_banner',
        '-loglevel',
        'error',
        '-y',
        '-stream_loop',
        '29',
        '-i',
        sampleVideoPath(work, SOURCE_SIZE),
      ],
      ...['-c', 'copy', '-movflags', '+faststart', minute],
    ]);
    expect((await uploadVideo(lectureId, readFileSync(minute))).statusCode).toBe(200);
    const said: string[] = [];
    const log: typeof app.log = Object.create(app.log);
    log.info = ((_: unknown, message?: string) => said.push(String(message))) as typeof log.info;
    // Heartbeats every 100 ms instead of 2 s: the worker notices the replaced video at once.
    const worker = createTranscodeWorker({
      db,
      storage: app.storage,
      tools: config.transcode,
      dataDir: config.dataDir,
      concurrency: 1,
      log,
      heartbeatMs: 100,
    });
    const round = worker.runDue();
    const [running] = await jobsOf(lectureId);
    // Until ffmpeg has started on it (a job that never does fails at the test's timeout).
    for (;;) {
      const [row] = await db
        .select()
        .from(transcodeJobs)
        .where(eq(transcodeJobs.id, running?.id ?? ''));
      if (row?.status === 'running' && row.progress > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect((await uploadVideo(lectureId, source)).statusCode).toBe(200);
    // ffmpeg is killed, and the same round goes on to the new upload.
    expect(await round).toBe(2);
    expect(said).toEqual(['transcode stopped: the video was replaced', 'lecture transcoded']);
    const [newest, stopped] = await jobsOf(lectureId);
    expect(stopped).toMatchObject({ id: running?.id, status: 'superseded' });
    expect(await keysUnder(stopped?.outputPrefix ?? '')).toEqual([]);
    expect(newest?.status).toBe('done');
    expect((await lectureRow(lectureId))?.hlsPrefix).toBe(newest?.outputPrefix);
    expect(await keysUnder(playing)).toEqual([]);
  });

  it('puts a running job back in the queue on shutdown, the attempt not counted', async () => {
    const { lecture, job } = await queueStoredSource(readFileSync(path.join(work, 'minute.mp4')));
    const worker = createTranscodeWorker({
      db,
      storage: app.storage,
      tools: config.transcode,
      dataDir: config.dataDir,
      concurrency: 1,
      log: app.log,
    });
    const round = worker.runDue();
    for (;;) {
      const [row] = await jobsOf(lecture.id);
      if (row?.status === 'running') break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    await worker.stop();
    expect(await round).toBe(1);
    const [released] = await jobsOf(lecture.id);
    expect(released).toMatchObject({ id: job.id, status: 'queued', attempts: 0, claimedUntil: null });
    expect(await keysUnder(job.outputPrefix)).toEqual([]);
    // Out of the way of the tests after this one.
    await db.update(transcodeJobs).set({ status: 'failed' }).where(eq(transcodeJobs.id, job.id));
  });

  it('gives a source without sound a silent AAC track in every rendition', async () => {
    const silent = path.join(work, 'silent.mp4');
    execFileSync('ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=160x90:rate=15'],
      ...['-t', '2', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', silent],
    ]);
    const { lecture } = await queueStoredSource(readFileSync(silent));
    expect(await app.transcoder.runDue()).toBe(1);
    const prefix = (await lectureRow(lecture.id))?.hlsPrefix;
    expect((await lectureRow(lecture.id))?.hlsRenditions?.map((rendition) => rendition.name)).toEqual([
      '240p',
    ]);
    expect(await storedText(`${prefix}/master.m3u8`)).toContain('CODECS="avc1.4d401e,mp4a.40.2"');
    const segment = path.join(work, 'silent-segment.ts');
    writeFileSync(segment, await stored(`${prefix}/240p/seg_00000.ts`));
    const probed = execFileSync('ffprobe', [
      '-v',
      'error',
      '-show_streams',
      '-of',
      'json',
      segment,
    ]).toString();
    const streams = (JSON.parse(probed) as { streams: { codec_name: string }[] }).streams;
    expect(streams.map((stream) => stream.codec_name).sort()).toEqual(['aac', 'h264']);
  });

  it("picks up a job whose worker died, once the dead worker's claim has expired", async () => {
    const { lecture, job } = await queueStoredSource(source);
    // A worker claims the job and is killed before it finishes: the claim stays behind.
    const claimed = await claimTranscode(db, new Date());
    expect(claimed).toMatchObject({ id: job.id, status: 'running', attempts: 1 });
    expect(await app.transcoder.runDue()).toBe(0);

    expect(await app.transcoder.runDue(new Date(Date.now() + TRANSCODE_CLAIM_MS + 1000))).toBe(1);
    const [done] = await jobsOf(lecture.id);
    expect(done).toMatchObject({ id: job.id, status: 'done', attempts: 2 });
    expect((await lectureRow(lecture.id))?.hlsPrefix).toBe(job.outputPrefix);
  });

  it("fails a job whose worker died on every attempt, ending an older video's stream like any failure", async () => {
    const { lecture, job } = await queueStoredSource(source);
    expect(await app.transcoder.runDue()).toBe(1);
    const key = `lecture-media/${lecture.id}/${randomBytes(16).toString('hex')}.mp4`;
    await app.storage.put(key, source);
    await db.update(lectures).set({ videoKey: key }).where(eq(lectures.id, lecture.id));
    const killer = await enqueueTranscode(db, lecture.id, key);
    // Three workers claim it and die before finishing (their claims are never renewed).
    let at = Date.now();
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect(await claimTranscode(db, new Date(at))).toMatchObject({ id: killer.id, attempts: attempt });
      at += TRANSCODE_CLAIM_MS + 1000;
    }
    expect(await app.transcoder.runDue(new Date(at))).toBe(0);
    expect((await jobsOf(lecture.id))[0]).toMatchObject({
      id: killer.id,
      status: 'failed',
      attempts: 3,
      lastError: WORKER_DIED_EVERY_ATTEMPT,
    });
    expect(await lectureRow(lecture.id)).toMatchObject({ hlsPrefix: null, hlsRenditions: null });
    expect(await keysUnder(job.outputPrefix)).toEqual([]);
  });

  it('a worker whose claim passed on leaves alone what the worker that took the job over wrote', async () => {
    const { lecture, job } = await queueStoredSource(source);
    // Worker A's "ffmpeg" hangs until released and then fails; its heartbeat never renews a 1 ms claim, as if
    // its database had been out of reach.
    const release = path.join(work, `release-${job.id}`);
    const hanging = path.join(work, `hanging-ffmpeg-${job.id}`);
    writeFileSync(
      hanging,
      `#!/bin/sh\nif [ "$1" = "-version" ]; then exec ffmpeg -version; fi\nwhile [ ! -e '${release}' ]; do sleep 0.1; done\nexit 1\n`,
      { mode: 0o755 },
    );
    const stalled = createTranscodeWorker({
      db,
      storage: app.storage,
      tools: { ffmpegPath: hanging, ffprobePath: 'ffprobe' },
      dataDir: config.dataDir,
      concurrency: 1,
      log: app.log,
      claimMs: 1,
      heartbeatMs: 3_600_000,
    });
    const stalledRun = stalled.runDue();
    await expect.poll(async () => (await jobsOf(lecture.id))[0]?.attempts).toBe(1);
    // Worker B takes the job over once the claim has passed, and finishes it: the lecture plays its files.
    expect(await app.transcoder.runDue(new Date(Date.now() + 1000))).toBe(1);
    expect((await lectureRow(lecture.id))?.hlsPrefix).toBe(job.outputPrefix);
    const written = await keysUnder(job.outputPrefix);
    expect(written.length).toBeGreaterThan(0);

    writeFileSync(release, '');
    expect(await stalledRun).toBe(1);
    expect(await keysUnder(job.outputPrefix)).toEqual(written);
    expect((await jobsOf(lecture.id))[0]).toMatchObject({ id: job.id, status: 'done', attempts: 2 });
  });

  it('stops streaming an older video once the new one has failed; a failed redo keeps the stream', async () => {
    const { lecture, job } = await queueStoredSource(source);
    expect(await app.transcoder.runDue()).toBe(1);
    expect((await lectureRow(lecture.id))?.hlsPrefix).toBe(job.outputPrefix);

    // Transcoding the same video again fails (a worker without ffmpeg): what plays is still that video.
    expect((await call('POST', `/api/admin/lectures/${lecture.id}/transcode`)).statusCode).toBe(200);
    const broken = workerWithoutFfmpeg();
    for (let attempt = 0; attempt < 3; attempt += 1) expect(await broken.runDue(muchLater())).toBe(1);
    expect((await jobsOf(lecture.id))[0]?.status).toBe('failed');
    expect((await lectureRow(lecture.id))?.hlsPrefix).toBe(job.outputPrefix);

    // A new video that cannot be transcoded: once it has failed, learners get it as MP4, not the old stream.
    const key = `lecture-media/${lecture.id}/${randomBytes(16).toString('hex')}.mp4`;
    await app.storage.put(key, UNREADABLE.subarray(0, 4096));
    await db.update(lectures).set({ videoKey: key }).where(eq(lectures.id, lecture.id));
    await enqueueTranscode(db, lecture.id, key);
    expect(await app.transcoder.runDue()).toBe(1);
    expect((await lectureRow(lecture.id))?.hlsPrefix).toBe(job.outputPrefix);
    expect(await app.transcoder.runDue(muchLater())).toBe(1);
    expect(await app.transcoder.runDue(muchLater())).toBe(1);
    expect(await lectureRow(lecture.id)).toMatchObject({ hlsPrefix: null, hlsRenditions: null });
    expect(await keysUnder(job.outputPrefix)).toEqual([]);
  });

  it('fails an unreadable video after three attempts, says why, and queues it again on request', async () => {
    const { lecture, job } = await queueStoredSource(UNREADABLE);
    expect(await app.transcoder.runDue()).toBe(1);
    const [retrying] = await jobsOf(lecture.id);
    expect(retrying).toMatchObject({ status: 'queued', attempts: 1 });
    expect(retrying?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    // Not due yet: the next round leaves it.
    expect(await app.transcoder.runDue()).toBe(0);
    expect(await app.transcoder.runDue(muchLater())).toBe(1);
    expect(await app.transcoder.runDue(muchLater())).toBe(1);

    const state = await transcodeState(lecture.id);
    expect(state.job).toMatchObject({ id: job.id, status: 'failed', attempts: 3 });
    expect(state.job.lastError).toMatch(/^The video could not be read \(.+\)\.$/);
    expect(state.job.lastError).not.toContain(work);
    expect(state.job.lastError).not.toContain('/tmp');
    expect(state.streaming.hls).toBe(false);
    expect(await keysUnder(job.outputPrefix)).toEqual([]);
    expect(await app.transcoder.runDue(muchLater())).toBe(0);

    const retried = await call('POST', `/api/admin/lectures/${lecture.id}/transcode`);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({
      success: true,
      message: TRANSCODE_MESSAGES.queued,
      data: { job: { status: 'queued', attempts: 0, lastError: null }, streaming: { hls: false } },
    });
    expect(retried.json().data.job.id).not.toBe(job.id);
    const again = await call('POST', `/api/admin/lectures/${lecture.id}/transcode`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: TRANSCODE_MESSAGES.alreadyQueued });
    // Out of the way of the tests after this one.
    await db
      .update(transcodeJobs)
      .set({ status: 'failed' })
      .where(eq(transcodeJobs.id, retried.json().data.job.id));
  });
});

/** The app again, its files in a local S3-compatible server. */
async function appOnS3() {
  return buildTestApp({ s3: await startLocalS3() });
}
const s3App = ffmpegHere || process.env.CI ? await appOnS3() : undefined;

withFfmpeg('on S3-compatible storage', () => {
  it('stores every file with its type, and deletes the replaced stream', async () => {
    const onS3 = s3App;
    if (!onS3) throw new Error('no S3 app: ffmpeg is missing');
    const s3Course = await createCourse(onS3.db);
    const { lectures: made } = await createChapter(onS3.db, s3Course.id, [{ title: 'In the cloud' }]);
    const lectureId = made[0]?.id ?? '';
    const key = `lecture-media/${lectureId}/${randomBytes(16).toString('hex')}.mp4`;
    await onS3.app.storage.put(key, source);
    await onS3.db.update(lectures).set({ videoKey: key }).where(eq(lectures.id, lectureId));
    const first = await enqueueTranscode(onS3.db, lectureId, key);
    expect(await onS3.app.transcoder.runDue()).toBe(1);

    const typeOf = async (file: string) =>
      (
        await fetch(String(await onS3.app.storage.presignedUrl?.(`${first.outputPrefix}/${file}`, 60)))
      ).headers.get('content-type');
    expect(await typeOf('master.m3u8')).toBe('application/vnd.apple.mpegurl');
    expect(await typeOf('240p/seg_00000.ts')).toBe('video/mp2t');
    expect(await typeOf('poster.jpg')).toBe('image/jpeg');
    expect(await typeOf('thumbnails.vtt')).toBe('text/vtt');

    const listed = async (prefix: string) => {
      const keys: string[] = [];
      for await (const file of onS3.app.storage.list(`${prefix}/`)) keys.push(file.key);
      return keys;
    };
    expect(await listed(first.outputPrefix)).toContain(`${first.outputPrefix}/360p/index.m3u8`);
    // Transcoded again: the new stream replaces the first, whose objects go.
    const second = await enqueueTranscode(onS3.db, lectureId, key);
    expect(await onS3.app.transcoder.runDue()).toBe(1);
    const [row] = await onS3.db.select().from(lectures).where(eq(lectures.id, lectureId));
    expect(row?.hlsPrefix).toBe(second.outputPrefix);
    expect(await listed(first.outputPrefix)).toEqual([]);
  });
});

/**
 * Bytes no demuxer takes for media. Not random bytes: now and then ffprobe finds an audio stream in those and the
 * job fails as "no video track" instead (seen once in CI).
 */
const UNREADABLE = Buffer.alloc(64 * 1024);

describe('without ffmpeg', () => {
  // A job an earlier test left unfinished (one that failed midway) would be run here too.
  beforeEach(async () => {
    await db
      .update(transcodeJobs)
      .set({ status: 'failed' })
      .where(inArray(transcodeJobs.status, ['queued', 'running']));
  });

  it('fails the job with a message saying ffmpeg is missing', async () => {
    const { lecture, job } = await queueStoredSource(Buffer.from('not read: ffmpeg is missing'));
    const worker = workerWithoutFfmpeg();
    expect(await worker.runDue()).toBe(1);
    expect(await worker.runDue(muchLater())).toBe(1);
    expect(await worker.runDue(muchLater())).toBe(1);
    const state = await transcodeState(lecture.id);
    expect(state.job).toMatchObject({
      id: job.id,
      status: 'failed',
      attempts: 3,
      lastError: 'ffmpeg is not installed on this server; lectures play as MP4 until it is.',
    });
    expect(state.streaming).toEqual({ hls: false, renditions: [] });
  });

  it('sweeps stream files no lecture plays and no unfinished job writes, once an hour old', async () => {
    const lecture = await newLecture();
    const playing = `hls/${lecture.id}/${randomUUID()}`;
    const left = `hls/${lecture.id}/${randomUUID()}`;
    const { job: writing } = await queueStoredSource(Buffer.from('queued, not run'));
    for (const prefix of [playing, left, writing.outputPrefix]) {
      await app.storage.put(`${prefix}/240p/seg_00000.ts`, Buffer.from('segment'));
    }
    await db.update(lectures).set({ hlsPrefix: playing }).where(eq(lectures.id, lecture.id));
    expect(await sweepOrphanTranscodeFiles(db, app.storage, config.dataDir)).toBe(0);
    expect(await sweepOrphanTranscodeFiles(db, app.storage, config.dataDir, muchLater())).toBe(1);
    expect(await keysUnder(left)).toEqual([]);
    expect(await keysUnder(playing)).toHaveLength(1);
    expect(await keysUnder(writing.outputPrefix)).toHaveLength(1);
    await db.update(transcodeJobs).set({ status: 'failed' }).where(eq(transcodeJobs.id, writing.id));
  });

  it('answers 404 for an unknown lecture and 409 for one without a video', async () => {
    const unknown = await call('GET', '/api/admin/lectures/8a4c1ba8-3b8e-4f4e-9a43-4cfa3c1d2e11/transcode');
    expect(unknown.statusCode).toBe(404);
    const lecture = await newLecture();
    expect(await transcodeState(lecture.id)).toEqual({
      job: null,
      streaming: { hls: false, renditions: [] },
    });
    const refused = await call('POST', `/api/admin/lectures/${lecture.id}/transcode`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(TRANSCODE_MESSAGES.noVideo);
  });
});

describe('the rendition ladder', () => {
  const plan = (width: number, height: number, frameRate = 25) =>
    planRenditions({ width, height, frameRate, audioChannels: 2 }).map(
      (rendition) => `${rendition.name} ${rendition.width}x${rendition.height} ${rendition.codecs}`,
    );

  it('always offers 240p, and 360p and 720p only when the source is that tall', () => {
    expect(plan(320, 180)).toEqual(['240p 426x240 avc1.4d401e,mp4a.40.2']);
    expect(plan(640, 360)).toEqual([
      '240p 426x240 avc1.4d401e,mp4a.40.2',
      '360p 640x360 avc1.4d401e,mp4a.40.2',
    ]);
    expect(plan(854, 480)).toHaveLength(2);
    expect(plan(1920, 1080)).toEqual([
      '240p 426x240 avc1.4d401e,mp4a.40.2',
      '360p 640x360 avc1.4d401e,mp4a.40.2',
      '720p 1280x720 avc1.64001f,mp4a.40.2',
    ]);
  });

  it('keeps the picture’s shape: 4:3 and upright phone videos', () => {
    expect(plan(1440, 1080)).toContain('720p 960x720 avc1.64001f,mp4a.40.2');
    // Narrow enough for level 3.0.
    expect(plan(1080, 1920)).toContain('720p 406x720 avc1.64001e,mp4a.40.2');
  });

  it('takes one seek thumbnail every 2 to 10 s, never more than a thousand', () => {
    expect(thumbnailInterval(12)).toBe(2);
    expect(thumbnailInterval(150)).toBe(5);
    expect(thumbnailInterval(3600)).toBe(10);
    expect(thumbnailInterval(5 * 3600)).toBe(18);
  });
});
