import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mp4DurationSeconds, mp4FileDurationSeconds } from './mp4-duration.ts';

const SAMPLE = path.join(import.meta.dirname, '../demo/media/sample-lecture.mp4');
/** `ffprobe -show_entries format=duration sample-lecture.mp4` */
const SAMPLE_DURATION = 6.0;

function box(type: string, ...parts: Uint8Array[]): Uint8Array {
  const length = 8 + parts.reduce((sum, part) => sum + part.byteLength, 0);
  const out = new Uint8Array(length);
  new DataView(out.buffer).setUint32(0, length);
  out.set(new TextEncoder().encode(type), 4);
  let offset = 8;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.byteLength;
  }
  return out;
}

/** A box written with size = 1 and a 64-bit largesize. */
function largeBox(type: string, payload: Uint8Array): Uint8Array {
  const out = new Uint8Array(16 + payload.byteLength);
  const view = new DataView(out.buffer);
  view.setUint32(0, 1);
  out.set(new TextEncoder().encode(type), 4);
  view.setBigUint64(8, BigInt(out.byteLength));
  out.set(payload, 16);
  return out;
}

function bytes(length: number, fill = 0): Uint8Array {
  return new Uint8Array(length).fill(fill);
}

function mvhdV1(timescale: number, duration: bigint): Uint8Array {
  // version 1, flags 0, creation 8, modification 8, timescale 4, duration 8, then the rest of a real mvhd.
  const body = new Uint8Array(4 + 8 + 8 + 4 + 8 + 80);
  const view = new DataView(body.buffer);
  view.setUint8(0, 1);
  view.setUint32(20, timescale);
  view.setBigUint64(24, duration);
  return box('mvhd', body);
}

function mvhdV0(timescale: number, duration: number): Uint8Array {
  const body = new Uint8Array(4 + 4 + 4 + 4 + 4 + 80);
  const view = new DataView(body.buffer);
  view.setUint32(12, timescale);
  view.setUint32(16, duration);
  return box('mvhd', body);
}

const ftyp = box('ftyp', new TextEncoder().encode('isom'), bytes(4), new TextEncoder().encode('isomavc1'));

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.byteLength;
  }
  return out;
}

describe('mp4DurationSeconds', () => {
  it('reads the sample lecture the way ffprobe does', async () => {
    const file = new Uint8Array(await readFile(SAMPLE));
    expect(mp4DurationSeconds(file)).toBeCloseTo(SAMPLE_DURATION, 2);
    expect(await mp4FileDurationSeconds(SAMPLE)).toBeCloseTo(SAMPLE_DURATION, 2);
  });

  it('handles a version 1 mvhd, a 64-bit largesize box and a size-0 box that runs to the end', async () => {
    // 7,200,000,000 does not fit in 32 bits: two hours at a microsecond timescale.
    const moov = box('moov', largeBox('udta', bytes(12)), mvhdV1(1_000_000, 7_200_000_000n), box('trak'));
    const mdatToEnd = concat(box('mdat'), bytes(40, 0xab));
    new DataView(mdatToEnd.buffer).setUint32(0, 0);
    const file = concat(ftyp, largeBox('free', bytes(8)), moov, mdatToEnd);
    expect(mp4DurationSeconds(file)).toBe(7200);

    const onDisk = path.join(tmpdir(), `mp4-duration-${process.pid}.mp4`);
    await writeFile(onDisk, file);
    expect(await mp4FileDurationSeconds(onDisk)).toBe(7200);
  });

  it('handles a version 0 mvhd inside a largesize moov, after the media data', () => {
    const file = concat(ftyp, box('mdat', bytes(100)), largeBox('moov', mvhdV0(600, 21_321)));
    expect(mp4DurationSeconds(file)).toBeCloseTo(35.535, 6);
  });

  it('works on a view into a larger buffer', () => {
    const file = concat(ftyp, box('moov', mvhdV0(1000, 42_500)));
    const padded = concat(bytes(7, 0xff), file, bytes(5, 0xff));
    expect(mp4DurationSeconds(padded.subarray(7, 7 + file.byteLength))).toBe(42.5);
  });

  it('rejects garbage, truncated and header-less input with a clear error', async () => {
    expect(() => mp4DurationSeconds(new TextEncoder().encode('<!doctype html><p>Not found</p>'))).toThrow(
      /Not a valid MP4/,
    );
    expect(() => mp4DurationSeconds(bytes(0))).toThrow(/Not a valid MP4: only 0 bytes/);
    expect(() => mp4DurationSeconds(bytes(64))).toThrow(/Not a valid MP4/);
    expect(() => mp4DurationSeconds(concat(ftyp, box('mdat', bytes(32))))).toThrow(/no moov box/);
    expect(() => mp4DurationSeconds(concat(ftyp, box('moov', box('trak'))))).toThrow(/no mvhd/);

    const sample = new Uint8Array(await readFile(SAMPLE));
    for (const cut of [4, 20, 200, Math.floor(sample.byteLength / 2), sample.byteLength - 1]) {
      expect(() => mp4DurationSeconds(sample.subarray(0, cut)), `cut at ${cut}`).toThrow(
        /Not a valid MP4.*(truncated|only)/,
      );
    }
    // A largesize that claims more than the file holds.
    expect(() => mp4DurationSeconds(concat(ftyp, largeBox('free', bytes(8)).subarray(0, 20)))).toThrow(
      /truncated/,
    );
    // An mvhd too short for its version.
    const shortMvhd = box('mvhd', concat(Uint8Array.of(1, 0, 0, 0), bytes(10)));
    expect(() => mp4DurationSeconds(concat(ftyp, box('moov', shortMvhd)))).toThrow(
      /truncated version 1 mvhd/,
    );

    const onDisk = path.join(tmpdir(), `mp4-duration-cut-${process.pid}.mp4`);
    await writeFile(onDisk, sample.subarray(0, 200));
    await expect(mp4FileDurationSeconds(onDisk)).rejects.toThrow(/Not a valid MP4/);
    // Cut inside the media data after a complete moov: still not a whole MP4.
    await writeFile(
      onDisk,
      concat(ftyp, box('moov', mvhdV0(1000, 42_500)), box('mdat', bytes(100))).subarray(0, 150),
    );
    await expect(mp4FileDurationSeconds(onDisk)).rejects.toThrow(/Not a valid MP4.*truncated/);
  });
});
