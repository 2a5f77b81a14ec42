import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import sharp from 'sharp';
import type { Storage } from '../../plugins/storage.ts';
import { type FfmpegTools, probeVideo, runFfmpeg, TranscodeError, type VideoProbe } from './ffmpeg.ts';

/**
 * One lecture video into adaptive streaming files, through a temporary folder: the source from storage, HLS
 * renditions, a poster and seek thumbnails made by ffmpeg, all uploaded under the job's own prefix. The layout
 * is what the learning module serves (it signs every relative URI of the playlists and the VTT):
 *
 *   master.m3u8                 variants 240p/index.m3u8 … lowest first, with BANDWIDTH, RESOLUTION, CODECS
 *   <name>/index.m3u8           VOD playlist of MPEG-TS segments seg_00000.ts … (H.264 + AAC, 5 s)
 *   poster.jpg                  a frame at a tenth of the length, at most 1280 wide
 *   thumbnails.vtt, sprite.jpg  seek previews: cues `sprite.jpg#xywh=x,y,160,90`
 */

export interface RenditionStep {
  height: number;
  /** Ceiling of the video bitrate (capped CRF: slides and talking heads come out far below it). */
  videoMaxKbps: number;
  /** Audio bitrate for a stereo source; mono gets half. */
  audioKbps: number;
}

/** The ladder: 240p always (the data saver), 360p and 720p when the source is at least that tall. */
export const RENDITION_LADDER: readonly RenditionStep[] = [
  { height: 240, videoMaxKbps: 400, audioKbps: 64 },
  { height: 360, videoMaxKbps: 800, audioKbps: 96 },
  { height: 720, videoMaxKbps: 2800, audioKbps: 128 },
];

export const SEGMENT_SECONDS = 5;
const MAX_FRAME_RATE = 30;
const THUMB = { width: 160, height: 90, columns: 10 } as const;
const POSTER_MAX_WIDTH = 1280;
const UPLOADS_AT_ONCE = 4;

export interface PlannedRendition {
  name: string;
  width: number;
  height: number;
  videoMaxKbps: number;
  audioKbps: number;
  profile: 'main' | 'high';
  /** H.264 level as ffmpeg takes it ('3.0') and as a CODECS string has it (30). */
  level: string;
  codecs: string;
}

export interface StreamRendition {
  name: string;
  height: number;
  /** Peak bits per second of its segments (the master's BANDWIDTH). */
  bandwidth: number;
}

export interface TranscodeResult {
  durationSeconds: number;
  /** Lowest first. */
  renditions: StreamRendition[];
  /** Every storage key written under the output prefix. */
  keys: string[];
}

const even = (value: number) => Math.max(2, 2 * Math.round(value / 2));

/** The output frame rate: the source's, halved or capped above 30 (60 → 30, 50 → 25). */
export function outputFrameRate(source: number) {
  if (source <= MAX_FRAME_RATE) return source;
  return source / 2 >= 24 && source / 2 <= MAX_FRAME_RATE ? source / 2 : MAX_FRAME_RATE;
}

/** The smallest H.264 level whose frame size and macroblock rate hold the picture (Table A-1). */
function h264Level(width: number, height: number, frameRate: number) {
  const frameMacroblocks = Math.ceil(width / 16) * Math.ceil(height / 16);
  const perSecond = frameMacroblocks * frameRate;
  const levels = [
    { level: '3.0', code: 30, frame: 1620, rate: 40_500 },
    { level: '3.1', code: 31, frame: 3600, rate: 108_000 },
    { level: '3.2', code: 32, frame: 5120, rate: 216_000 },
    { level: '4.0', code: 40, frame: 8192, rate: 245_760 },
  ];
  return (
    levels.find((candidate) => frameMacroblocks <= candidate.frame && perSecond <= candidate.rate) ??
    levels[levels.length - 1]
  );
}

/** Which renditions a source allows, sized to its shape (the width follows the picture's aspect ratio). */
export function planRenditions(probe: Pick<VideoProbe, 'width' | 'height' | 'frameRate' | 'audioChannels'>) {
  const mono = probe.audioChannels === 1;
  const frameRate = outputFrameRate(probe.frameRate);
  return RENDITION_LADDER.filter((step) => step.height === 240 || probe.height >= step.height).map(
    (step): PlannedRendition => {
      const width = even((step.height * probe.width) / probe.height);
      const level = h264Level(width, step.height, frameRate) ?? { level: '4.0', code: 40 };
      // Main for the small ones (any phone decodes it), High for 720p. x264 marks Main with constraint_set1.
      const profile = step.height >= 720 ? 'high' : 'main';
      const profileCode = profile === 'high' ? '6400' : '4d40';
      return {
        name: `${step.height}p`,
        width,
        height: step.height,
        videoMaxKbps: step.videoMaxKbps,
        audioKbps: mono ? step.audioKbps / 2 : step.audioKbps,
        profile,
        level: level.level,
        codecs: `avc1.${profileCode}${level.code.toString(16).padStart(2, '0')},mp4a.40.2`,
      };
    },
  );
}

