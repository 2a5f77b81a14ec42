/**
 * Slides and notes as HTML in Pathshala's look (apps/web/src/index.css: brand blue, amber accent, slate
 * neutrals, Inter; the logo from apps/web/src/components/logo.tsx), rendered by one headless Chromium.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright';

export const SLIDE_WIDTH = 854;
export const SLIDE_HEIGHT = 480;

const repoRoot = path.resolve(import.meta.dirname, '../..');

const C = {
  brand50: '#eff6ff',
  brand100: '#dbeafe',
  brand200: '#bfdbfe',
  brand300: '#93c5fd',
  brand600: '#2563eb',
  brand700: '#1d4ed8',
  brand800: '#1e40af',
  brand900: '#1e3a8a',
  brand950: '#172554',
  accent300: '#fcd34d',
  accent400: '#fbbf24',
  accent600: '#d97706',
  accent700: '#b45309',
  slate200: '#e2e8f0',
  slate300: '#cbd5e1',
  slate400: '#94a3b8',
  slate500: '#64748b',
  slate600: '#475569',
  slate800: '#1e293b',
  slate900: '#0f172a',
};

/** The web app's Inter (variable, Latin) for slides; slides are pictures, so the font costs nothing. */
function interFontFace(): string {
  const file = path.join(
    repoRoot,
    'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  );
  if (!existsSync(file)) {
    console.warn(`warning: ${file} is missing (npm install), slides fall back to system fonts`);
    return '';
  }
  const data = readFileSync(file).toString('base64');
  return `@font-face{font-family:'Inter Variable';font-style:normal;font-weight:100 900;font-display:block;src:url(data:font/woff2;base64,${data}) format('woff2');}`;
}
let fontFaceCss: string | undefined;
const fontFace = () => {
  fontFaceCss ??= interFontFace();
  return fontFaceCss;
};

const FONT_STACK = `'Inter Variable', ui-sans-serif, system-ui, 'Liberation Sans', 'DejaVu Sans', sans-serif`;

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The Pathshala mark: an open book under a rising sun (logo.tsx). */
export function logoMark(size: number): string {
  return `<svg viewBox="0 0 40 40" width="${size}" height="${size}" aria-hidden="true"><rect width="40" height="40" rx="10" fill="${C.brand700}"/><circle cx="20" cy="11.5" r="4" fill="${C.accent400}"/><path d="M8 18.5c4-1.6 8.2-1.3 11 1v12c-2.8-2.3-7-2.6-11-1z" fill="#fff"/><path d="M32 18.5c-4-1.6-8.2-1.3-11 1v12c2.8-2.3 7-2.6 11-1z" fill="${C.brand100}"/></svg>`;
}

function wordmark(inverted: boolean, size: number): string {
  const base = inverted ? '#fff' : C.slate900;
  const shala = inverted ? C.accent400 : C.brand700;
  return `<span class="wordmark" style="font-size:${size}px;color:${base}">Path<span style="color:${shala}">shala</span></span>`;
}

/**
 * Shrinks every [data-fit] element's font until its content fits its box, after the font has loaded, then
 * sets window.__ready for the renderer.
 */
const FIT_SCRIPT = `<script>
document.fonts.ready.then(() => {
  for (const el of document.querySelectorAll('[data-fit]')) {
    let size = parseFloat(getComputedStyle(el).fontSize);
    const min = parseFloat(el.dataset.fit);
    while (size > min && (el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1)) {
      size -= 1;
      el.style.fontSize = size + 'px';
    }
    if (el.scrollHeight > el.clientHeight + 1) document.body.dataset.overflow = (document.body.dataset.overflow || '') + '|' + el.textContent.slice(0, 60);
  }
  window.__ready = true;
});
</script>`;

function slidePage(body: string, extraCss = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>
${fontFace()}
*{box-sizing:border-box;margin:0;padding:0}
html,body{width:${SLIDE_WIDTH}px;height:${SLIDE_HEIGHT}px;overflow:hidden}
body{font-family:${FONT_STACK};-webkit-font-smoothing:antialiased;text-rendering:optimizeLegibility;color:${C.slate800};position:relative}
.wordmark{font-weight:800;letter-spacing:-0.02em;line-height:1}
.brand{display:flex;align-items:center;gap:10px}
${extraCss}
</style></head><body>${body}${FIT_SCRIPT}</body></html>`;
}

/** What every slide of one video shares, so a slide change only re-encodes the middle of the picture. */
interface SlideFrame {
  /** Top bar, right side, e.g. the chapter. */
  header: string;
  /** Bottom-left, e.g. the lecture. */
  footer: string;
  /** How many point slides the video has (segments of the progress bar). */
  total: number;
}

export interface TitleSlide extends SlideFrame {
  kind: 'title';
  /** Small line above the heading, e.g. the course title. */
  eyebrow: string;
  heading: string;
  /** Line under the heading. */
  context?: string;
  /** Presenter, e.g. the instructor's name and designation. */
  person?: { name: string; role: string };
  /** Progress segments already done (0 on an opening slide, `total` on a closing one). */
  done: number;
}

export interface PointSlide extends SlideFrame {
  kind: 'point';
  /** e.g. 'Key point' */
  label: string;
  /** Optional bold title above the text (benefits video). */
  heading?: string;
  text: string;
  /** 0-based position among the point slides; earlier segments of the progress bar are dimmed. */
  index: number;
}

export type Slide = TitleSlide | PointSlide;

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .slice(0, 2)
    .join('');
}

const FRAME_CSS = `body{background:#fff}
header.bar{position:absolute;left:0;right:0;top:0;height:64px;padding:0 40px;display:flex;align-items:center;justify-content:space-between;gap:24px;border-bottom:1px solid ${C.slate200}}
.where{font-size:14px;font-weight:600;color:${C.slate500};white-space:nowrap;overflow:hidden;text-overflow:ellipsis;max-width:560px}
.corner{position:absolute;right:-120px;bottom:-140px;width:340px;height:340px;border-radius:50%;background:${C.brand50}}
main{position:absolute;left:56px;right:64px;top:88px;bottom:80px;display:flex;flex-direction:column;justify-content:center;gap:14px}
footer{position:absolute;left:56px;right:40px;bottom:26px;height:28px;display:flex;align-items:center;gap:20px}
.foot{flex:1;font-size:13px;font-weight:600;color:${C.slate500};white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.progress{display:flex;gap:6px}
.seg{width:34px;height:6px;border-radius:3px;background:${C.slate200}}
.seg.done{background:${C.brand300}}
.seg.now{background:${C.brand700}}
.count{font-size:13px;font-weight:700;color:${C.slate600};min-width:34px;text-align:right}
.eyebrow{font-size:15px;font-weight:700;letter-spacing:.08em;text-transform:uppercase;color:${C.accent700};max-height:40px;overflow:hidden}
h1{font-size:44px;line-height:1.12;font-weight:800;letter-spacing:-0.025em;color:${C.slate900};max-height:150px;overflow:hidden;text-wrap:balance}
.context{font-size:18px;font-weight:600;color:${C.brand700};max-height:48px;overflow:hidden;text-wrap:balance}
.person{display:flex;align-items:center;gap:12px;margin-top:18px}
.avatar{display:grid;place-items:center;width:44px;height:44px;border-radius:50%;background:${C.accent400};color:${C.brand950};font-weight:800;font-size:16px;flex:none}
.who{display:block;min-width:0}
.person .name{display:block;font-weight:700;font-size:16px;color:${C.slate900}}
.person .role{display:block;font-size:13px;color:${C.slate500};max-width:600px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.title-main{border-left:6px solid ${C.brand700};padding-left:24px}
.label{display:flex;align-items:center;gap:10px;font-size:14px;font-weight:700;letter-spacing:.06em;text-transform:uppercase;color:${C.accent700}}
.num{display:grid;place-items:center;width:28px;height:28px;border-radius:50%;background:${C.brand700};color:#fff;font-size:14px;letter-spacing:0}
h2{font-size:32px;line-height:1.15;font-weight:800;letter-spacing:-0.02em;color:${C.brand800};max-height:80px;overflow:hidden}
.text{font-size:34px;line-height:1.32;font-weight:600;letter-spacing:-0.012em;color:${C.slate900};max-height:270px;overflow:hidden;text-wrap:pretty;border-left:5px solid ${C.accent400};padding-left:22px}`;

function framed(frame: SlideFrame, main: string, done: number, current: number | null): string {
  const segments = Array.from(
    { length: frame.total },
    (_, index) => `<span class="seg ${index === current ? 'now' : index < done ? 'done' : ''}"></span>`,
  ).join('');
  const count = current === null ? '' : `${current + 1} / ${frame.total}`;
  return slidePage(
    `<header class="bar"><span class="brand">${logoMark(28)}${wordmark(false, 19)}</span><span class="where">${escapeHtml(frame.header)}</span></header>
<div class="corner"></div>
${main}
<footer><span class="foot">${escapeHtml(frame.footer)}</span><span class="progress">${segments}</span><span class="count">${count}</span></footer>`,
    FRAME_CSS,
  );
}

function titleSlideHtml(slide: TitleSlide): string {
  const person = slide.person
    ? `<div class="person"><span class="avatar">${escapeHtml(initials(slide.person.name))}</span><span class="who"><span class="name">${escapeHtml(slide.person.name)}</span><span class="role">${escapeHtml(slide.person.role)}</span></span></div>`
    : '';
  const context = slide.context ? `<p class="context" data-fit="12">${escapeHtml(slide.context)}</p>` : '';
  return framed(
    slide,
    `<main class="title-main">
  <p class="eyebrow" data-fit="11">${escapeHtml(slide.eyebrow)}</p>
  <h1 data-fit="22">${escapeHtml(slide.heading)}</h1>
  ${context}
  ${person}
</main>`,
    slide.done,
    null,
  );
}

function pointSlideHtml(slide: PointSlide): string {
  const heading = slide.heading ? `<h2 data-fit="20">${escapeHtml(slide.heading)}</h2>` : '';
  return framed(
    slide,
    `<main>
  <p class="label"><span class="num">${slide.index + 1}</span>${escapeHtml(slide.label)}</p>
  ${heading}
  <p class="text" data-fit="18">${escapeHtml(slide.text)}</p>
</main>`,
    slide.index,
    slide.index,
  );
}

export function slideHtml(slide: Slide): string {
  return slide.kind === 'title' ? titleSlideHtml(slide) : pointSlideHtml(slide);
}

export interface NotesInput {
  courseTitle: string;
  chapterNumber: number;
  chapterName: string;
  instructorName: string;
  lectures: { title: string; points: string[] }[];
}

/**
 * A4 chapter notes in one system font face, DejaVu Sans Condensed regular (Debian's fonts-dejavu-core;
 * headings differ by size and colour): Chromium embeds a subset of every face used, and this one is the
 * smallest (~16 KB a PDF against ~24 KB for Liberation Sans, ~33 KB with a bold face too).
 */
const NOTES_FONT = `'DejaVu Sans Condensed','DejaVu Sans','Liberation Sans',Arial,sans-serif`;

export function notesHtml(notes: NotesInput): string {
  const lectures = notes.lectures
    .map(
      (lecture, index) => `<section>
  <h3><span class="n">${notes.chapterNumber}.${index + 1}</span>${escapeHtml(lecture.title)}</h3>
  <ul>${lecture.points.map((point) => `<li>${escapeHtml(point)}</li>`).join('')}</ul>
</section>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(`${notes.courseTitle} — Chapter ${notes.chapterNumber}`)}</title><style>
@page{size:A4;margin:18mm 18mm 20mm}
*{box-sizing:border-box;margin:0;padding:0}
body{font-family:${NOTES_FONT};color:${C.slate800};font-size:11pt;line-height:1.5}
*{font-weight:400 !important}
.top{display:flex;align-items:center;justify-content:space-between;border-bottom:2px solid ${C.brand700};padding-bottom:8px;margin-bottom:18px}
.brand{display:flex;align-items:center;gap:8px}
.wordmark{font-size:15pt;letter-spacing:-0.01em}
.kind{font-size:9pt;color:${C.slate500};text-transform:uppercase;letter-spacing:.08em;font-weight:700}
.course{font-size:10pt;font-weight:700;color:${C.accent700};text-transform:uppercase;letter-spacing:.05em}
h1{font-size:20pt;line-height:1.2;color:${C.slate900};margin:4px 0 4px}
.by{color:${C.slate500};font-size:10pt;margin-bottom:14px}
section{margin-top:14px;break-inside:avoid}
h3{font-size:13pt;color:${C.brand800};margin-bottom:6px;display:flex;gap:8px}
h3 .n{color:${C.slate400}}
ul{padding-left:18px}
li{margin:0 0 5px}
li::marker{color:${C.brand600}}
</style></head><body>
<div class="top"><span class="brand">${logoMark(26)}${wordmark(false, 19)}</span><span class="kind">Course notes</span></div>
<p class="course">${escapeHtml(notes.courseTitle)}</p>
<h1>Chapter ${notes.chapterNumber}: ${escapeHtml(notes.chapterName)}</h1>
<p class="by">with ${escapeHtml(notes.instructorName)}</p>
${lectures}
</body></html>`;
}

const NOTES_FOOTER = `<div style="width:100%;font-family:${NOTES_FONT};font-size:8px;color:${C.slate500};padding:0 18mm;display:flex;justify-content:space-between"><span>Pathshala — course notes</span><span><span class="pageNumber"></span> / <span class="totalPages"></span></span></div>`;

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

export async function newSlidePage(browser: Browser): Promise<Page> {
  return browser.newPage({ viewport: { width: SLIDE_WIDTH, height: SLIDE_HEIGHT }, deviceScaleFactor: 1 });
}

export async function renderSlide(page: Page, slide: Slide, pngPath: string): Promise<void> {
  await page.setContent(slideHtml(slide), { waitUntil: 'load' });
  await page.waitForFunction('window.__ready === true');
  const overflow = await page.evaluate('document.body.dataset.overflow || ""');
  if (overflow) throw new Error(`Slide text does not fit even at the smallest size: ${String(overflow)}`);
  await page.screenshot({ path: pngPath, type: 'png' });
}

export async function renderNotesPdf(page: Page, notes: NotesInput): Promise<Uint8Array> {
  await page.setContent(notesHtml(notes), { waitUntil: 'load' });
  const pdf = await page.pdf({
    format: 'A4',
    printBackground: true,
    preferCSSPageSize: true,
    displayHeaderFooter: true,
    headerTemplate: '<span></span>',
    footerTemplate: NOTES_FOOTER,
  });
  return new Uint8Array(pdf);
}
