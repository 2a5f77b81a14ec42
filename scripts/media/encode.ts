/**
 * ffmpeg: still slides + narration WAV -> small 480p H.264/AAC MP4. Slides are held for whole frames at a
 * low frame rate; x264's stillimage tuning and a long GOP make a held slide cost almost nothing.
 */
import { spawn } from 'node:child_process';
import { FRAME_RATE } from './narration.ts';
import { SLIDE_HEIGHT, SLIDE_WIDTH } from './slides.ts';

/** Bump when anything below changes the output, so every video is rebuilt (it is part of sourceHash). */
export const ENCODER_VERSION = 'x264-stillimage-psy0-crf40-g120-2fps-854x480+aac-lc-6k-3500hz-16khz-mono.v1';

/**
 * A keyframe costs as much as a whole slide (~10 KB), so there is one a minute and slide changes are
 * P-frames (no scene-cut keyframes) that carry only what changed. At 2 fps a seek decodes at most 120 tiny
 * frames, which a browser does instantly.
 */
const KEYFRAME_INTERVAL_FRAMES = 60 * FRAME_RATE;
/**
 * With psy-rd off, text edges stay clean up to CRF ~41; from 42 a faint ghost of the previous slide's text
 * shows for a moment after a slide change.
 */
const CRF = 40;
/**
 * ffmpeg's native AAC-LC encoder (default two-loop coder). Its floor is set by the band it keeps: asking
 * for 6k with a 3.5 kHz (telephone) band gives ~13 kb/s; '16k' would give ~18 kb/s with a 4 kHz band. The
 * 'fast' coder reaches ~9 kb/s but leaves spectral holes (log-spectral distance 11-17 dB against the
 * two-loop coder's ~5.7 dB below 3 kHz), so it is not used.
 */
const AUDIO_BITRATE = '6k';
const AUDIO_CUTOFF_HZ = 3500;

export function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', (error) => reject(new Error(`${command} could not start: ${error.message}`)));
    child.on('close', (code) =>
      code === 0 ? resolve(stdout) : reject(new Error(`${command} exited ${code}:\n${stderr.slice(-2000)}`)),
    );
  });
}

export interface EncodeInput {
  /** PNG per slide, SLIDE_WIDTH x SLIDE_HEIGHT. */
  slidePngs: string[];
  /** When each slide appears (seconds, on frame boundaries, first is 0). */
  slideStarts: number[];
  /** Total length in seconds, a whole number of frames. */
  duration: number;
  wavPath: string;
  outPath: string;
}

export async function encodeSlideVideo(input: EncodeInput): Promise<void> {
  const { slidePngs, slideStarts, duration } = input;
  const frames = (seconds: number) => Math.round(seconds * FRAME_RATE);
  const args = ['-hide_banner', '-loglevel', 'error', '-y'];
  for (const [index, png] of slidePngs.entries()) {
    const from = slideStarts[index] ?? 0;
    const until = slideStarts[index + 1] ?? duration;
    const count = frames(until) - frames(from);
    if (count <= 0) throw new Error(`Slide ${index} would be on screen for ${until - from} s`);
    // -t on a looped image input at FRAME_RATE yields exactly `count` frames.
    args.push(
      '-framerate',
      String(FRAME_RATE),
      '-loop',
      '1',
      '-t',
      (count / FRAME_RATE).toFixed(3),
      '-i',
      png,
    );
  }
  args.push('-i', input.wavPath);
  const videoInputs = slidePngs.map((_, index) => `[${index}:v]`).join('');
  args.push(
    '-filter_complex',
    `${videoInputs}concat=n=${slidePngs.length}:v=1:a=0,scale=${SLIDE_WIDTH}:${SLIDE_HEIGHT}:flags=lanczos,setsar=1,format=yuv420p[v]`,
    '-map',
    '[v]',
    '-map',
    `${slidePngs.length}:a`,
    '-c:v',
    'libx264',
    '-preset',
    'veryslow',
    '-tune',
    'stillimage',
    '-x264-params',
    'psy-rd=0,0',
    '-crf',
    String(CRF),
    '-profile:v',
    'high',
    '-r',
    String(FRAME_RATE),
    '-g',
    String(KEYFRAME_INTERVAL_FRAMES),
    '-sc_threshold',
    '0',
    '-threads',
    '1',
    '-c:a',
    'aac',
    '-ac',
    '1',
    '-ar',
    '16000',
    '-b:a',
    AUDIO_BITRATE,
    '-cutoff',
    String(AUDIO_CUTOFF_HZ),
    '-t',
    duration.toFixed(3),
    '-movflags',
    '+faststart',
    '-map_metadata',
    '-1',
    '-fflags',
    '+bitexact',
    '-flags:v',
    '+bitexact',
    '-flags:a',
    '+bitexact',
    input.outPath,
  );
  await run('ffmpeg', args);
}

/** ffprobe's view of a file, used only to double-check the generator's own output. */
export async function probeDuration(file: string): Promise<number> {
  const out = await run('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'format=duration',
    '-of',
    'csv=p=0',
    file,
  ]);
  return Number.parseFloat(out.trim());
}