/** Seconds between seek thumbnails: every 2 s for short clips up to every 10 s, never more than 1000 thumbnails. */
export function thumbnailInterval(durationSeconds: number) {
  return Math.max(2, Math.min(10, Math.ceil(durationSeconds / 30)), Math.ceil(durationSeconds / 1000));
}

/** The one ffmpeg run: the source decoded once, split into every rendition and the thumbnail frames. */
export function encodeArguments(
  source: string,
  outputDir: string,
  probe: VideoProbe,
  renditions: PlannedRendition[],
) {
  const frameRate = outputFrameRate(probe.frameRate);
  const gop = String(Math.max(1, Math.round(frameRate * SEGMENT_SECONDS)));
  const interval = thumbnailInterval(probe.durationSeconds);
  const count = renditions.length + 1;
  const filters = [
    `[0:v]split=${count}${Array.from({ length: count }, (_, index) => `[s${index}]`).join('')}`,
    ...renditions.map(
      (rendition, index) =>
        `[s${index}]scale=${rendition.width}:${rendition.height},setsar=1,format=yuv420p[v${index}]`,
    ),
    `[s${renditions.length}]fps=1/${interval},scale=${THUMB.width}:${THUMB.height}:force_original_aspect_ratio=decrease,` +
      `pad=${THUMB.width}:${THUMB.height}:-1:-1:color=black,setsar=1[thumbs]`,
  ];
  // A source without sound gets a silent track, so every variant has the same streams and the CODECS say so.
  const inputs = probe.hasAudio
    ? ['-i', source]
    : [
        '-i',
        source,
        '-f',
        'lavfi',
        '-t',
        probe.durationSeconds.toFixed(3),
        '-i',
        'anullsrc=channel_layout=mono:sample_rate=48000',
      ];
  const audioInput = probe.hasAudio ? '0:a:0' : '1:a:0';
  const sampleRate = probe.audioSampleRate && probe.audioSampleRate <= 48_000 ? [] : ['-ar', '48000'];
  const outputs = renditions.flatMap((rendition, index) => {
    // Never spend more on sound than the source has (a 16 kbps voice track stays small).
    const audioKbps = Math.max(
      32,
      Math.min(rendition.audioKbps, Math.ceil((probe.audioBitrate ?? Number.POSITIVE_INFINITY) / 1000)),
    );
    const folder = path.join(outputDir, rendition.name);
    return [
      '-map',
      `[v${index}]`,
      '-map',
      audioInput,
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-profile:v',
      rendition.profile,
      '-level:v',
      rendition.level,
      '-crf',
      '23',
      '-maxrate',
      `${rendition.videoMaxKbps}k`,
      '-bufsize',
      `${rendition.videoMaxKbps * 2}k`,
      '-r',
      String(frameRate),
      // A keyframe every segment, at the same instants in every rendition, so players switch at any boundary.
      '-g',
      gop,
      '-keyint_min',
      gop,
      '-sc_threshold',
      '0',
      '-force_key_frames',
      `expr:gte(t,n_forced*${SEGMENT_SECONDS})`,
      '-c:a',
      'aac',
      '-b:a',
      `${audioKbps}k`,
      '-ac',
      probe.audioChannels === 1 || !probe.hasAudio ? '1' : '2',
      ...sampleRate,
      '-f',
      'hls',
      '-hls_time',
      String(SEGMENT_SECONDS),
      '-hls_playlist_type',
      'vod',
      '-hls_flags',
      'independent_segments',
      '-hls_segment_type',
      'mpegts',
      '-hls_segment_filename',
      path.join(folder, 'seg_%05d.ts'),
      path.join(folder, 'index.m3u8'),
    ];
  });
  return [
    ...inputs,
    '-filter_complex',
    filters.join(';'),
    ...outputs,
    '-map',
    '[thumbs]',
    '-q:v',
    '5',
    '-f',
    'image2',
    path.join(outputDir, 'thumbs', '%05d.jpg'),
  ];
}

