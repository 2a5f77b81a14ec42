/**
 * How long the lecture transcode takes (docs/video.md): a generated 60 s 1280×720 video with sound is encoded
 * once per rendition (each run decoding the source again) and once with every rendition from one decode, the way
 * the worker does it; then the whole job (poster, sprite, upload to disk storage) is timed. Needs ffmpeg.
 *   npm run bench:transcode                       (BENCH_SECONDS=120 for a longer video)
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type FfmpegTools, probeVideo, runFfmpeg } from '../../apps/api/src/modules/media/ffmpeg.ts';
import {
  encodeArguments,
  planRenditions,
  transcodeLecture,
} from '../../apps/api/src/modules/media/transcode.ts';
import { createDiskStorage } from '../../apps/api/src/plugins/storage.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const tools: FfmpegTools = { ffmpegPath: 'ffmpeg', ffprobePath: 'ffprobe' };
const work = mkdtempSync(path.join(tmpdir(), 'pathshala-bench-transcode-'));

const bytesUnder = (folder: string) =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + statSync(path.join(entry.parentPath, entry.name)).size, 0);

async function timed<T>(work: () => Promise<T>) {
  const started = performance.now();
  const result = await work();
  return { result, ms: Math.round(performance.now() - started) };
}

try {
  const source = path.join(work, 'source.mp4');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=25', '-f', 'lavfi', '-i', 'sine=frequency=440'],
    ...['-t', String(seconds), '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
    ...['-c:a', 'aac', '-ac', '2', source],
  ]);
  const probe = await probeVideo(tools, source);
  const renditions = planRenditions(probe);
  const encode = async (name: string, chosen: typeof renditions) => {
    const output = path.join(work, name);
    for (const folder of [...chosen.map((rendition) => rendition.name), 'thumbs']) {
      mkdirSync(path.join(output, folder), { recursive: true });
    }
    const { ms } = await timed(() =>
      runFfmpeg(tools, encodeArguments(source, output, probe, chosen), {
        durationSeconds: probe.durationSeconds,
        timeoutMs: 60 * 60_000,
      }),
    );
    return { ms, output };
  };

  console.log(`source: ${seconds} s, ${probe.width}×${probe.height} at ${probe.frameRate} fps, with sound\n`);
  console.log('rendition   encode (own run)   average kbit/s');
  let separately = 0;
  for (const rendition of renditions) {
    const { ms, output } = await encode(`alone-${rendition.name}`, [rendition]);
    separately += ms;
    const kbps = Math.round((bytesUnder(path.join(output, rendition.name)) * 8) / seconds / 1000);
    console.log(`${rendition.name.padEnd(12)}${`${ms} ms`.padEnd(19)}${kbps}`);
  }
  const together = await encode('together', renditions);
  console.log(`\nevery rendition, one run per rendition: ${separately} ms`);
  console.log(`every rendition, one run (the worker's way): ${together.ms} ms`);

  const storage = createDiskStorage(path.join(work, 'files'));
  await storage.putFile('bench/source.mp4', source);
  const job = await timed(() =>
    transcodeLecture({
      storage,
      tools,
      dataDir: work,
      sourceKey: 'bench/source.mp4',
      outputPrefix: 'hls/bench',
    }),
  );
  console.log(
    `whole job (download, encode, poster, sprite, upload): ${job.ms} ms, ${Math.round(bytesUnder(path.join(work, 'files', 'hls')) / 1024)} KB`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
