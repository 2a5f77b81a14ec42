import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { lectures } from '../../db/schema/catalogue.ts';
import { enrollments } from '../../db/schema/commerce.ts';
import { buildTestApp, sessionCookieOf, signedInLearner } from '../../testing/build-test-app.ts';
import { createChapter, createCourse, createUser } from '../../testing/factories.ts';
import { removeStoredPrefix } from '../media/transcode.ts';

/**
 * Serving a transcoded lecture: the files a transcode leaves (written here by hand, so this runs without
 * ffmpeg; modules/media/transcode.test.ts makes real ones) reach only the learner and session they were
 * signed for, every link inside a playlist is signed, and a refund cuts the stream at once.
 */
const { app, db } = await buildTestApp();
/** Where the transcode of the lecture wrote (`hls/<lectureId>/<job id>`, set once the lecture exists). */
let PREFIX = '';
const segment = Buffer.alloc(1880, 0x47);
let lectureId = '';
let courseId = '';
let owner = { cookie: '', userId: '' };

const files: Record<string, string | Buffer> = {
  'master.m3u8': [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    '#EXT-X-STREAM-INF:BANDWIDTH=400000,RESOLUTION=426x240,CODECS="avc1.42c015,mp4a.40.2"',
    '240p/index.m3u8',
    '#EXT-X-STREAM-INF:BANDWIDTH=800000,RESOLUTION=640x360,CODECS="avc1.4d401e,mp4a.40.2"',
    '360p/index.m3u8',
    '',
  ].join('\n'),
  '240p/index.m3u8': [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    '#EXT-X-TARGETDURATION:5',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    '#EXTINF:5.000,',
    'seg_00000.ts',
    '#EXTINF:5.000,',
    'seg_00001.ts',
    '#EXTINF:2.000,',
    '../../../secrets/key.ts',
    '#EXT-X-ENDLIST',
    '',
  ].join('\n'),
  '240p/seg_00000.ts': segment,
  '240p/seg_00001.ts': segment,
  'thumbnails.vtt': ['WEBVTT', '', '00:00:00.000 --> 00:00:10.000', 'sprite.jpg#xywh=0,0,160,90', ''].join(
    '\n',
  ),
  'sprite.jpg': Buffer.from([0xff, 0xd8, 0xff, 0xd9]),
  'poster.jpg': Buffer.from([0xff, 0xd8, 0xff, 0xd9]),
};

async function login(email: string, password: string) {
  const response = await app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password } });
  return sessionCookieOf(response) ?? '';
}

const get = (url: string, cookie?: string) =>
  app.inject({ method: 'GET', url: url.replace(/^https?:\/\/[^/]+/, ''), headers: cookie ? { cookie } : {} });

async function lectureOf(cookie: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/lectures/getLectureDetails',
    payload: { lectureId },
    headers: { cookie },
  });
  return response.json().data.currentLecture;
}

async function writeStream(prefix: string) {
  for (const [name, body] of Object.entries(files)) {
    await app.storage.put(`${prefix}/${name}`, Buffer.isBuffer(body) ? body : Buffer.from(body));
  }
}

const linksIn = (body: string) =>
  body.split('\n').filter((line) => line.startsWith('http') || line.startsWith('/'));

beforeAll(async () => {
  const course = await createCourse(db, { title: 'Streaming course' });
  courseId = course.id;
  const { lectures: created } = await createChapter(db, courseId, [
    { title: 'Paid lecture', videoKey: 'videos/x.mp4' },
  ]);
  lectureId = created[0]?.id ?? '';
  PREFIX = `hls/${lectureId}/job-1`;
  await writeStream(PREFIX);
  await db
    .update(lectures)
    .set({
      hlsPrefix: PREFIX,
      hlsRenditions: [
        { name: '240p', height: 240, bandwidth: 400_000 },
        { name: '360p', height: 360, bandwidth: 800_000 },
      ],
    })
    .where(eq(lectures.id, lectureId));
  const { user, password } = await createUser(db);
  await db.insert(enrollments).values({ userId: user.id, courseId });
  owner = { cookie: await login(user.email, password), userId: user.id };
});

afterEach(() => vi.useRealTimers());

