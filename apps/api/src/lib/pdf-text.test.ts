import { describe, expect, it } from 'vitest';
import { certificatePdf } from '../modules/learning/certificates.ts';
import { actualTexts, embeddedFonts, notdefGlyphs, pdfText } from '../testing/pdf-inspect.ts';
import { createPdf, drawText, type TextStyle, textHeight, textRuns } from './pdf-text.ts';

const runsOf = (text: string, style?: TextStyle) =>
  textRuns(text, style).map((run) => [run.text, run.face.font.postscriptName]);

async function pdfOf(lines: [string, TextStyle?][]) {
  const pdf = createPdf({ size: 'A4', margin: 48 });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => pdf.on('end', () => resolve(Buffer.concat(chunks))));
  let y = 48;
  for (const [text, style] of lines) y = drawText(pdf, text, 48, y, { size: 14, style });
  pdf.end();
  return done;
}

/** The letters of a string, sorted: a PDF's glyphs are in visual order (ि before its consonant). */
const letters = (text: string) => [...text.replace(/\s/g, '')].sort().join('');

describe('text runs', () => {
  it('gives each script its font and keeps spaces and punctuation in the run they are in', () => {
    expect(runsOf('Priya Sharma')).toEqual([['Priya Sharma', 'NotoSans-Regular']]);
    expect(runsOf('Priya प्रिया (₹499)')).toEqual([
      ['Priya ', 'NotoSans-Regular'],
      ['प्रिया (₹499)', 'NotoSansDevanagari-Regular'],
    ]);
    expect(runsOf('প্রিয়া · தமிழ் · శ్రీ', 'bold')).toEqual([
      ['প্রিয়া · ', 'NotoSansBengali-Bold'],
      ['தமிழ் · ', 'NotoSansTamil-Bold'],
      ['శ్రీ', 'NotoSansTelugu-Bold'],
    ]);
    // Italic where the script has one, upright where it has not.
    expect(runsOf('Asha आशा', 'italic')).toEqual([
      ['Asha ', 'NotoSans-Italic'],
      ['आशा', 'NotoSansDevanagari-Regular'],
    ]);
  });

  it('lays out శ్రీ, on which fontkit’s mark positioning stops, without that positioning', () => {
    const [sri] = textRuns('శ్రీనివాస్');
    expect(sri?.features).toEqual({ abvm: false });
    expect(textRuns('प्रिया')[0]?.features).toBeUndefined();
  });
});

describe('drawing', () => {
  it('draws names in Indian scripts with glyphs from embedded subsets, and reads back as typed', async () => {
    const names = ['प्रिया शर्मा', 'Priya प्रिया', 'সুমিত্রা দত্ত', 'தமிழ்செல்வி', 'శ్రీనివాస్'];
    const pdf = await pdfOf(names.map((name) => [name, 'bold']));
    expect(notdefGlyphs(pdf)).toBe(0);
    expect(embeddedFonts(pdf)).toEqual([
      'NotoSans-Bold',
      'NotoSansBengali-Bold',
      'NotoSansDevanagari-Bold',
      'NotoSansTamil-Bold',
      'NotoSansTelugu-Bold',
    ]);
    // Copying reads each Indic run as typed (ActualText); the glyphs map back to the same letters (ToUnicode).
    expect(actualTexts(pdf)).toEqual(['प्रिया शर्मा', 'प्रिया', 'সুমিত্রা দত্ত', 'தமிழ்செல்வி', 'శ్రీనివాస్']);
    const text = await pdfText(pdf);
    expect(text).toContain('Priya');
    expect(letters(text)).toBe(letters(names.join('')));
    // Subsets: five scripts in two weights take kilobytes, not the megabytes of the font files.
    expect(pdf.length).toBeLessThan(60_000);
  });

  it('finds a character no font here has (drawn as an empty box)', async () => {
    const pdf = await pdfOf([['Chinese 漢字 is not shipped']]);
    expect(notdefGlyphs(pdf)).toBe(2);
  });

  it('wraps to the width and measures what it draws', () => {
    const pdf = createPdf({ size: 'A4', margin: 48 });
    const one = textHeight(pdf, 'प्रिया शर्मा', 48, { size: 10 });
    expect(one).toBeGreaterThan(10);
    expect(textHeight(pdf, 'प्रिया शर्मा प्रिया शर्मा', 48, { size: 10, width: 60 })).toBeCloseTo(one * 2, 5);
    expect(textHeight(pdf, '', 48, { size: 10 })).toBe(0);
    expect(drawText(pdf, 'Rohan\nPatil', 48, 100, { size: 10 })).toBeCloseTo(
      100 + textHeight(pdf, 'A\nB', 48, { size: 10 }),
      5,
    );
    pdf.end();
  });
});

describe('certificates', () => {
  it('print the learner, course and instructor in Devanagari', async () => {
    const pdf = await certificatePdf(
      {
        id: 'PS-CERT-TEST01',
        learnerName: 'प्रिया शर्मा',
        courseTitle: 'पाइथन से डेटा विज्ञान',
        instructorName: 'डॉ. अनिल कुमार',
        totalSeconds: 3600,
        lectureCount: 12,
        issuedAt: new Date('2026-11-27T00:00:00Z'),
      },
      'https://pathshala.test/certificates/PS-CERT-TEST01',
    );
    expect(notdefGlyphs(pdf)).toBe(0);
    expect(embeddedFonts(pdf)).toContain('NotoSansDevanagari-Bold');
    expect(embeddedFonts(pdf).some((font) => /Helvetica|Times/.test(font))).toBe(false);
    const actual = actualTexts(pdf);
    expect(actual).toEqual(expect.arrayContaining(['प्रिया शर्मा', 'पाइथन से डेटा विज्ञान', 'डॉ. अनिल कुमार']));
    expect(await pdfText(pdf)).toContain('Certificate of Completion');
  });
});
