import { crc32, deflateRawSync } from 'node:zlib';

export interface ZipEntryInput {
  name: string;
  content: Buffer | string;
  /** The unpacked size the zip claims, when a test needs it to lie (a crafted zip bomb). */
  declaredSize?: number;
}

/**
 * A minimal zip writer (deflate, no data descriptors) for tests of the tests-zip upload: it builds honest zips
 * and crafted ones whose headers lie about the unpacked size, which no zip tool would make.
 */
export function makeZip(entries: ZipEntryInput[]) {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const content = typeof entry.content === 'string' ? Buffer.from(entry.content) : entry.content;
    const packed = deflateRawSync(content);
    const name = Buffer.from(entry.name);
    const size = entry.declaredSize ?? content.length;
    const crc = crc32(content);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt16LE(0, 10);
    local.writeUInt16LE(0x21, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(0, 12);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A zip of tests `1.in`/`1.out`… from [input, expected] pairs. */
export const testsZip = (pairs: [input: string, expected: string][]) =>
  makeZip(
    pairs.flatMap(([input, expected], index) => [
      { name: `${index + 1}.in`, content: input },
      { name: `${index + 1}.out`, content: expected },
    ]),
  );
