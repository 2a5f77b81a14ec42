/**
 * Text in the PDFs we make (invoices, credit notes, certificates) in any Indian name or course title.
 *
 * pdfkit's built-in fonts (Helvetica, Times) cover Latin-1 only: a name like "प्रिया शर्मा" came out blank. Text
 * here is drawn with Noto Sans (Latin, Greek, Cyrillic, ₹) and the Noto Sans face of each Indic script we ship
 * (Devanagari, Bengali, Tamil, Telugu), all from npm packages. A string is split into runs, each drawn with the font
 * made for its script, or else the first that has its glyphs; punctuation, digits and spaces stay in the run they
 * are in. fontkit shapes each run (conjuncts, vowel signs, reph) and pdfkit embeds only the glyphs used (a subset),
 * so a PDF stays small. A run in an Indic script carries its text as /ActualText: its glyphs are in visual order
 * (ि before the consonant), so copying or searching reads the text as typed.
 */
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';

export type TextStyle = 'regular' | 'bold' | 'italic';

interface Family {
  stem: string;
  npm: string;
  /** Letters of this script are drawn with this family; null: the default family (first in the list). */
  script: RegExp | null;
  italic: boolean;
}

const FAMILIES: readonly Family[] = [
  { stem: 'NotoSans', npm: '@expo-google-fonts/noto-sans', script: null, italic: true },
  {
    stem: 'NotoSansDevanagari',
    npm: '@expo-google-fonts/noto-sans-devanagari',
    script: /\p{Script=Devanagari}/u,
    italic: false,
  },
  {
    stem: 'NotoSansBengali',
    npm: '@expo-google-fonts/noto-sans-bengali',
    script: /\p{Script=Bengali}/u,
    italic: false,
  },
  {
    stem: 'NotoSansTamil',
    npm: '@expo-google-fonts/noto-sans-tamil',
    script: /\p{Script=Tamil}/u,
    italic: false,
  },
  {
    stem: 'NotoSansTelugu',
    npm: '@expo-google-fonts/noto-sans-telugu',
    script: /\p{Script=Telugu}/u,
    italic: false,
  },
];

const WEIGHTS: Record<TextStyle, string> = {
  regular: '400Regular',
  bold: '700Bold',
  italic: '400Regular_Italic',
};

/** Spaces, digits, punctuation, symbols and combining marks shared by scripts: they stay in the current run. */
const NEUTRAL = /[\p{Script=Common}\p{Script=Inherited}]/u;

interface Face {
  /** The font file: also the name the face is registered under in a document. */
  path: string;
  family: Family;
  font: fontkit.Font;
}

const require = createRequire(import.meta.url);
const faces = new Map<string, Face>();

/** A family's face in a style (families without an italic use their upright face), read once per process. */
function faceOf(family: Family, style: TextStyle): Face {
  const weight = WEIGHTS[style === 'italic' && !family.italic ? 'regular' : style];
  const key = `${family.stem}_${weight}`;
  let face = faces.get(key);
  if (!face) {
    const path = require.resolve(`${family.npm}/${weight}/${key}.ttf`);
    const font = fontkit.openSync(path);
    if (!('hasGlyphForCodePoint' in font)) throw new Error(`${path} is a font collection`);
    face = { path, family, font };
    faces.set(key, face);
  }
  return face;
}

const DEFAULT_FAMILY = FAMILIES[0] as Family;

/** The face to draw a character with: its script's family, else the first family that has it. */
function faceFor(character: string, codePoint: number, style: TextStyle): Face {
  const family =
    FAMILIES.find(
      (candidate) =>
        candidate.script?.test(character) && faceOf(candidate, style).font.hasGlyphForCodePoint(codePoint),
    ) ?? FAMILIES.find((candidate) => faceOf(candidate, style).font.hasGlyphForCodePoint(codePoint));
  // No family has it: the default face draws its empty box (tests look for those).
  return faceOf(family ?? DEFAULT_FAMILY, style);
}

export interface TextRun {
  text: string;
  face: Face;
  /** OpenType features turned off for this run (see `workingFeatures`); none usually. */
  features?: Record<string, boolean>;
}

