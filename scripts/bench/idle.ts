/**
 * What a page costs the phone after it has loaded: Lighthouse's TBT stops once the page is interactive, so a
 * loop that keeps drawing frames afterwards (the mentor strip did, far below the fold) is invisible to it. Loads
 * each page in Debian's Chromium with the CPU slowed, waits for it to settle, then reads a Chromium trace of the
 * next few seconds and prints how long the page's main thread was busy.
 *
 *   npm run bench:idle                       against a server already running at http://127.0.0.1:3000
 *   BENCH_IDLE_URL=http://127.0.0.1:3400 npm run bench:idle
 *   BENCH_IDLE_CPU_SLOWDOWN=11               the CPU slowdown (default 11: a low-end phone on a fast host)
 *
 * The home page is measured twice: at its top, and scrolled to the mentor strip, which moves by spec.
 */
import { chromium, type Page } from '@playwright/test';

const base = process.env.BENCH_IDLE_URL ?? 'http://127.0.0.1:3000';
const slowdown = Number(process.env.BENCH_IDLE_CPU_SLOWDOWN ?? 11);
const SETTLE_MS = 6000;
const WINDOW_MS = 4000;

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  args?: { name?: string };
}

/** The main thread's busy time in the trace: the renderer thread with the most task time. */
function mainThreadBusyMs(events: TraceEvent[]): number {
  const names = new Map<string, string>();
  for (const event of events) {
    if (event.name === 'thread_name') names.set(`${event.pid}:${event.tid}`, event.args?.name ?? '');
  }
  const busy = new Map<string, number>();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.name !== 'RunTask' || !event.dur || names.get(thread) !== 'CrRendererMain') continue;
    busy.set(thread, (busy.get(thread) ?? 0) + event.dur);
  }
  return Math.max(0, ...busy.values()) / 1000;
}

async function courseAddress(): Promise<string> {
  const response = await fetch(`${base}/api/courses/catalogue`);
  const page = (await response.json()) as { data: { courses: { id: string; title: string }[] } };
  const course = page.data.courses[0];
  if (!course) throw new Error('the catalogue has no course');
  return `/course/${encodeURIComponent(course.title)}/${course.id}`;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});

async function measure(path: string, prepare?: (page: Page) => Promise<void>): Promise<number> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
  });
  try {
    const page = await context.newPage();
    // The promo popup (once per session) would be measured on the home page otherwise.
    await page.addInitScript("sessionStorage.setItem('pathshala:promo-seen', '1')");
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await page.goto(`${base}${path}`, { waitUntil: 'load' });
    await prepare?.(page);
    await page.waitForTimeout(SETTLE_MS);
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', '__metadata'],
    });
    await page.waitForTimeout(WINDOW_MS);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    return mainThreadBusyMs(trace.traceEvents);
  } finally {
    await context.close();
  }
}

try {
  const pages: [string, string, ((page: Page) => Promise<void>)?][] = [
    ['/ (at its top)', '/'],
    ['/ (at the mentor strip)', '/', (page) => page.getByTestId('mentor-strip').scrollIntoViewIfNeeded()],
    ['/courses', '/courses'],
    ['a course page', await courseAddress()],
    ['/about-us', '/about-us'],
    ['/careers', '/careers'],
  ];
  console.log(
    `\nThe main thread after load: CPU slowed ${slowdown}×, ${SETTLE_MS / 1000} s after load, busy ms in ${WINDOW_MS / 1000} s\n`,
  );
  for (const [label, path, prepare] of pages) {
    const busy = await measure(path, prepare);
    console.log(
      `${label.padEnd(26)} ${String(Math.round(busy)).padStart(6)} ms  (${Math.round((busy / WINDOW_MS) * 100)}%)`,
    );
  }
} finally {
  await browser.close();
}
