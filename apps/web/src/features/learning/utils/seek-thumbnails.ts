/** One seek preview: the stretch of the lecture it stands for and its crop of a sprite image. */
export interface SeekThumbnail {
  start: number;
  end: number;
  /** The sprite image, absolute. */
  url: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** '01:02:03.500' or '02:03.500' -> seconds; NaN when it is not a WebVTT timestamp. */
function timestampSeconds(timestamp: string): number {
  const match = /^(?:(\d+):)?(\d{2}):(\d{2})\.(\d{3})$/.exec(timestamp);
  if (!match) return Number.NaN;
  const [, hours = '0', minutes, seconds, millis] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds) + Number(millis) / 1000;
}

const TIMING = /^(\S+)\s+-->\s+(\S+)/;
/** A media fragment crop: `sprite.jpg#xywh=160,0,160,90` (the optional `pixel:` unit is the only one). */
const CROP = /^(.+)#xywh=(?:pixel:)?(\d+),(\d+),(\d+),(\d+)$/;

/**
 * The seek-thumbnail map of a transcoded lecture: a WebVTT file whose cues are `sprite.jpg#xywh=x,y,w,h`.
 * Cue images are resolved against `mapUrl`; cues without a crop are skipped. Sorted by start time.
 */
export function parseSeekThumbnails(vtt: string, mapUrl: string): SeekThumbnail[] {
  const thumbnails: SeekThumbnail[] = [];
  const blocks = vtt
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/);
  for (const block of blocks) {
    const lines = block
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    // A cue may have an identifier line before its timing line; the payload is the line after the timing.
    const timingIndex = lines.findIndex((line) => line.includes('-->'));
    if (timingIndex === -1) continue;
    const timing = TIMING.exec(lines[timingIndex] ?? '');
    const crop = CROP.exec(lines[timingIndex + 1] ?? '');
    if (!timing || !crop) continue;
    const start = timestampSeconds(timing[1] ?? '');
    const end = timestampSeconds(timing[2] ?? '');
    if (!Number.isFinite(start) || !Number.isFinite(end) || end <= start) continue;
    let url: string;
    try {
      url = new URL(crop[1] ?? '', mapUrl).href;
    } catch {
      continue;
    }
    const [x, y, width, height] = crop.slice(2).map(Number) as [number, number, number, number];
    if (width === 0 || height === 0) continue;
    thumbnails.push({ start, end, url, x, y, width, height });
  }
  return thumbnails.sort((a, b) => a.start - b.start);
}

/** The preview for a point of the lecture: the cue that covers it, else the last one that started before it. */
export function seekThumbnailAt(thumbnails: SeekThumbnail[], seconds: number): SeekThumbnail | undefined {
  let low = 0;
  let high = thumbnails.length - 1;
  let found: SeekThumbnail | undefined;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const thumbnail = thumbnails[middle];
    if (!thumbnail) break;
    if (thumbnail.start <= seconds) {
      found = thumbnail;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found ?? thumbnails[0];
}