/**
 * fontkit stops on some positioning tables: Noto Sans Telugu's above-base marks throw for శ్రీ ("Sri", in many
 * names). Such a run is laid out without the mark positioning that fails (the glyphs and conjuncts stay), rather
 * than failing the whole document.
 */
const FALLBACK_FEATURES: readonly Record<string, boolean>[] = [
  { abvm: false },
  { abvm: false, blwm: false, mark: false, mkmk: false, dist: false, kern: false },
];

/** Runs found to need a fallback, or not (a name is drawn and measured many times); emptied when it grows. */
const featuresOf = new Map<string, Record<string, boolean> | undefined>();

function workingFeatures(run: TextRun) {
  const key = `${run.face.path}\n${run.text}`;
  if (featuresOf.has(key)) return featuresOf.get(key);
  if (featuresOf.size > 5000) featuresOf.clear();
  const features = findWorkingFeatures(run);
  featuresOf.set(key, features);
  return features;
}

function findWorkingFeatures(run: TextRun) {
  const layoutWith = (features?: Record<string, boolean>) => {
    try {
      // fontkit adds its defaults to the object it is given: it gets a copy.
      run.face.font.layout(run.text, features && { ...features });
      return true;
    } catch {
      return false;
    }
  };
  if (layoutWith()) return undefined;
  return FALLBACK_FEATURES.find(layoutWith);
}

/** The runs of a string, each with the face that has its glyphs. */
export function textRuns(text: string, style: TextStyle = 'regular'): TextRun[] {
  const runs: TextRun[] = [];
  let current: TextRun | undefined;
  for (const character of text) {
    const codePoint = character.codePointAt(0) ?? 0;
    const face =
      current && NEUTRAL.test(character) && current.face.font.hasGlyphForCodePoint(codePoint)
        ? current.face
        : faceFor(character, codePoint, style);
    if (current && current.face === face) current.text += character;
    else {
      current = { text: character, face };
      runs.push(current);
    }
  }
  for (const run of runs) {
    if (run.face.family.script) run.features = workingFeatures(run);
  }
  return runs;
}

/**
 * A new document whose default font is Noto Sans (pdfkit would otherwise load Helvetica). Documents share the
 * parsed fonts (pdfkit takes a fontkit font as well as a file): parsing them again for every PDF took most of
 * its time.
 */
export function createPdf(options: Omit<PDFKit.PDFDocumentOptions, 'font'>) {
  return new PDFDocument({ ...options, font: faceOf(DEFAULT_FAMILY, 'regular').font as unknown as string });
}

const registered = new WeakMap<PDFKit.PDFDocument, Set<string>>();

/** Selects a face in a document, registering it (under its file's path) the first time. */
function useFace(pdf: PDFKit.PDFDocument, face: Face, size: number) {
  let names = registered.get(pdf);
  if (!names) {
    names = new Set();
    registered.set(pdf, names);
  }
  if (!names.has(face.path)) {
    pdf.registerFont(face.path, face.font as unknown as string);
    names.add(face.path);
  }
  return pdf.font(face.path).fontSize(size);
}

export interface TextOptions {
  size: number;
  style?: TextStyle;
  color?: string;
  /** The box to wrap and align in; the page's right margin by default. */
  width?: number;
  align?: 'left' | 'center' | 'right';
  /** Extra space between lines, points. */
  lineGap?: number;
}

interface Line {
  runs: TextRun[];
  width: number;
  ascent: number;
  height: number;
}

/** pdfkit hands `features` to fontkit, which also takes an object of features to turn off (its types say a list). */
const pdfOptions = (run: TextRun): PDFKit.Mixins.TextOptions =>
  run.features ? { features: { ...run.features } as unknown as PDFKit.Mixins.TextOptions['features'] } : {};

