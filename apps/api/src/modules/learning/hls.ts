import type { Readable } from 'node:stream';
import { MEDIA_URL_TTL_MS, type MediaSigner } from '../../plugins/media-signing.ts';
import type { Storage } from '../../plugins/storage.ts';

/**
 * Serving a transcoded lecture (layout written by modules/media/transcode.ts under `lectures.hls_prefix`):
 * `master.m3u8` → `<rendition>/index.m3u8` → `<rendition>/seg_00000.ts`…, `poster.jpg`, `thumbnails.vtt` →
 * `sprite.jpg`. Every reference inside a playlist or the thumbnails map is rewritten, as it is served, into a
 * URL signed for this learner and session (or, with object storage, a presigned URL for segments and images).
 *
 * Links name the transcode they belong to (`/hls/<version>/<file>`, the version being the last part of the
 * prefix, its job id): a playlist loaded before the lecture's video was replaced keeps reading its own
 * segments, never the new video's under the same names, and once those are gone it is refused like an expired
 * link, so the player fetches fresh links and carries on with the new video.
 */

/** A transcode's version in links: the last part of its prefix (a job id). */
export const HLS_VERSION = /^[0-9A-Za-z-]{1,64}$/;
export const hlsVersionOf = (hlsPrefix: string) => hlsPrefix.slice(hlsPrefix.lastIndexOf('/') + 1);

/** The files a transcode writes; anything else is not served. */
export const HLS_FILE =
  /^(master\.m3u8|poster\.jpg|thumbnails\.vtt|sprite\.jpg|\d{3,4}p\/(index\.m3u8|seg_\d{5}\.ts))$/;

export const HLS_CONTENT_TYPES: Record<string, string> = {
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  jpg: 'image/jpeg',
  vtt: 'text/vtt; charset=utf-8',
};

/** A VOD playlist is read once at the start: a segment's link lives until well after it would have played. */
const SEGMENT_PLAY_ALLOWANCE = 2;
const LONGEST_LINK_MS = 6 * 60 * 60 * 1000;

interface Signing {
  signer: MediaSigner;
  storage: Storage;
  lectureId: string;
  hlsPrefix: string;
  userId: string;
  sessionId: string;
  now: number;
}

export const contentTypeOf = (file: string) =>
  HLS_CONTENT_TYPES[file.slice(file.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

/** The learner's entry links of a transcoded lecture; empty strings when it has none. */
export function hlsLinks(
  signer: MediaSigner,
  lecture: { id: string; hlsPrefix: string | null; hlsRenditions: { name: string; height: number }[] | null },
  userId: string,
  sessionId: string,
  now = Date.now(),
) {
  if (!lecture.hlsPrefix) return { hls: '', qualities: [], poster: '', thumbnails: '' };
  const version = hlsVersionOf(lecture.hlsPrefix);
  const link = (file: string) =>
    signer.hls.url(lecture.id, `${version}/${file}`, userId, sessionId, now + MEDIA_URL_TTL_MS);
  return {
    hls: link('master.m3u8'),
    qualities: (lecture.hlsRenditions ?? []).map(({ name, height }) => ({ name, height })),
    poster: link('poster.jpg'),
    thumbnails: link('thumbnails.vtt'),
  };
}

async function text(stream: Readable) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

const folderOf = (file: string) => (file.includes('/') ? file.slice(0, file.lastIndexOf('/') + 1) : '');

/** A reference inside `file` resolved against its folder, or undefined when it would leave the lecture's files. */
function resolve(file: string, reference: string) {
  const target = `${folderOf(file)}${reference}`;
  return HLS_FILE.test(target) ? target : undefined;
}

async function linkTo(signing: Signing, target: string, expiresAtMs: number) {
  const { signer, storage, lectureId, hlsPrefix, userId, sessionId, now } = signing;
  // Object storage hands the bytes out itself; playlists always come through us (they carry the links).
  if (storage.presignedUrl && !target.endsWith('.m3u8')) {
    return storage.presignedUrl(`${hlsPrefix}/${target}`, Math.ceil((expiresAtMs - now) / 1000));
  }
  return signer.hls.url(lectureId, `${hlsVersionOf(hlsPrefix)}/${target}`, userId, sessionId, expiresAtMs);
}

/**
 * The playlist or thumbnails map with every reference signed. Segment links in a rendition playlist expire
 * the link lifetime after the moment they would play at half speed from now (a VOD playlist is fetched once),
 * capped at six hours; a leaked link still plays only in the session it was made for.
 */
export async function signedTextFile(signing: Signing, file: string) {
  const body = await text(signing.storage.read(`${signing.hlsPrefix}/${file}`));
  const lines = body.split(/\r?\n/);
  const out: string[] = [];
  let playsAt = 0;
  for (const line of lines) {
    if (file.endsWith('.vtt')) {
      const match = /^(\S+?)(#xywh=\d+,\d+,\d+,\d+)$/.exec(line.trim());
      const target = match?.[1] && resolve(file, match[1]);
      out.push(
        target ? `${await linkTo(signing, target, signing.now + MEDIA_URL_TTL_MS)}${match?.[2]}` : line,
      );
      continue;
    }
    if (line === '' || line.startsWith('#')) {
      out.push(line);
      continue;
    }
    const target = resolve(file, line.trim());
    if (!target) continue;
    const expiresAt = Math.min(
      signing.now + MEDIA_URL_TTL_MS + playsAt * 1000 * SEGMENT_PLAY_ALLOWANCE,
      signing.now + LONGEST_LINK_MS,
    );
    out.push(await linkTo(signing, target, expiresAt));
    const previous = out.at(-2);
    const extinf = previous ? /^#EXTINF:([\d.]+)/.exec(previous) : null;
    playsAt += extinf ? Number(extinf[1]) : 0;
  }
  return out.join('\n');
}
