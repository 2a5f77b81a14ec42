import { inflateRawSync } from 'node:zlib';
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

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

/** The central directory of a zip, or null when the bytes are not a well-formed (non-zip64) zip. */
function readZipDirectory(bytes: Buffer): ZipEntry[] | null {
  const searchFrom = Math.max(0, bytes.length - (0xffff + 22));
  let end = -1;
  for (let offset = bytes.length - 22; offset >= searchFrom; offset -= 1) {
    if (bytes.readUInt32LE(offset) === 0x06054b50) {
      end = offset;
      break;
    }
  }
  if (end < 0) return null;
  const count = bytes.readUInt16LE(end + 10);
  const directoryOffset = bytes.readUInt32LE(end + 16);
  if (count > DOCX_MAX_ENTRIES) return null;
  const entries: ZipEntry[] = [];
  let offset = directoryOffset;
  for (let index = 0; index < count; index += 1) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== 0x02014b50) return null;
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    entries.push({
      method: bytes.readUInt16LE(offset + 10),
      compressedSize: bytes.readUInt32LE(offset + 20),
      uncompressedSize: bytes.readUInt32LE(offset + 24),
      name: bytes.toString('utf8', offset + 46, offset + 46 + nameLength),
      localHeaderOffset: bytes.readUInt32LE(offset + 42),
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/**
 * A DOCX is a zip with `word/document.xml`. Opened with bounds: at most 1000 entries and 50 MB unpacked in
 * total, and every entry is actually inflated with that cap, so a header that lies about its size (a zip
 * bomb) is caught, not trusted.
 */
export function isSafeDocx(bytes: Buffer): boolean {
  const entries = readZipDirectory(bytes);
  if (!entries?.some((entry) => entry.name === 'word/document.xml')) return false;
  let budget = DOCX_MAX_UNCOMPRESSED_BYTES;
  for (const entry of entries) {
    if (entry.uncompressedSize > budget) return false;
    const local = entry.localHeaderOffset;
    if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== 0x04034b50) return false;
    const dataStart = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    const data = bytes.subarray(dataStart, dataStart + entry.compressedSize);
    let size: number;
    if (entry.method === 0) {
      size = data.length;
    } else if (entry.method === 8) {
      try {
        size = inflateRawSync(data, { maxOutputLength: budget }).length;
      } catch {
        return false;
      }
    } else {
      return false;
    }
    if (size !== entry.uncompressedSize) return false;
    budget -= size;
  }
  return true;
}

/**
 * The kind of an uploaded document, checked by content: it must be one of `allowed`, its name must say the
 * same kind (a PDF renamed .docx, or an executable renamed .pdf, is refused), and a DOCX must open safely.
 */
export function checkDocument(
  file: { bytes: Buffer; filename: string },
  allowed: readonly DocumentKind[],
  typeMessage: string,
): DocumentKind {
  const kind = sniffDocument(file.bytes);
  if (!kind || !allowed.includes(kind) || extensionOf(file.filename) !== kind) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', typeMessage);
  }
  if (kind === 'docx' && !isSafeDocx(file.bytes)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', typeMessage);
  return kind;
}