/** Peak and average bits per second of a rendition, from its playlist's segment lengths and the files' sizes. */
async function measureRendition(folder: string) {
  const playlist = await readFile(path.join(folder, 'index.m3u8'), 'utf8');
  const segments: { seconds: number; bits: number }[] = [];
  let seconds = 0;
  for (const line of playlist.split('\n')) {
    const extinf = /^#EXTINF:([\d.]+)/.exec(line);
    if (extinf) seconds = Number(extinf[1]);
    else if (line && !line.startsWith('#')) {
      segments.push({ seconds, bits: (await stat(path.join(folder, line.trim()))).size * 8 });
    }
  }
  if (segments.length === 0) throw new TranscodeError('ffmpeg wrote no video segments.');
  const total = segments.reduce((sum, segment) => ({
    seconds: sum.seconds + segment.seconds,
    bits: sum.bits + segment.bits,
  }));
  // A last segment of a fraction of a second says little about the stream's rate.
  const whole = segments.filter((segment) => segment.seconds >= 1);
  const peak = Math.max(
    ...(whole.length > 0 ? whole : segments).map((segment) => segment.bits / segment.seconds),
  );
  const average = total.bits / total.seconds;
  return { bandwidth: Math.ceil(Math.max(peak, average)), average: Math.ceil(average) };
}

function masterPlaylist(
  renditions: (PlannedRendition & { bandwidth: number; average: number })[],
  frameRate: number,
) {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const rendition of renditions) {
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${rendition.bandwidth},AVERAGE-BANDWIDTH=${rendition.average},` +
        `RESOLUTION=${rendition.width}x${rendition.height},CODECS="${rendition.codecs}",FRAME-RATE=${frameRate.toFixed(3)}`,
      `${rendition.name}/index.m3u8`,
    );
  }
  return `${lines.join('\n')}\n`;
}

const clock = (seconds: number) => {
  const milliseconds = Math.round(seconds * 1000);
  const hours = Math.floor(milliseconds / 3_600_000);
  const minutes = Math.floor((milliseconds % 3_600_000) / 60_000);
  const rest = (milliseconds % 60_000) / 1000;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}:${rest.toFixed(3).padStart(6, '0')}`;
};

/** The thumbnail frames tiled into sprite.jpg, ten a row, and thumbnails.vtt mapping each span of time to one. */
async function writeSeekThumbnails(outputDir: string, durationSeconds: number) {
  const folder = path.join(outputDir, 'thumbs');
  const frames = (await readdir(folder)).filter((name) => name.endsWith('.jpg')).sort();
  if (frames.length === 0) throw new TranscodeError('ffmpeg wrote no thumbnail frames.');
  const interval = thumbnailInterval(durationSeconds);
  const columns = Math.min(THUMB.columns, frames.length);
  const rows = Math.ceil(frames.length / THUMB.columns);
  const at = (index: number) => ({
    left: (index % THUMB.columns) * THUMB.width,
    top: Math.floor(index / THUMB.columns) * THUMB.height,
  });
  await sharp({
    create: {
      width: columns * THUMB.width,
      height: rows * THUMB.height,
      channels: 3,
      background: '#000000',
    },
  })
    .composite(frames.map((name, index) => ({ input: path.join(folder, name), ...at(index) })))
    .jpeg({ quality: 70, mozjpeg: true })
    .toFile(path.join(outputDir, 'sprite.jpg'));
  const cues = frames.flatMap((_, index) => {
    const start = index * interval;
    if (start >= durationSeconds) return [];
    const end = Math.min(durationSeconds, start + interval);
    const { left, top } = at(index);
    return [
      `${clock(start)} --> ${clock(end)}\nsprite.jpg#xywh=${left},${top},${THUMB.width},${THUMB.height}`,
    ];
  });
  await writeFile(path.join(outputDir, 'thumbnails.vtt'), `WEBVTT\n\n${cues.join('\n\n')}\n`);
  await rm(folder, { recursive: true, force: true });
}

const CONTENT_TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.jpg': 'image/jpeg',
  '.vtt': 'text/vtt',
};

