import { createInflateRaw } from 'node:zlib';
import { entryData, readZipDirectory, type ZipEntry } from '../../lib/zip-directory.ts';
import { AppError } from '../../plugins/errors.ts';

export type DocumentKind = 'pdf' | 'doc' | 'docx';

export const CONTENT_TYPES: Record<DocumentKind, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

// A résumé is a few pages: anything past these is not one (or is a zip bomb).
const DOCX_MAX_ENTRIES = 1000;
const DOCX_MAX_UNCOMPRESSED_BYTES = 50 * 1024 * 1024;
/** Text and XML deflate to a tenth or so; a hundredfold is a run of zeros, not a document. */
const DOCX_MAX_RATIO = 100;
/** Below this an entry's ratio says nothing (a short run of padding compresses well and costs nothing). */
const DOCX_RATIO_FLOOR_BYTES = 64 * 1024;
/** Archives inside the archive: a bomb's favourite way to multiply, and never part of a résumé. */
const NESTED_ARCHIVE = /\.(zip|docx|xlsx|pptx|jar|gz|tgz|7z|rar|tar|bz2|xz)$/i;

export const DOCX_UNSAFE_MESSAGE =
  'This DOCX unpacks to too much or holds other archives, so it cannot be accepted. Please upload it as a PDF.';

const OLE_COMPOUND_FILE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_LOCAL_FILE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** The document kind by its first bytes, whatever its name or declared type say. */
export function sniffDocument(bytes: Buffer): DocumentKind | null {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (bytes.subarray(0, 8).equals(OLE_COMPOUND_FILE)) return 'doc';
  if (bytes.subarray(0, 4).equals(ZIP_LOCAL_FILE)) return 'docx';
  return null;
}

const extensionOf = (filename: string) => filename.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? '';

type DocxVerdict = 'docx' | 'not-docx' | 'unsafe';

/**
 * What the central directory says, in microseconds and without inflating a byte: a DOCX has
 * `word/document.xml`; a bomb shows itself by its entry count, its declared total, its ratios, archives inside it,
 * or entries that share bytes (overlapping entries multiply one deflated run).
 */
function inspectDirectory(bytes: Buffer, entries: ZipEntry[]): DocxVerdict {
  if (!entries.some((entry) => entry.name === 'word/document.xml')) return 'not-docx';
  let total = 0;
  let previousEnd = 0;
  const byOffset = [...entries].sort((a, b) => a.localHeaderOffset - b.localHeaderOffset);
  for (const entry of byOffset) {
    if (entry.method !== 0 && entry.method !== 8) return 'not-docx';
    if (entry.method === 0 && entry.compressedSize !== entry.uncompressedSize) return 'not-docx';
    const data = entryData(bytes, entry);
    if (!data || data.local < previousEnd) return 'unsafe';
    previousEnd = data.end;
    total += entry.uncompressedSize;
    if (total > DOCX_MAX_UNCOMPRESSED_BYTES || NESTED_ARCHIVE.test(entry.name)) return 'unsafe';
    if (
      entry.uncompressedSize > DOCX_RATIO_FLOOR_BYTES &&
      entry.uncompressedSize > entry.compressedSize * DOCX_MAX_RATIO
    ) {
      return 'unsafe';
    }
  }
  return 'docx';
}

/**
 * Inflates one entry off the main thread (zlib's async stream runs on libuv's pool) counting, never keeping, its
 * bytes, and stops at one byte past its declared size: whether the header told the truth.
 */
function inflatesToDeclaredSize(data: Buffer, declared: number) {
  return new Promise<boolean>((resolve) => {
    const inflate = createInflateRaw({ chunkSize: 256 * 1024 });
    let size = 0;
    inflate.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > declared) {
        inflate.destroy();
        resolve(false);
      }
    });
    inflate.on('error', () => resolve(false));
    inflate.on('end', () => resolve(size === declared));
    inflate.end(data);
  });
}

/**
 * A DOCX is a zip with `word/document.xml`. Its central directory is judged first (the bounds above); then each
 * deflated entry is inflated off the main thread up to its declared size, so a header that lies about its size
 * is caught, not trusted, and the work is bounded by what the directory admitted (50 MB at most).
 */
export async function inspectDocx(bytes: Buffer): Promise<DocxVerdict> {
  const entries = readZipDirectory(bytes);
  if (!entries) return 'not-docx';
  if (entries.length > DOCX_MAX_ENTRIES) return 'unsafe';
  const verdict = inspectDirectory(bytes, entries);
  if (verdict !== 'docx') return verdict;
  for (const entry of entries) {
    if (entry.method !== 8) continue;
    const data = entryData(bytes, entry);
    if (
      !data ||
      !(await inflatesToDeclaredSize(bytes.subarray(data.start, data.end), entry.uncompressedSize))
    ) {
      return 'unsafe';
    }
  }
  return 'docx';
}

/**
 * The kind of an uploaded document, checked by content: it must be one of `allowed`, its name must say the
 * same kind (a PDF renamed .docx, or an executable renamed .pdf, is refused), and a DOCX must open safely.
 */
export async function checkDocument(
  file: { bytes: Buffer; filename: string },
  allowed: readonly DocumentKind[],
  typeMessage: string,
): Promise<DocumentKind> {
  const kind = sniffDocument(file.bytes);
  if (!kind || !allowed.includes(kind) || extensionOf(file.filename) !== kind) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', typeMessage);
  }
  if (kind === 'docx') {
    const verdict = await inspectDocx(file.bytes);
    if (verdict === 'not-docx') throw new AppError('UNSUPPORTED_MEDIA_TYPE', typeMessage);
    if (verdict === 'unsafe') throw new AppError('UNSUPPORTED_MEDIA_TYPE', DOCX_UNSAFE_MESSAGE);
  }
  return kind;
}
