import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { TRANSCODE_MESSAGES } from '@pathshala/shared/admin-media';

/** The ffmpeg and ffprobe binaries to run: names found on PATH, or paths (FFMPEG_PATH, FFPROBE_PATH). */
export interface FfmpegTools {
  ffmpegPath: string;
  ffprobePath: string;
}

/** A failure whose message an admin can act on; it is what the job's lastError says. */
export class TranscodeError extends Error {
  override name = 'TranscodeError';
}

export class FfmpegMissingError extends TranscodeError {
  override name = 'FfmpegMissingError';
  constructor() {
    super(TRANSCODE_MESSAGES.ffmpegMissing);
  }
}

export interface VideoProbe {
  durationSeconds: number;
  /** As displayed: rotation and non-square pixels applied. */
  width: number;
  height: number;
  hasAudio: boolean;
  audioChannels: number;
  /** Bits per second of the audio track, when the file says. */
  audioBitrate: number | undefined;
  audioSampleRate: number | undefined;
  /** Frames per second, e.g. 25 or 29.97; 25 when the file does not say. */
  frameRate: number;
}

/** The last lines ffmpeg wrote to stderr: where it says what went wrong. */
const STDERR_TAIL_BYTES = 2000;
/** Transcoding is background work: requests to the API on the same machine go first. */
const BACKGROUND_NICENESS = 10;

interface RunOptions {
  /** Called with each line of stdout (ffmpeg's -progress). */
  onLine?: (line: string) => void;
  signal?: AbortSignal;
  timeoutMs: number;
}

/**
 * Runs a binary and resolves with its stdout when it exits 0. A binary that is not there (or not runnable) is
 * FfmpegMissingError; a non-zero exit is an Error with the tail of stderr; on abort or timeout the child is
 * killed at once (SIGKILL: a transcode holds nothing worth a graceful stop).
 */
function run(binary: string, args: string[], options: RunOptions): Promise<string> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) return reject(options.signal.reason);
    const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    if (child.pid !== undefined) {
      try {
        setPriority(child.pid, BACKGROUND_NICENESS);
      } catch {
        // Not allowed here (some containers): it runs at normal priority.
      }
    }
    let stdout = '';
    let pending = '';
    let stderr = '';
    let settled = false;
    const finish = (error: unknown, value?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      if (error) reject(error);
      else resolve(value ?? '');
    };
    const kill = (reason: unknown) => {
      child.kill('SIGKILL');
      finish(reason);
    };
    const onAbort = () => kill(options.signal?.reason);
    const timer = setTimeout(
      () =>
        kill(
          new TranscodeError(
            `ffmpeg did not finish within ${Math.round(options.timeoutMs / 60_000)} minutes and was stopped.`,
          ),
        ),
      options.timeoutMs,
    );
    options.signal?.addEventListener('abort', onAbort, { once: true });
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      if (!options.onLine) {
        stdout += chunk;
        return;
      }
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) options.onLine(line.trim());
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_TAIL_BYTES);
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      finish(error.code === 'ENOENT' || error.code === 'EACCES' ? new FfmpegMissingError() : error);
    });
    child.on('close', (code, signal) => {
      if (code === 0) return finish(undefined, stdout);
      const said = stderr.trim().split('\n').slice(-3).join(' ').trim();
      finish(new Error(said || `${binary} exited with ${signal ?? `code ${code}`}`));
    });
  });
}

/** Whether both binaries run here (`-version` answers in milliseconds). */
export async function ffmpegAvailable(tools: FfmpegTools) {
  try {
    await Promise.all([
      run(tools.ffmpegPath, ['-version'], { timeoutMs: 10_000 }),
      run(tools.ffprobePath, ['-version'], { timeoutMs: 10_000 }),
    ]);
    return true;
  } catch {
    return false;
  }
}

const rational = (value: unknown) => {
  const [numerator, denominator] = String(value ?? '')
    .split('/')
    .map(Number);
  if (!numerator || !Number.isFinite(numerator)) return undefined;
  const result = denominator ? numerator / denominator : numerator;
  return Number.isFinite(result) && result > 0 ? result : undefined;
};

