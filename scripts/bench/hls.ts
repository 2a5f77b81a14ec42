/**
 * The lecture player's playback numbers (docs/video.md, Playback): time to first frame and the bytes a learner downloads
 * while the first 30 s of a lecture play, at each quality the player offers (Auto, 240p, 360p, 720p).
 *
 * 1. Builds the web app into a temporary folder (or uses WEB_DIST_DIR) and generates a 90 s (by default)
 *    1280×720 25 fps lecture-like video with ffmpeg: a slide whose bullets appear every few seconds, a 320×180
 *    moving inset (testsrc2, standing in for the teacher's camera) and synthetic speech (ffmpeg's flite), AAC
 *    128 kbit/s.
 * 2. Starts the production server on the embedded database with a fresh DATA_DIR (demo data, no demo transcodes),
 *    signs the demo admin in, uploads the video as the first lecture of the first published course
 *    (`PUT /api/admin/lectures/:id/video`) and waits for the real transcode (`GET /api/admin/lectures/:id/transcode`)
 *    to offer 240p, 360p and 720p.
 * 3. For each network profile and quality: a fresh Chromium context (1280×800 by default) and a fresh learner
 *    who buys the course (so no resume point and no cache), the quality stored the way the quality menu stores a
 *    learner's pick (localStorage `pathshala:video-quality`: 'auto' or the rendition's name), the lecture page
 *    opened, and play pressed (muted `video.play()`) as soon as hls.js has attached the stream. Playback runs at
 *    1× until the video's currentTime reaches 30 s.
 *
 * Measured (CDP Network events of the page: encodedDataLength, i.e. bytes on the wire with headers):
 * - first frame: the first `requestVideoFrameCallback` after play, in ms from navigation start, and from the play
 *   press;
 * - media bytes: master and rendition playlists and segments fetched from navigation until currentTime reached 30 s;
 *   hls.js keeps buffering ahead while it plays (with its defaults, which the player keeps, the larger of 30 s and
 *   60 MB at the level's bitrate, at most 600 s), so this is what watching 30 s costs, look-ahead included, not
 *   30 s of segments; "0–30 s media" counts the playlists and the segments of media time 0–30 s only, and "ahead"
 *   says how much was buffered beyond the playhead at that moment;
 * - page bytes: everything else (HTML, scripts, styles, API calls, poster, seek-preview sprite) counted apart;
 * - the renditions of the segments fetched (from their URLs), and stalls ('waiting' after the first frame).
 *
 *   npm run bench:hls                              both network profiles, every quality
 *   BENCH_HLS_NETWORK=none npm run bench:hls       unthrottled only ('3g' for the throttled profile only)
 *   BENCH_HLS_QUALITIES=auto,240p                  a subset
 *   BENCH_HLS_SOURCE_SECONDS=600                   a longer lecture (90 s by default; at least 60)
 *   BENCH_HLS_VIEWPORT=375x667                     a phone-sized window (1280x800 by default)
 *   BENCH_HLS_SCREENSHOTS=/tmp/shots               a screenshot of each page when the playhead reached 30 s
 *   WEB_DIST_DIR=/tmp/dist                         an existing build instead of building one
 *   BENCH_HLS_PORT=3911 (default), CHROMIUM_PATH=/usr/bin/chromium (default), BENCH_HLS_JSON=out.json
 *
 * The throttled profile is an Indian mobile connection as DevTools emulates one (CDP
 * Network.emulateNetworkConditions): 1.6 Mbit/s down, 750 kbit/s up, 150 ms added to every request.
 * Needs ffmpeg (with libflite and libfreetype, as Debian's) and Chromium.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type APIRequestContext,
  type BrowserContext,
  chromium,
  request as playwrightRequest,
} from '@playwright/test';
import { SEGMENT_SECONDS } from '../../apps/api/src/modules/media/transcode.ts';
import { waitFor } from './wait-for.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const PORT = Number(process.env.BENCH_HLS_PORT ?? 3911);
const base = `http://127.0.0.1:${PORT}`;
const SOURCE_SECONDS = Number(process.env.BENCH_HLS_SOURCE_SECONDS ?? 90);
const WATCH_SECONDS = 30;
/** How long one run may take to play 30 s of media (a stalling stream on the slow profile), wall clock. */
const PLAY_LIMIT_MS = 180_000;
const TRANSCODE_LIMIT_MS = Math.max(10 * 60_000, SOURCE_SECONDS * 4_000);
const ADMIN = { email: 'admin@pathshala.local', password: 'Admin@12345' };
const QUALITY_STORAGE_KEY = 'pathshala:video-quality';

