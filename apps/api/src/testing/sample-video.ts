import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe } from 'vitest';

/**
 * Tests that transcode need ffmpeg. Without it they are skipped with a word on the console, except in CI
 * (CI=true), where a missing ffmpeg fails them: .ci/run installs it.
 */
export const ffmpegHere = ['ffmpeg', 'ffprobe'].every((tool) => spawnSync(tool, ['-version']).status === 0);

/**
 * The ceiling of a test that runs ffmpeg: a transcode is seconds of work on a quiet machine, and a busy one (CI runs
 * the suites side by side beside a CPU hog) stretches it several times. A ceiling, not a timing: the test moves on
 * as soon as its work is done.
 */
export const FFMPEG_TEST_TIMEOUT_MS = 180_000;

export function describeWithFfmpeg(what: string) {
  if (!ffmpegHere && !process.env.CI) {
    console.log(`${what}: skipped, ffmpeg is not installed here (apt-get install ffmpeg to run them)`);
  }
  return (name: string, tests: () => void) =>
    describe.skipIf(!ffmpegHere && !process.env.CI)(name, { timeout: FFMPEG_TEST_TIMEOUT_MS }, tests);
}

/**
 * An H.264 + AAC MP4 made by ffmpeg in `folder` (as `source-<width>x<height>.mp4`): by default 2 s of 160×90, the
 * least that transcodes into a stream; a test that needs more (two renditions need 360 lines) asks for it.
 */
export function sampleVideo(folder: string, { seconds = 2, width = 160, height = 90 } = {}) {
  if (!ffmpegHere) throw new Error('ffmpeg is not installed: CI needs it (.ci/run installs it)');
  const file = sampleVideoPath(folder, { width, height });
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `testsrc=size=${width}x${height}:rate=25`],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440'],
    ...['-t', String(seconds), '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
    ...['-c:a', 'aac', '-movflags', '+faststart', file],
  ]);
  return readFileSync(file);
}

/** Where `sampleVideo` wrote the sample of that size. */
export function sampleVideoPath(folder: string, { width = 160, height = 90 } = {}) {
  return path.join(folder, `source-${width}x${height}.mp4`);
}