describe('adaptive streaming of a transcoded lecture', () => {
  it('gives the learner signed stream links and the qualities', async () => {
    const lecture = await lectureOf(owner.cookie);
    expect(lecture.hls).toMatch(
      /^http:\/\/.+\/api\/media\/lectures\/.+\/hls\/job-1\/master\.m3u8\?u=.+&e=\d+&s=[0-9a-f]+$/,
    );
    expect(lecture.qualities).toEqual([
      { name: '240p', height: 240 },
      { name: '360p', height: 360 },
    ]);
    expect(lecture.poster).toContain('/hls/job-1/poster.jpg?');
    expect(lecture.video).toContain('/video?');
  });

  it('signs every playlist entry and serves the segments', async () => {
    const lecture = await lectureOf(owner.cookie);
    const master = await get(lecture.hls, owner.cookie);
    expect(master.statusCode).toBe(200);
    expect(master.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(master.body).toContain('RESOLUTION=640x360');
    const variants = linksIn(master.body);
    expect(variants).toHaveLength(2);
    expect(variants[0]).toMatch(/\/hls\/job-1\/240p\/index\.m3u8\?u=/);

    const rendition = await get(variants[0] ?? '', owner.cookie);
    const segments = linksIn(rendition.body);
    // The reference that tried to leave the lecture's folder is dropped, not signed.
    expect(segments).toHaveLength(2);
    expect(rendition.body).not.toContain('secrets');
    expect(rendition.body).toContain('#EXT-X-ENDLIST');
    // Later segments live longer (a VOD playlist is fetched once), never past six hours.
    const expiries = segments.map((url) => Number(new URL(url, 'http://x').searchParams.get('e')));
    expect(expiries[1]).toBeGreaterThan(expiries[0] ?? 0);

    const first = await get(segments[0] ?? '', owner.cookie);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('video/mp2t');
    expect(first.rawPayload.equals(segment)).toBe(true);

    const map = await get(lecture.thumbnails, owner.cookie);
    expect(map.body).toMatch(/\/hls\/job-1\/sprite\.jpg\?u=.+#xywh=0,0,160,90/);
    const sprite = /(\/api\/media\/\S+)#xywh/.exec(map.body)?.[1] ?? '';
    expect((await get(sprite, owner.cookie)).statusCode).toBe(200);
  });

  it('refuses another learner, another session of the same learner, a visitor, a tampered or expired link', async () => {
    const lecture = await lectureOf(owner.cookie);
    const master = await get(lecture.hls, owner.cookie);
    const segmentUrl = linksIn((await get(linksIn(master.body)[0] ?? '', owner.cookie)).body)[0] ?? '';
    const stranger = await signedInLearner(app, db);
    await db.insert(enrollments).values({ userId: stranger.user.id, courseId });
    const { user: second, password } = await createUser(db);
    await db.insert(enrollments).values({ userId: second.id, courseId });
    const secondCookie = await login(second.email, password);

    for (const url of [lecture.hls, segmentUrl]) {
      expect((await get(url, stranger.cookie)).statusCode, 'another learner').toBe(403);
      expect((await get(url, secondCookie)).statusCode, 'another learner').toBe(403);
      expect((await get(url)).statusCode, 'a visitor').toBe(403);
      const tampered = url.replace(
        /s=([0-9a-f])/,
        (_match: string, digit: string) => `s=${digit === '0' ? '1' : '0'}`,
      );
      expect((await get(tampered, owner.cookie)).statusCode, 'tampered').toBe(403);
    }
    const answer = (await get(lecture.hls, stranger.cookie)).json();
    expect(answer).toEqual({ success: false, message: 'This link has expired. Please reload the lecture.' });

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 11 * 60 * 1000);
    expect((await get(lecture.hls, owner.cookie)).statusCode, 'expired').toBe(403);
    vi.useRealTimers();
    expect(
      (
        await get(
          `/api/media/lectures/${lectureId}/hls/../../etc/passwd?u=${owner.userId}&e=1&s=0`,
          owner.cookie,
        )
      ).statusCode,
    ).toBe(400);
  });

  it('binds links to the session: the same learner signed in elsewhere cannot use them', async () => {
    const { user, password } = await createUser(db);
    await db.insert(enrollments).values({ userId: user.id, courseId });
    const laptop = await login(user.email, password);
    const phone = await login(user.email, password);
    const fromLaptop = await lectureOf(laptop);
    expect((await get(fromLaptop.hls, laptop)).statusCode).toBe(200);
    expect((await get(fromLaptop.hls, phone)).statusCode).toBe(403);
    const fromPhone = await lectureOf(phone);
    expect(fromPhone.hls).not.toBe(fromLaptop.hls);
    expect((await get(fromPhone.hls, phone)).statusCode).toBe(200);
  });

  it('cuts playlists and segments at once when the enrolment ends', async () => {
    const { user, password } = await createUser(db);
    await db.insert(enrollments).values({ userId: user.id, courseId });
    const cookie = await login(user.email, password);
    const lecture = await lectureOf(cookie);
    const master = await get(lecture.hls, cookie);
    const segmentUrl = linksIn((await get(linksIn(master.body)[0] ?? '', cookie)).body)[0] ?? '';
    expect((await get(segmentUrl, cookie)).statusCode).toBe(200);
    await db
      .update(enrollments)
      .set({ status: 'revoked' })
      .where(and(eq(enrollments.userId, user.id), eq(enrollments.courseId, courseId)));
    expect((await get(lecture.hls, cookie)).statusCode).toBe(403);
    expect((await get(segmentUrl, cookie)).statusCode).toBe(403);
  });

  it('keeps a playlist on its own video when the lecture gets a new one, then sends the player for fresh links', async () => {
    const { user, password } = await createUser(db);
    await db.insert(enrollments).values({ userId: user.id, courseId });
    const cookie = await login(user.email, password);
    const before = await lectureOf(cookie);
    const rendition = linksIn(
      (await get(linksIn((await get(before.hls, cookie)).body)[0] ?? '', cookie)).body,
    );

    // A new video is transcoded and swapped in: the segments the learner's playlist names are still the old ones.
    const replacement = `hls/${lectureId}/job-2`;
    await writeStream(replacement);
    await app.storage.put(`${replacement}/240p/seg_00000.ts`, Buffer.alloc(1880, 0x11));
    await db.update(lectures).set({ hlsPrefix: replacement }).where(eq(lectures.id, lectureId));
    const old = await get(rendition[0] ?? '', cookie);
    expect(old.statusCode).toBe(200);
    expect(old.rawPayload.equals(segment)).toBe(true);

    // Once the old files are deleted, its links answer like expired ones (the player then fetches fresh links).
    await removeStoredPrefix(app.storage, PREFIX);
    for (const url of [before.hls, rendition[0] ?? '']) {
      const gone = await get(url, cookie);
      expect(gone.statusCode).toBe(403);
      expect(gone.json().message).toBe('This link has expired. Please reload the lecture.');
    }
    // A new session, past the per-session cache of lecture details.
    const again = await login(user.email, password);
    const after = await lectureOf(again);
    const fresh = linksIn((await get(linksIn((await get(after.hls, again)).body)[0] ?? '', again)).body);
    expect(fresh[0]).toContain('/hls/job-2/240p/seg_00000.ts');

    // Back to the first stream for the tests after this one.
    await writeStream(PREFIX);
    await db.update(lectures).set({ hlsPrefix: PREFIX }).where(eq(lectures.id, lectureId));
    await removeStoredPrefix(app.storage, replacement);
  });

  it('answers empty stream links for a lecture not transcoded yet', async () => {
    await db.update(lectures).set({ hlsPrefix: null }).where(eq(lectures.id, lectureId));
    // A session of its own: lecture details are kept a few seconds per session (on PostgreSQL until the change
    // notification drops them), and this is about the answer, not the cache.
    const { user, password } = await createUser(db);
    await db.insert(enrollments).values({ userId: user.id, courseId });
    const lecture = await lectureOf(await login(user.email, password));
    expect(lecture).toMatchObject({ hls: '', poster: '', thumbnails: '', qualities: [] });
    expect(lecture.video).not.toBe('');
    await db.update(lectures).set({ hlsPrefix: PREFIX }).where(eq(lectures.id, lectureId));
  });
});