interface Network {
  name: string;
  label: string;
  conditions?: { latency: number; downloadThroughput: number; uploadThroughput: number };
}
const NETWORKS: Network[] = [
  { name: 'none', label: 'unthrottled (loopback)' },
  {
    name: '3g',
    label: 'Indian mobile: 1.6 Mbit/s down, 750 kbit/s up, 150 ms RTT',
    conditions: { latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 },
  },
];
const networks = NETWORKS.filter(({ name }) =>
  (process.env.BENCH_HLS_NETWORK ?? 'none,3g').split(',').includes(name),
);
const qualities = (process.env.BENCH_HLS_QUALITIES ?? 'auto,240p,360p,720p').split(',');
/** Auto never fetches more pixels than the player shows (capLevelToPlayerSize): the window's size matters. */
const [viewportWidth, viewportHeight] = (process.env.BENCH_HLS_VIEWPORT ?? '1280x800').split('x').map(Number);
const viewport = { width: viewportWidth ?? 1280, height: viewportHeight ?? 800 };

interface Row {
  network: string;
  quality: string;
  firstFrameMs: number | null;
  playToFrameMs: number | null;
  mediaBytes: number;
  kbitPerWatchedSecond: number;
  /** Playlists and the segments that hold media time 0–30 s (of every rendition fetched): the stream's own rate. */
  first30Bytes: number;
  playlists: number;
  segments: number;
  renditions: Record<string, number>;
  aheadSeconds: number;
  stalls: number;
  stalledMs: number;
  pageBytes: number;
  reached: number;
  wallMs: number;
}

const work = mkdtempSync(path.join(tmpdir(), 'pathshala-bench-hls-'));
/** Every child still running: stopped with the bench, so an interrupted run leaves no server behind. */
const running = new Set<ChildProcess>();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    for (const child of running) child.kill('SIGTERM');
    rmSync(work, { recursive: true, force: true });
    process.exit(130);
  });
}

function ffmpeg(args: string[]) {
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });
}

const NARRATION = [
  'Welcome back. In this lecture we look at how a computer stores numbers.',
  'A bit is the smallest unit of information, a zero or a one. Eight bits make a byte, and a byte can hold',
  'two hundred and fifty six different values. To store larger numbers we put several bytes together.',
  'Two bytes hold sixty five thousand values, four bytes hold about four billion. Negative numbers are usually',
  "stored in two's complement, where the highest bit tells us the sign. Let us try an example on the board.",
  'Take the number five and write it in binary. Now flip every bit and add one. That is minus five.',
  'Add the two together and you get zero, with a carry that falls off the end.',
].join(' ');

