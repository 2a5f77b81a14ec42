/**
 * Looks inside the PDFs we make (tests only): the text a reader extracts (pdf.js), the /ActualText of runs in Indic
 * scripts, the fonts embedded, and glyphs drawn as .notdef (the empty box a font draws for a character it lacks).
 */
import { inflateSync } from 'node:zlib';

/** The text pdf.js extracts from every page, items joined by spaces. */
export async function pdfText(pdf: Buffer): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({ data: new Uint8Array(pdf), disableFontFace: true, verbosity: 0 })
    .promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return pages.join('\n');
}

/** Every stream of the file, inflated where it is compressed (page contents, fonts, ToUnicode maps), as latin1. */
function streams(pdf: Buffer): string[] {
  const source = pdf.toString('latin1');
  const found: string[] = [];
  const start = /stream\r?\n/g;
  for (let match = start.exec(source); match; match = start.exec(source)) {
    const from = match.index + match[0].length;
    const to = source.indexOf('endstream', from);
    if (to < 0) break;
    const raw = pdf.subarray(from, to);
    try {
      found.push(inflateSync(raw).toString('latin1'));
    } catch {
      found.push(raw.toString('latin1'));
    }
    start.lastIndex = to;
  }
  return found;
}

const ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };

/** A PDF literal string's bytes, then as text (UTF-16BE after a byte order mark, else Latin-1). */
function literal(body: string) {
  const bytes = body.replace(/\\([0-7]{1,3}|.)/gs, (_, escaped: string) =>
    /^[0-7]/.test(escaped) ? String.fromCharCode(Number.parseInt(escaped, 8)) : (ESCAPES[escaped] ?? escaped),
  );
  if (!bytes.startsWith('\xfe\xff')) return bytes;
  const buffer = Buffer.from(bytes.slice(2), 'latin1');
  return buffer.swap16().toString('utf16le');
}

/** The /ActualText of every marked run on the pages, in drawing order. */
export function actualTexts(pdf: Buffer): string[] {
  const texts: string[] = [];
  for (const stream of streams(pdf)) {
    for (const match of stream.matchAll(/\/ActualText \(((?:\\.|[^\\)])*)\)/gs))
      texts.push(literal(match[1] ?? ''));
  }
  return texts;
}

/** How many glyphs the pages draw as .notdef (glyph 0 of a font: a character no font here has). */
export function notdefGlyphs(pdf: Buffer): number {
  let count = 0;
  for (const stream of streams(pdf)) {
    for (const array of stream.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      for (const hex of (array[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)) {
        count += (hex[1]?.match(/.{4}/g) ?? []).filter((glyph) => glyph === '0000').length;
      }
    }
  }
  return count;
}

/** The fonts the file embeds, without their subset tags: 'NotoSansDevanagari-Bold'. */
export function embeddedFonts(pdf: Buffer): string[] {
  const names = Array.from(
    pdf.toString('latin1').matchAll(/\/BaseFont \/(?:[A-Z]{6}\+)?([\w-]+)/g),
    (match) => match[1] ?? '',
  );
  return [...new Set(names)].sort();
}