interface ProbedStream {
  codec_type?: string;
  width?: number;
  height?: number;
  sample_aspect_ratio?: string;
  avg_frame_rate?: string;
  r_frame_rate?: string;
  channels?: number;
  sample_rate?: string;
  bit_rate?: string;
  tags?: { rotate?: string };
  side_data_list?: { rotation?: number }[];
}

/** What the transcode needs to know of a video file; an unreadable file is a TranscodeError saying so. */
export async function probeVideo(
  tools: FfmpegTools,
  file: string,
  signal?: AbortSignal,
): Promise<VideoProbe> {
  let output: string;
  try {
    output = await run(
      tools.ffprobePath,
      ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file],
      { signal, timeoutMs: 60_000 },
    );
  } catch (error) {
    if (error instanceof TranscodeError || signal?.aborted) throw error;
    throw new TranscodeError(`The video could not be read (${readableReason(error)}).`);
  }
  const parsed = JSON.parse(output) as { streams?: ProbedStream[]; format?: { duration?: string } };
  const streams = parsed.streams ?? [];
  const video = streams.find((stream) => stream.codec_type === 'video' && stream.width && stream.height);
  if (!video?.width || !video.height) throw new TranscodeError('The file has no video track.');
  const durationSeconds = Number(parsed.format?.duration);
  if (!Number.isFinite(durationSeconds) || durationSeconds <= 0) {
    throw new TranscodeError('The video could not be read (its length is unknown).');
  }
  const audio = streams.find((stream) => stream.codec_type === 'audio');
  // Phones record sideways and say so; ffmpeg turns the picture upright, so the upright size counts.
  const rotation = Number(video.side_data_list?.find((data) => data.rotation !== undefined)?.rotation ?? 0);
  const turned = Math.abs(rotation) % 180 === 90 || Math.abs(Number(video.tags?.rotate ?? 0)) % 180 === 90;
  const pixelAspect = rational(video.sample_aspect_ratio?.replace(':', '/')) ?? 1;
  const width = Math.round(video.width * pixelAspect);
  return {
    durationSeconds,
    width: turned ? video.height : width,
    height: turned ? width : video.height,
    hasAudio: audio !== undefined,
    audioChannels: audio?.channels ?? 0,
    audioBitrate: Number(audio?.bit_rate) || undefined,
    audioSampleRate: Number(audio?.sample_rate) || undefined,
    frameRate: rational(video.avg_frame_rate) ?? rational(video.r_frame_rate) ?? 25,
  };
}

/** ffmpeg's own words for why it failed, without the file's path (a temporary name nobody can act on). */
export function readableReason(error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  return (
    message
      .replace(/\S*\/[^\s:]+:\s*/g, '')
      .trim()
      .slice(0, 300) || 'unknown error'
  );
}

/**
 * Runs ffmpeg with `args` (inputs, filters, outputs), reporting progress 0–1 from its `-progress` output against
 * the input's duration. Throws TranscodeError when ffmpeg fails, FfmpegMissingError when it is not installed.
 */
export async function runFfmpeg(
  tools: FfmpegTools,
  args: string[],
  options: {
    durationSeconds: number;
    onProgress?: (fraction: number) => void;
    signal?: AbortSignal;
    timeoutMs: number;
  },
) {
  const onLine = (line: string) => {
    const match = /^out_time_us=(\d+)$/.exec(line);
    if (!match || !options.onProgress) return;
    options.onProgress(Math.min(1, Number(match[1]) / 1e6 / options.durationSeconds));
  };
  try {
    await run(
      tools.ffmpegPath,
      ['-hide_banner', '-nostdin', '-y', '-loglevel', 'error', '-progress', 'pipe:1', ...args],
      { onLine, signal: options.signal, timeoutMs: options.timeoutMs },
    );
  } catch (error) {
    if (error instanceof TranscodeError || options.signal?.aborted) throw error;
    throw new TranscodeError(`ffmpeg could not convert the video (${readableReason(error)}).`);
  }
  options.onProgress?.(1);
}