/** A lecture-like 1280×720 video: a slide building up every 15 s, a moving camera inset, speech. */
function makeLecture(folder: string) {
  const speechText = path.join(folder, 'speech.txt');
  const speech = path.join(folder, 'speech.wav');
  const video = path.join(folder, 'lecture.mp4');
  writeFileSync(speechText, NARRATION);
  ffmpeg(['-f', 'lavfi', '-i', `flite=textfile=${speechText}:voice=slt`, speech]);
  const font = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
  const bold = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
  const line = (text: string, y: number, from: number) =>
    `drawtext=fontfile=${font}:text='${text}':x=100:y=${y}:fontsize=34:fontcolor=0x374151:enable='gte(mod(t,15),${from})'`;
  const slide = [
    `drawtext=fontfile=${bold}:text='Storing numbers - slide %{eif\\:floor(t/15)+1\\:d}':x=80:y=70:fontsize=48:fontcolor=0x1f2937`,
    line('• A bit is 0 or 1 and a byte is 8 bits', 190, 0),
    line('• 2 bytes hold 65536 values', 250, 4),
    line('• Twos complement - flip every bit then add one', 310, 8),
    `drawtext=fontfile=${font}:text='%{pts\\:hms}':x=80:y=640:fontsize=24:fontcolor=0x6b7280`,
  ].join(',');
  ffmpeg([
    ...['-f', 'lavfi', '-i', `color=c=0xf4f1ea:s=1280x720:r=25:d=${SOURCE_SECONDS}`],
    ...['-f', 'lavfi', '-i', `testsrc2=s=320x180:r=25:d=${SOURCE_SECONDS}`],
    ...['-stream_loop', '-1', '-i', speech],
    ...['-filter_complex', `[0:v]${slide}[slide];[slide][1:v]overlay=x=920:y=500[v]`],
    ...['-map', '[v]', '-map', '2:a', '-t', String(SOURCE_SECONDS)],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '20', '-pix_fmt', 'yuv420p'],
    ...['-c:a', 'aac', '-b:a', '128k', '-ac', '2', '-ar', '44100', '-movflags', '+faststart', video],
  ]);
  return video;
}