const WORDS = /\S+\s*|\s+/gu;
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** Advance widths in ems of runs measured before (fontkit's layout is the slow part of a PDF); emptied when it grows. */
const emWidths = new Map<string, number>();

/** The width of runs, as pdfkit draws them (word by word, so no kerning across a space). */
function widthOf(runs: TextRun[], size: number) {
  let width = 0;
  for (const run of runs) {
    const key = `${run.face.path}\n${JSON.stringify(run.features ?? null)}\n${run.text}`;
    let ems = emWidths.get(key);
    if (ems === undefined) {
      if (emWidths.size > 20_000) emWidths.clear();
      ems = 0;
      for (const word of run.text.match(/[^ \t]*[ \t]?/g) ?? []) {
        if (word) ems += run.face.font.layout(word, run.features && { ...run.features }).advanceWidth;
      }
      ems /= run.face.font.unitsPerEm;
      emWidths.set(key, ems);
    }
    width += ems * size;
  }
  return width;
}

/** Splits a word wider than the box between graphemes (a long e-mail address in a narrow column). */
function pieces(word: string, style: TextStyle, size: number, maxWidth: number) {
  if (widthOf(textRuns(word.trimEnd(), style), size) <= maxWidth) return [word];
  const parts: string[] = [];
  let part = '';
  for (const { segment } of graphemes.segment(word)) {
    if (part && widthOf(textRuns(`${part}${segment}`.trimEnd(), style), size) > maxWidth) {
      parts.push(part);
      part = '';
    }
    part += segment;
  }
  if (part) parts.push(part);
  return parts;
}

function lineOf(text: string, style: TextStyle, size: number, lineGap: number): Line {
  const runs = textRuns(text.trimEnd(), style);
  // The tallest face in the line sets its height; every run sits on one baseline.
  const faces = runs.length > 0 ? runs.map((run) => run.face) : [faceOf(DEFAULT_FAMILY, style)];
  const ascent = Math.max(...faces.map((face) => (face.font.ascent / face.font.unitsPerEm) * size));
  const descent = Math.max(...faces.map((face) => (-face.font.descent / face.font.unitsPerEm) * size));
  return { runs, width: widthOf(runs, size), ascent, height: ascent + descent + lineGap };
}

function layout(pdf: PDFKit.PDFDocument, text: string, x: number, options: TextOptions): Line[] {
  const style = options.style ?? 'regular';
  const lineGap = options.lineGap ?? 0;
  const maxWidth = options.width ?? pdf.page.width - pdf.page.margins.right - x;
  const lines: Line[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    let lineWidth = 0;
    const words = (paragraph.match(WORDS) ?? ['']).flatMap((word) =>
      pieces(word, style, options.size, maxWidth),
    );
    for (const word of words) {
      const wordWidth = widthOf(textRuns(word.trimEnd(), style), options.size);
      if (line && lineWidth + wordWidth > maxWidth) {
        lines.push(lineOf(line, style, options.size, lineGap));
        line = '';
        lineWidth = 0;
      }
      line += word;
      lineWidth += widthOf(textRuns(word, style), options.size);
    }
    lines.push(lineOf(line, style, options.size, lineGap));
  }
  return lines;
}

/** The height `drawText` takes for this text, without drawing it. */
export function textHeight(pdf: PDFKit.PDFDocument, text: string, x: number, options: TextOptions) {
  if (text === '') return 0;
  return layout(pdf, text, x, options).reduce((height, line) => height + line.height, 0);
}

/**
 * Draws text with its top at (x, y), wrapped to the width and aligned in it; answers the y below it (also left in
 * `pdf.y`, as pdfkit's own `text` does).
 */
export function drawText(pdf: PDFKit.PDFDocument, text: string, x: number, y: number, options: TextOptions) {
  // Like pdfkit's own text(): nothing to draw takes no room.
  if (text === '') {
    pdf.x = x;
    pdf.y = y;
    return y;
  }
  const maxWidth = options.width ?? pdf.page.width - pdf.page.margins.right - x;
  if (options.color) pdf.fillColor(options.color);
  let top = y;
  for (const line of layout(pdf, text, x, options)) {
    const free = Math.max(0, maxWidth - line.width);
    let left = x + (options.align === 'center' ? free / 2 : options.align === 'right' ? free : 0);
    for (const run of line.runs) {
      useFace(pdf, run.face, options.size);
      const complex = run.face.family.script !== null;
      if (complex) pdf.markContent('Span', { actual: run.text });
      pdf.text(run.text, left, top + line.ascent, {
        ...pdfOptions(run),
        lineBreak: false,
        baseline: 'alphabetic',
      });
      if (complex) pdf.endMarkedContent();
      left += widthOf([run], options.size);
    }
    top += line.height;
  }
  pdf.x = x;
  pdf.y = top;
  return top;
}
