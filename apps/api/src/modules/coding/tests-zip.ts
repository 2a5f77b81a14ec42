import {
  ADMIN_CODING_MESSAGES,
  CODING_TEST_FILE_MAX_BYTES,
  CODING_TESTS_MAX_COUNT,
  CODING_TESTS_UNPACKED_MAX_BYTES,
} from '@pathshala/shared/admin-coding';
import yauzl from 'yauzl';
import { AppError } from '../../plugins/errors.ts';

/**
 * Reads a zip of tests, `N.in` and `N.out` (or `N.in` alone, for a reference solution to answer), numbered 1, 2, 3…
 * A zip bomb is refused twice over: by the sizes the zip declares (checked before a byte is unpacked) and by
 * yauzl's check that no entry unpacks to more than it declared (a lying header stops the read at that point).
 */

export interface ZippedTest {
  number: number;
  input: string;
  /** Absent when the zip holds inputs only. */
  expected?: string;
}

const TEST_FILE = /^([1-9]\d{0,3})\.(in|out)$/;
/** What zip tools add beside the files: folders, macOS resource forks, Finder and Explorer metadata. */
const IGNORED = /(^|\/)(__MACOSX\/|\.DS_Store$|Thumbs\.db$)|\/$/;
/** Entries read at most: a zip of a million empty entries is refused before they are walked. */
const MAX_ENTRIES = CODING_TESTS_MAX_COUNT * 2 + 50;

const damaged = () => new AppError('BAD_REQUEST', ADMIN_CODING_MESSAGES.zipDamaged);

function openZip(bytes: Buffer) {
  return new Promise<yauzl.ZipFile>((resolve, reject) => {
    yauzl.fromBuffer(
      bytes,
      { lazyEntries: true, validateEntrySizes: true, strictFileNames: true },
      (error, zip) => (error || !zip ? reject(damaged()) : resolve(zip)),
    );
  });
}

/** Every entry, as the central directory lists it, before any is unpacked. */
function listEntries(zip: yauzl.ZipFile) {
  return new Promise<yauzl.Entry[]>((resolve, reject) => {
    const entries: yauzl.Entry[] = [];
    zip.on('entry', (entry: yauzl.Entry) => {
      entries.push(entry);
      if (entries.length > MAX_ENTRIES) {
        zip.close();
        reject(new AppError('PAYLOAD_TOO_LARGE', ADMIN_CODING_MESSAGES.tooManyTests));
        return;
      }
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', () => reject(damaged()));
    zip.readEntry();
  });
}

function unpack(zip: yauzl.ZipFile, entry: yauzl.Entry) {
  return new Promise<Buffer>((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) {
        reject(damaged());
        return;
      }
      const chunks: Buffer[] = [];
      let read = 0;
      stream.on('data', (chunk: Buffer) => {
        read += chunk.length;
        // yauzl already stops past the declared size; this keeps the cap even if that check were ever off.
        if (read > CODING_TEST_FILE_MAX_BYTES) {
          stream.destroy();
          reject(new AppError('PAYLOAD_TOO_LARGE', ADMIN_CODING_MESSAGES.testFileTooLarge(entry.fileName)));
          return;
        }
        chunks.push(chunk);
      });
      stream.on('error', () => reject(damaged()));
      stream.on('end', () => resolve(Buffer.concat(chunks)));
    });
  });
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The file as text; Postgres text holds no NUL, and a test that is not text is a mistake in the zip. */
function asText(name: string, bytes: Buffer) {
  try {
    const value = utf8.decode(bytes);
    if (value.includes('\0')) throw new Error('NUL');
    return value;
  } catch {
    throw new AppError('BAD_REQUEST', ADMIN_CODING_MESSAGES.notText(name));
  }
}

/**
 * The tests of a zip, in order. `inputsOnly`: the zip holds `N.in` files alone (any `N.out` is refused), for a
 * reference solution to produce the outputs.
 */
export async function readTestsZip(bytes: Buffer, options: { inputsOnly?: boolean } = {}) {
  const zip = await openZip(bytes);
  const entries = (await listEntries(zip)).filter((entry) => !IGNORED.test(entry.fileName));

  // Tests may sit in one folder (a zipped "tests" folder) or at the top; not in several.
  const folders = new Set(
    entries.map((entry) => entry.fileName.slice(0, entry.fileName.lastIndexOf('/') + 1)),
  );
  const files = new Map<string, yauzl.Entry>();
  for (const entry of entries) {
    const name = entry.fileName.slice(entry.fileName.lastIndexOf('/') + 1);
    const match = TEST_FILE.exec(name);
    if (!match || folders.size > 1 || entry.fileName.split('/').length > 2) {
      throw new AppError('BAD_REQUEST', ADMIN_CODING_MESSAGES.badName(entry.fileName));
    }
    if (options.inputsOnly && match[2] === 'out') {
      throw new AppError('BAD_REQUEST', ADMIN_CODING_MESSAGES.badName(entry.fileName));
    }
    if (entry.uncompressedSize > CODING_TEST_FILE_MAX_BYTES) {
      throw new AppError('PAYLOAD_TOO_LARGE', ADMIN_CODING_MESSAGES.testFileTooLarge(name));
    }
    files.set(name, entry);
  }
  const declared = entries.reduce((total, entry) => total + entry.uncompressedSize, 0);
  if (declared > CODING_TESTS_UNPACKED_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', ADMIN_CODING_MESSAGES.unpackedTooLarge);
  }

  const numbers = [...files.keys()].map((name) => Number(name.slice(0, name.indexOf('.'))));
  const count = numbers.length === 0 ? 0 : Math.max(...numbers);
  if (count === 0) throw new AppError('BAD_REQUEST', ADMIN_CODING_MESSAGES.noTests);
  if (count > CODING_TESTS_MAX_COUNT)
    throw new AppError('PAYLOAD_TOO_LARGE', ADMIN_CODING_MESSAGES.tooManyTests);
  for (let number = 1; number <= count; number += 1) {
    const input = files.has(`${number}.in`);
    const output = files.has(`${number}.out`);
    if (!input && !output) throw new AppError('BAD_REQUEST', ADMIN_CODING_MESSAGES.gap(number));
    if (!options.inputsOnly && input !== output) {
      throw new AppError(
        'BAD_REQUEST',
        ADMIN_CODING_MESSAGES.missingPair(`${number}.${input ? 'in' : 'out'}`),
      );
    }
  }

  const tests: ZippedTest[] = [];
  for (let number = 1; number <= count; number += 1) {
    const read = async (name: string) => {
      const entry = files.get(name);
      return entry ? asText(name, await unpack(zip, entry)) : undefined;
    };
    const input = (await read(`${number}.in`)) ?? '';
    const expected = await read(`${number}.out`);
    tests.push(expected === undefined ? { number, input } : { number, input, expected });
  }
  zip.close();
  return tests;
}