function buildWeb(outDir: string) {
  execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: path.join(repoRoot, 'apps/web'),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

function startProduct(dataDir: string, webDist: string): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDist,
      PAYMENT_GATEWAY: 'simulated',
      PUBLIC_URL: base,
      // Only the bench's own lecture is transcoded, not the 218 demo lectures before it.
      DEMO_TRANSCODE_LIMIT: '0',
      TRANSCODE_POLL_MS: '1000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

async function signIn(api: APIRequestContext, account: { email: string; password: string }) {
  await ok(await api.post('/api/user/login', { data: account }), 'login');
}

/** A new learner signed in on `api`, who buys `courseId` through the simulated gateway. */
async function learnerWhoOwns(api: APIRequestContext, courseId: string) {
  const email = `hls-bench-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  const password = 'Learner#2025';
  await ok(
    await api.post('/api/user/register', {
      data: { name: 'Bench Learner', email, mobileNo: '9876543210', password },
    }),
    'register',
  );
  await signIn(api, { email, password });
  const order = await ok<{ data: { token: string; razorpayOrder: { id: string } } }>(
    await api.post('/api/payment/createOrder', { data: { courseId } }),
    'createOrder',
  );
  const paid = await ok<{ data: Record<string, string> }>(
    await api.post('/api/payment/simulator/pay', {
      data: { orderId: order.data.razorpayOrder.id, outcome: 'success' },
    }),
    'pay',
  );
  await ok(
    await api.post('/api/payment/verifyPayment', {
      data: {
        token: order.data.token,
        razorpay_order_id: paid.data.razorpay_order_id,
        razorpay_payment_id: paid.data.razorpay_payment_id,
        razorpay_signature: paid.data.razorpay_signature,
      },
    }),
    'verifyPayment',
  );
}

interface Target {
  course: { id: string; title: string };
  lectureId: string;
}

/** The first lecture of the first published course: where a learner new to the course starts. */
async function chooseLecture(api: APIRequestContext): Promise<Target> {
  const { data: courses } = await ok<{ data: { id: string; title: string; status: string | null }[] }>(
    await api.get('/api/courses/getCourse'),
    'course list',
  );
  const course = courses.find((item) => item.status === 'published');
  if (!course) throw new Error('no published demo course');
  const details = await ok<{ data: { details: { chapters: { lectures: { id: string }[] }[] } } }>(
    await api.post('/api/courses/getCourseDetails', { data: { courseId: course.id } }),
    'course details',
  );
  const lectureId = details.data.details.chapters[0]?.lectures[0]?.id;
  if (!lectureId) throw new Error(`course ${course.title} has no lecture`);
  return { course: { id: course.id, title: course.title }, lectureId };
}

interface TranscodeState {
  data: {
    job: { status: string; progress: number; lastError: string | null } | null;
    streaming: { hls: boolean; renditions: { name: string; height: number; bandwidth: number }[] };
  };
}

async function uploadAndTranscode(admin: APIRequestContext, lectureId: string, video: string) {
  await ok(
    await admin.put(`/api/admin/lectures/${lectureId}/video`, {
      multipart: { video: { name: 'lecture.mp4', mimeType: 'video/mp4', buffer: readFileSync(video) } },
      timeout: 120_000,
    }),
    'video upload',
  );
  const started = Date.now();
  let lastShown = -1;
  for (;;) {
    const { data } = await ok<TranscodeState>(
      await admin.get(`/api/admin/lectures/${lectureId}/transcode`),
      'transcode state',
    );
    const job = data.job;
    if (job?.status === 'done' && data.streaming.hls) {
      console.log(`transcoded in ${Math.round((Date.now() - started) / 1000)} s`);
      return data.streaming.renditions;
    }
    if (job && ['failed', 'superseded'].includes(job.status)) {
      throw new Error(`transcode ${job.status}: ${job.lastError ?? ''}`);
    }
    const percent = Math.floor((job?.progress ?? 0) * 10) * 10;
    if (percent !== lastShown) {
      console.log(`transcode ${job?.status ?? 'not queued'} ${percent}%`);
      lastShown = percent;
    }
    if (Date.now() - started > TRANSCODE_LIMIT_MS) {
      throw new Error(`the transcode did not finish in ${TRANSCODE_LIMIT_MS / 60_000} minutes`);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/**
 * `/api/media/lectures/:id/hls/<version>/<file>` (or a storage's presigned URL ending in the same names): the
 * lecture's stream files; playlists and segments are the media, the poster, sprite and map count with the page.
 */
function mediaFile(url: string) {
  let pathname: string;
  try {
    pathname = new URL(url).pathname;
  } catch {
    return undefined;
  }
  const file = /\/hls\/(.+)$/.exec(pathname)?.[1];
  if (!file) return undefined;
  if (file.endsWith('.m3u8')) return { kind: 'playlist' as const, rendition: '', index: -1 };
  const segment = /(?:^|\/)(\d{3,4}p)\/seg_(\d{5})\.ts$/.exec(file);
  return segment
    ? { kind: 'segment' as const, rendition: segment[1] as string, index: Number(segment[2]) }
    : undefined;
}

/** What the page's functions below use of the DOM (this file is type-checked with Node's types, not the DOM's). */
interface PageVideo {
  src: string;
  currentTime: number;
  muted: boolean;
  buffered: { length: number; start(index: number): number; end(index: number): number };
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
  requestVideoFrameCallback(callback: () => void): number;
  play(): Promise<void>;
}
interface PageGlobals {
  sessionStorage: { setItem(key: string, value: string): void };
  localStorage: { setItem(key: string, value: string): void };
  document: { querySelector(selector: string): PageVideo | null };
}

interface PageTimes {
  play: number;
  frame: number | null;
  stalls: number;
  stalledMs: number;
  reached: number;
  ahead: number;
}

async function measure(context: BrowserContext, target: Target, quality: string, network: Network) {
  await learnerWhoOwns(context.request, target.course.id);
  // tsx compiles this file with esbuild's keepNames: functions passed to the page call its __name helper.
  await context.addInitScript('globalThis.__name ??= (target) => target;');
  await context.addInitScript(
    ([key, value]) => {
      const page = globalThis as unknown as PageGlobals;
      page.sessionStorage.setItem('pathshala:promo-seen', '1');
      page.localStorage.setItem(key as string, value as string);
    },
    [QUALITY_STORAGE_KEY, quality],
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const requests = new Map<string, { url: string; bytes: number }>();
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    if (!requests.has(requestId)) requests.set(requestId, { url: request.url, bytes: 0 });
  });
  cdp.on('Network.dataReceived', ({ requestId, encodedDataLength }) => {
    const entry = requests.get(requestId);
    if (entry) entry.bytes += encodedDataLength;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const entry = requests.get(requestId);
    if (entry) entry.bytes = Math.max(entry.bytes, encodedDataLength);
  });
  await cdp.send('Network.enable');
  if (network.conditions) {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      connectionType: 'cellular3g',
      ...network.conditions,
    });
  }

  const started = Date.now();
  await page.goto(`/view-lectures/${encodeURIComponent(target.course.title)}`, { timeout: 120_000 });
  const video = page.getByTestId('lecture-video');
  // hls.js has attached the stream (the video plays a MediaSource): the player is there to press play on.
  await page.waitForFunction(
    () =>
      (globalThis as unknown as PageGlobals).document
        .querySelector('[data-testid="lecture-video"]')
        ?.src.startsWith('blob:') ?? false,
    undefined,
    { timeout: 120_000, polling: 50 },
  );
  const times = await video.evaluate(
    (element: PageVideo, { watch, limit }) =>
      new Promise<PageTimes>((resolve) => {
        const result: PageTimes = { play: 0, frame: null, stalls: 0, stalledMs: 0, reached: 0, ahead: 0 };
        let waitingSince: number | null = null;
        const finish = () => {
          element.removeEventListener('timeupdate', onTime);
          result.reached = element.currentTime;
          const { buffered } = element;
          for (let range = 0; range < buffered.length; range += 1) {
            if (
              buffered.start(range) <= element.currentTime + 0.1 &&
              buffered.end(range) >= element.currentTime
            ) {
              result.ahead = buffered.end(range) - element.currentTime;
            }
          }
          if (waitingSince !== null) result.stalledMs += performance.now() - waitingSince;
          resolve(result);
        };
        const onTime = () => {
          if (element.currentTime >= watch) finish();
        };
        element.addEventListener('waiting', () => {
          if (result.frame === null) return;
          result.stalls += 1;
          waitingSince = performance.now();
        });
        element.addEventListener('playing', () => {
          if (waitingSince !== null) result.stalledMs += performance.now() - waitingSince;
          waitingSince = null;
        });
        element.addEventListener('timeupdate', onTime);
        setTimeout(finish, limit);
        element.muted = true;
        result.play = performance.now();
        element.requestVideoFrameCallback(() => {
          result.frame = performance.now();
        });
        void element.play();
      }),
    { watch: WATCH_SECONDS, limit: PLAY_LIMIT_MS },
  );
  const wallMs = Date.now() - started;
  // Snapshot the counters as the playhead passed 30 s.
  const counted = [...requests.values()].map(({ url, bytes }) => ({ url, bytes }));
  const screenshots = process.env.BENCH_HLS_SCREENSHOTS;
  if (screenshots) await page.screenshot({ path: path.join(screenshots, `${network.name}-${quality}.png`) });
  await page.close();

  const row: Row = {
    network: network.name,
    quality,
    firstFrameMs: times.frame === null ? null : Math.round(times.frame),
    playToFrameMs: times.frame === null ? null : Math.round(times.frame - times.play),
    mediaBytes: 0,
    kbitPerWatchedSecond: 0,
    first30Bytes: 0,
    playlists: 0,
    segments: 0,
    renditions: {},
    aheadSeconds: Math.round(times.ahead * 10) / 10,
    stalls: times.stalls,
    stalledMs: Math.round(times.stalledMs),
    pageBytes: 0,
    reached: Math.round(times.reached * 10) / 10,
    wallMs,
  };
  for (const { url, bytes } of counted) {
    if (!url.startsWith('http')) continue;
    const file = mediaFile(url);
    if (!file) {
      row.pageBytes += bytes;
      continue;
    }
    row.mediaBytes += bytes;
    if (file.index * SEGMENT_SECONDS < WATCH_SECONDS) row.first30Bytes += bytes;
    if (file.kind === 'playlist') row.playlists += 1;
    else {
      row.segments += 1;
      row.renditions[file.rendition] = (row.renditions[file.rendition] ?? 0) + 1;
    }
  }
  row.kbitPerWatchedSecond = Math.round((row.mediaBytes * 8) / Math.max(times.reached, 1) / 1000);
  return row;
}

const ms = (value: number | null) => (value === null ? 'none' : `${value} ms`);
const kb = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en')} KB`;
const renditionList = (renditions: Record<string, number>) =>
  Object.entries(renditions)
    .sort(([a], [b]) => Number.parseInt(a, 10) - Number.parseInt(b, 10))
    .map(([name, count]) => `${name}×${count}`)
    .join(' ');

function printTable(network: Network, rows: Row[]) {
  console.log(
    `\n${network.label}, ${viewport.width}×${viewport.height}: first frame and bytes while the first ${WATCH_SECONDS} s play\n`,
  );
  const columns: [string, number, (row: Row) => string][] = [
    ['quality', -8, (row) => row.quality],
    ['first frame', 12, (row) => ms(row.firstFrameMs)],
    ['play→frame', 11, (row) => ms(row.playToFrameMs)],
    ['media fetched', 14, (row) => kb(row.mediaBytes)],
    ['kbit/s', 7, (row) => String(row.kbitPerWatchedSecond)],
    ['segments', 9, (row) => String(row.segments)],
    ['renditions', -12, (row) => renditionList(row.renditions)],
    ['ahead', 7, (row) => `${row.aheadSeconds} s`],
    ['0–30 s media', 13, (row) => kb(row.first30Bytes)],
    ['kbit/s', 7, (row) => String(Math.round((row.first30Bytes * 8) / WATCH_SECONDS / 1000))],
    ['stalls', 12, (row) => (row.stalls ? `${row.stalls} (${(row.stalledMs / 1000).toFixed(1)} s)` : '0')],
    ['page', 9, (row) => kb(row.pageBytes)],
  ];
  const pad = (text: string, width: number) => (width < 0 ? text.padEnd(-width) : text.padStart(width));
  console.log(columns.map(([title, width]) => pad(title, width)).join('  '));
  for (const row of rows) {
    const cells = columns.map(([, width, value]) => pad(value(row), width)).join('  ');
    const short =
      row.reached < WATCH_SECONDS ? `  only ${row.reached} s played in ${PLAY_LIMIT_MS / 1000} s` : '';
    console.log(`${cells}${short}`);
  }
}

let product: ChildProcess | undefined;
const rows: Row[] = [];
try {
  const webDist = process.env.WEB_DIST_DIR ?? path.join(work, 'dist');
  if (!process.env.WEB_DIST_DIR) {
    console.log('building the web app…');
    buildWeb(webDist);
  }
  console.log(`generating a ${SOURCE_SECONDS} s 1280×720 lecture video…`);
  const source = makeLecture(work);
  product = startProduct(path.join(work, 'data'), webDist);
  await waitFor(`${base}/api/health`);

  const admin = await playwrightRequest.newContext({ baseURL: base });
  await signIn(admin, ADMIN);
  const target = await chooseLecture(admin);
  const renditions = await uploadAndTranscode(admin, target.lectureId, source);
  await admin.dispose();
  console.log(
    `lecture ${target.lectureId} of "${target.course.title}": ${renditions
      .map(({ name, bandwidth }) => `${name} (peak ${Math.round(bandwidth / 1000)} kbit/s)`)
      .join(', ')}`,
  );
  const names = renditions.map(({ name }) => name);
  for (const wanted of ['240p', '360p', '720p']) {
    if (!names.includes(wanted))
      throw new Error(`the transcode made no ${wanted} rendition (${names.join(', ')})`);
  }

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    for (const network of networks) {
      const networkRows: Row[] = [];
      for (const quality of qualities) {
        const context = await browser.newContext({ baseURL: base, viewport });
        try {
          const row = await measure(context, target, quality, network);
          networkRows.push(row);
          console.log(JSON.stringify(row));
        } finally {
          await context.close();
        }
      }
      rows.push(...networkRows);
      printTable(network, networkRows);
    }
  } finally {
    await browser.close();
  }
  if (process.env.BENCH_HLS_JSON) writeFileSync(process.env.BENCH_HLS_JSON, JSON.stringify(rows, null, 2));
} finally {
  if (product) await stop(product);
  rmSync(work, { recursive: true, force: true });
}
