import { PROJECT_FILE } from '@pathshala/shared/projects';
import { entryData, readZipDirectory } from '../../lib/zip-directory.ts';
import { AppError } from '../../plugins/errors.ts';

export type ProjectFileKind = (typeof PROJECT_FILE.kinds)[number];

export const PROJECT_FILE_CONTENT_TYPES: Record<ProjectFileKind, string> = {
  pdf: 'application/pdf',
  zip: 'application/zip',
};

/** A deflated entry that claims more than a hundredfold is a run of zeros, not source code or images. */
const MAX_RATIO = 100;
/** Below this an entry's ratio says nothing (a short run of padding compresses well and costs nothing). */
const RATIO_FLOOR_BYTES = 64 * 1024;
/** zip64 marks sizes and offsets it keeps elsewhere with all ones; a 10 MB upload never needs zip64. */
const ZIP64_MARK = 0xffffffff;

const extensionOf = (filename: string) => filename.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? '';

/** The file kind by its first bytes, whatever its name or declared type say. */
export function sniffProjectFile(bytes: Buffer): ProjectFileKind | null {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50) return 'zip';
  return null;
}

/** A name that, extracted, would land outside the archive's folder (or is not a plain relative path at all). */
export function escapesFolder(name: string) {
  return (
    name.length === 0 ||
    name.includes('\\') ||
    name.includes('\0') ||
    name.startsWith('/') ||
    /^[a-zA-Z]:/.test(name) ||
    name.split('/').some((segment) => segment === '..')
  );
}

export type ZipVerdict = { ok: true; entries: number } | { ok: false; reason: 'not-zip' | 'unsafe' };

/**
 * A project ZIP judged by its central directory alone, without inflating a byte (we never extract it; the
 * reviewer's machine does): bounded entry count and declared unpacked total, no bomb-like ratios, no entries
 * sharing bytes (how overlapping bombs multiply one deflated run), no names that leave the archive's folder.
 */
export function inspectProjectZip(bytes: Buffer): ZipVerdict {
  const entries = readZipDirectory(bytes);
  if (!entries) return { ok: false, reason: 'not-zip' };
  if (entries.length === 0) return { ok: false, reason: 'not-zip' };
  if (entries.length > PROJECT_FILE.zipMaxEntries) return { ok: false, reason: 'unsafe' };
  let total = 0;
  let previousEnd = 0;
  const byOffset = [...entries].sort((a, b) => a.localHeaderOffset - b.localHeaderOffset);
  for (const entry of byOffset) {
    if (escapesFolder(entry.name)) return { ok: false, reason: 'unsafe' };
    if (entry.compressedSize === ZIP64_MARK || entry.uncompressedSize === ZIP64_MARK) {
      return { ok: false, reason: 'unsafe' };
    }
    const data = entryData(bytes, entry);
    if (!data) return { ok: false, reason: 'not-zip' };
    if (data.local < previousEnd) return { ok: false, reason: 'unsafe' };
    previousEnd = data.end;
    total += entry.uncompressedSize;
    if (total > PROJECT_FILE.zipMaxUnpackedBytes) return { ok: false, reason: 'unsafe' };
    if (
      entry.uncompressedSize > RATIO_FLOOR_BYTES &&
      entry.uncompressedSize > entry.compressedSize * MAX_RATIO
    ) {
      return { ok: false, reason: 'unsafe' };
    }
  }
  return { ok: true, entries: entries.length };
}

/**
 * The kind of an uploaded project file, checked by content: a PDF or a ZIP whose name says the same kind (an
 * executable renamed .pdf is refused), and a ZIP must pass the directory checks above.
 */
export function checkProjectFile(file: { bytes: Buffer; filename: string }): ProjectFileKind {
  const kind = sniffProjectFile(file.bytes);
  if (!kind || extensionOf(file.filename) !== kind) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', PROJECT_FILE.messages.type);
  }
  if (kind === 'zip') {
    const verdict = inspectProjectZip(file.bytes);
    if (!verdict.ok) {
      throw new AppError(
        'UNSUPPORTED_MEDIA_TYPE',
        verdict.reason === 'unsafe' ? PROJECT_FILE.messages.zipUnsafe : PROJECT_FILE.messages.type,
      );
    }
  }
  return kind;
}

/** The file name as shown and offered for download: the learner's own, cut to letters, digits and a few marks. */
export function safeFileName(filename: string, kind: ProjectFileKind) {
  const base = filename
    .replace(/\.[^.]*$/, '')
    .replace(/[^\p{L}\p{N} ._-]+/gu, '-')
    .trim()
    .slice(0, 80);
  return `${base || 'project'}.${kind}`;
}