/** Every file of the folder to storage under `prefix`, a few at a time; answers the keys written. */
async function uploadFolder(storage: Storage, folder: string, prefix: string, signal?: AbortSignal) {
  const files = (await readdir(folder, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  // Playlists last, the master last of all: a playlist that can be read names files that exist.
  const playlists = files
    .filter((file) => file.endsWith('.m3u8'))
    .sort((a, b) => Number(a === 'master.m3u8') - Number(b === 'master.m3u8'));
  const queue = files.filter((file) => !file.endsWith('.m3u8'));
  const keys: string[] = [];
  const upload = async (file: string) => {
    signal?.throwIfAborted();
    const key = `${prefix}/${file}`;
    await storage.putFile(key, path.join(folder, file), CONTENT_TYPES[path.extname(file)]);
    keys.push(key);
  };
  await Promise.all(
    Array.from({ length: UPLOADS_AT_ONCE }, async () => {
      for (let file = queue.shift(); file !== undefined; file = queue.shift()) await upload(file);
    }),
  );
  for (const file of playlists) await upload(file);
  return keys;
}

/** Deletes every stored file under `prefix` (a job's output folder); answers how many. */
export async function removeStoredPrefix(storage: Storage, prefix: string) {
  let removed = 0;
  for await (const file of storage.list(`${prefix.replace(/\/$/, '')}/`)) {
    await storage.remove(file.key);
    removed += 1;
  }
  return removed;
}

/** Where transcodes work, beside the uploads' temporary files (same disk as DATA_DIR, not a small /tmp). */
export const transcodeWorkDirectory = (dataDir: string) => path.join(dataDir, 'tmp', 'transcode');

/**
 * Transcodes `sourceKey` into `outputPrefix`. `onProgress` hears 0–1 across the whole job (download, encoding,
 * thumbnails, upload). The temporary folder is removed whatever happens; files already uploaded when it fails
 * are the caller's to remove (it knows whether the prefix is still its own).
 */
export async function transcodeLecture(options: {
  storage: Storage;
  tools: FfmpegTools;
  dataDir: string;
  sourceKey: string;
  outputPrefix: string;
  signal?: AbortSignal;
  onProgress?: (fraction: number) => void;
}): Promise<TranscodeResult> {
  const { storage, tools, signal } = options;
  const report = (from: number, to: number) => (fraction: number) =>
    options.onProgress?.(from + (to - from) * fraction);
  const workRoot = transcodeWorkDirectory(options.dataDir);
  await mkdir(workRoot, { recursive: true });
  const work = await mkdtemp(path.join(workRoot, 'job-'));
  try {
    const source = path.join(work, 'source');
    try {
      await pipeline(storage.read(options.sourceKey), createWriteStream(source), { signal });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new TranscodeError('The uploaded video could not be read from storage.');
    }
    report(0, 0.05)(1);
    const probe = await probeVideo(tools, source, signal);
    const renditions = planRenditions(probe);
    const output = path.join(work, 'hls');
    for (const folder of [...renditions.map((rendition) => rendition.name), 'thumbs']) {
      await mkdir(path.join(output, folder), { recursive: true });
    }
    // Generous: a slow machine encodes three renditions at about real time; a hung ffmpeg still ends.
    const timeoutMs = 10 * 60_000 + 4 * probe.durationSeconds * 1000;
    await runFfmpeg(tools, encodeArguments(source, output, probe, renditions), {
      durationSeconds: probe.durationSeconds,
      onProgress: report(0.05, 0.9),
      signal,
      timeoutMs,
    });
    await runFfmpeg(
      tools,
      [
        '-ss',
        (probe.durationSeconds / 10).toFixed(3),
        '-i',
        source,
        '-frames:v',
        '1',
        '-vf',
        `scale='min(${POSTER_MAX_WIDTH},iw)':-2`,
        '-q:v',
        '3',
        path.join(output, 'poster.jpg'),
      ],
      { durationSeconds: probe.durationSeconds, signal, timeoutMs: 5 * 60_000 },
    );
    await writeSeekThumbnails(output, probe.durationSeconds);
    const measured = await Promise.all(
      renditions.map(async (rendition) => ({
        ...rendition,
        ...(await measureRendition(path.join(output, rendition.name))),
      })),
    );
    await writeFile(
      path.join(output, 'master.m3u8'),
      masterPlaylist(measured, outputFrameRate(probe.frameRate)),
    );
    report(0.9, 0.93)(1);
    const keys = await uploadFolder(storage, output, options.outputPrefix, signal);
    report(0.93, 1)(1);
    return {
      durationSeconds: probe.durationSeconds,
      renditions: measured.map((rendition) => ({
        name: rendition.name,
        height: rendition.height,
        bandwidth: rendition.bandwidth,
      })),
      keys,
    };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
