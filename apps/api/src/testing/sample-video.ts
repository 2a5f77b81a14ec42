import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe } from 'vitest';

/**
 * Tests that transcode need ffmpeg. Without it they are skipped with a word on the console, except in CI
 * (CI=true), where a missing ffmpeg fails them: .ci/run installs it.
 */
export const ffmpegHere = ['ffmpeg', 'ffprobe'].every((tool) => spawnSync(tool, ['-version']).status === 0);

export function describeWithFfmpeg(what: string) {
  if (!ffmpegHere && !process.env.CI) {
    console.log(`${what}: skipped, ffmpeg is not installed here (apt-get install ffmpeg to run them)`);
  }
  return describe.skipIf(!ffmpegHere && !process.env.CI);
}

/** A 12 s, 640×360 H.264 + AAC MP4 made by ffmpeg in `folder`. */
export function sampleVideo(folder: string) {
  if (!ffmpegHere) throw new Error('ffmpeg is not installed: CI needs it (.ci/run installs it)');
  const file = path.join(folder, 'source.mp4');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=25'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440'],
    ...['-t', '12', '-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-c:a', 'aac'],
    ...['-movflags', '+faststart', file],
  ]);
  return readFileSync(file);
}
