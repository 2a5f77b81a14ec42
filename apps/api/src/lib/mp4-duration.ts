/**
 * The duration of an MP4 (ISO base media file, ISO/IEC 14496-12) read from its movie header: walk the box
 * tree to moov/mvhd and divide its duration by its timescale. No ffprobe needed, so the media check runs
 * anywhere.
 */
import { open } from 'node:fs/promises';

interface Box {
  type: string;
  /** Offset of the box's first byte. */
  start: number;
  /** Offset of the first byte after the header (size, type and, if present, largesize). */
  contentStart: number;
  /** Offset of the first byte after the box. */
  end: number;
}

class Mp4FormatError extends Error {
  override name = 'Mp4FormatError';
}

/**
 * Parses the header of the box at `offset`. `headerEnd` is how far the readable bytes go (at least 16 are
 * needed only for a largesize); `containerEnd` is where the enclosing container (or the file) ends, which
 * a size-0 box extends to and no box may pass.
 */
function readBoxHeader(view: DataView, offset: number, containerEnd: number, headerEnd = containerEnd): Box {
  if (Math.min(headerEnd, containerEnd) - offset < 8) {
    throw new Mp4FormatError(`Not a valid MP4: truncated box header at byte ${offset}`);
  }
  const size32 = view.getUint32(offset);
  const typeBytes = [0, 1, 2, 3].map((index) => view.getUint8(offset + 4 + index));
  if (typeBytes.some((byte) => byte < 0x20 || byte > 0x7e)) {
    throw new Mp4FormatError(`Not a valid MP4: no box type at byte ${offset + 4} (not an ISO-BMFF file?)`);
  }
  const type = String.fromCharCode(...typeBytes);
  let headerSize = 8;
  let size: number;
  if (size32 === 1) {
    // A 64-bit largesize follows the type.
    if (Math.min(headerEnd, containerEnd) - offset < 16) {
      throw new Mp4FormatError(`Not a valid MP4: truncated largesize of '${type}' box at byte ${offset}`);
    }
    const large = view.getBigUint64(offset + 8);
    if (large > BigInt(Number.MAX_SAFE_INTEGER)) {
      throw new Mp4FormatError(`Not a valid MP4: '${type}' box at byte ${offset} claims ${large} bytes`);
    }
    size = Number(large);
    headerSize = 16;
  } else if (size32 === 0) {
    // Size 0: the box extends to the end of its container (the end of the file at the top level).
    size = containerEnd - offset;
  } else {
    size = size32;
  }
  if (size < headerSize) {
    throw new Mp4FormatError(`Not a valid MP4: '${type}' box at byte ${offset} has impossible size ${size}`);
  }
  if (offset + size > containerEnd) {
    throw new Mp4FormatError(
      `Not a valid MP4: '${type}' box at byte ${offset} needs ${size} bytes but only ${containerEnd - offset} remain (truncated?)`,
    );
  }
  return { type, start: offset, contentStart: offset + headerSize, end: offset + size };
}

function findChild(view: DataView, start: number, end: number, type: string): Box | undefined {
  let offset = start;
  while (offset < end) {
    const box = readBoxHeader(view, offset, end);
    if (box.type === type) return box;
    offset = box.end;
  }
  return undefined;
}

/** Duration in seconds from the mvhd inside the moov box spanning [moov.contentStart, moov.end). */
function durationFromMoov(view: DataView, moov: Box): number {
  const mvhd = findChild(view, moov.contentStart, moov.end, 'mvhd');
  if (!mvhd) throw new Mp4FormatError('Not a valid MP4: the moov box has no mvhd (movie header)');
  const at = mvhd.contentStart;
  const length = mvhd.end - at;
  if (length < 4) throw new Mp4FormatError('Not a valid MP4: truncated mvhd');
  const version = view.getUint8(at);
  let timescale: number;
  let duration: number;
  if (version === 1) {
    // version/flags 4, creation_time 8, modification_time 8, timescale 4, duration 8
    if (length < 32) throw new Mp4FormatError('Not a valid MP4: truncated version 1 mvhd');
    timescale = view.getUint32(at + 20);
    const raw = view.getBigUint64(at + 24);
    if (raw === 0xffff_ffff_ffff_ffffn)
      throw new Mp4FormatError('MP4 duration is unknown (mvhd says all ones)');
    duration = Number(raw);
  } else if (version === 0) {
    // version/flags 4, creation_time 4, modification_time 4, timescale 4, duration 4
    if (length < 20) throw new Mp4FormatError('Not a valid MP4: truncated version 0 mvhd');
    timescale = view.getUint32(at + 12);
    duration = view.getUint32(at + 16);
    if (duration === 0xffff_ffff) throw new Mp4FormatError('MP4 duration is unknown (mvhd says all ones)');
  } else {
    throw new Mp4FormatError(`Unsupported mvhd version ${version}`);
  }
  if (timescale === 0) throw new Mp4FormatError('Not a valid MP4: mvhd timescale is 0');
  return duration / timescale;
}

/** Duration in seconds of a whole MP4 file held in memory. Throws on anything that is not a complete MP4. */
export function mp4DurationSeconds(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.byteLength < 8) throw new Mp4FormatError(`Not a valid MP4: only ${bytes.byteLength} bytes`);
  let moov: Box | undefined;
  let offset = 0;
  // Walk every top-level box, so a file cut off after its moov (e.g. a truncated mdat) is still rejected.
  while (offset < bytes.byteLength) {
    const box = readBoxHeader(view, offset, bytes.byteLength);
    if (box.type === 'moov' && !moov) moov = box;
    offset = box.end;
  }
  if (!moov) throw new Mp4FormatError('Not a valid MP4: no moov box');
  return durationFromMoov(view, moov);
}

/**
 * Duration in seconds of an MP4 file on disk. Reads only the top-level box headers and the moov box, so
 * the media data is never loaded. Like `mp4DurationSeconds`, it walks every top-level box, so a file cut off
 * after its moov (an upload that broke off in the media data) is rejected too.
 */
export async function mp4FileDurationSeconds(filePath: string): Promise<number> {
  const handle = await open(filePath, 'r');
  try {
    const { size } = await handle.stat();
    const header = new Uint8Array(16);
    let duration: number | undefined;
    let offset = 0;
    while (offset < size) {
      const { bytesRead } = await handle.read(header, 0, Math.min(16, size - offset), offset);
      // Offsets in this view are file offsets minus `offset`; the box may not pass the end of the file.
      const box = readBoxHeader(new DataView(header.buffer), 0, size - offset, bytesRead);
      if (box.type === 'moov' && duration === undefined) {
        const moovBytes = new Uint8Array(box.end);
        await handle.read(moovBytes, 0, box.end, offset);
        const moovView = new DataView(moovBytes.buffer);
        duration = durationFromMoov(moovView, readBoxHeader(moovView, 0, box.end));
      }
      offset += box.end;
    }
    if (duration === undefined) throw new Mp4FormatError(`Not a valid MP4: no moov box in ${filePath}`);
    return duration;
  } finally {
    await handle.close();
  }
}
