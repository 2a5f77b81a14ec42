/**
 * Demo media generator: turns each published demo lecture's points into a narrated slide video (MP4 + WebVTT
 * captions), each published chapter into a notes PDF, and the home page's benefit points into
 * apps/web/public/media/benefits.mp4. See scripts/media/README.md.
 *
 *   npm run media:build                          every published course, incremental
 *   npm run media:build -- --only <course-slug>  one course (repeat or comma-separate for more); 'benefits'
 *                                                selects the home benefits video
 *   npm run media:build -- --force               rebuild even when nothing changed
 *   npm run media:build -- --fixture [--out d]   a small built-in course into a scratch folder (development)
 *   npm run media:build -- --preview <dir>       also keep the slide PNGs of what is built, for a look
 *
 * Needs ffmpeg, espeak-ng and Chromium (apt-get install ffmpeg espeak-ng chromium); the app never does.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Page } from 'playwright';
import {
  courseSlug,
  DEMO_LECTURE_SECONDS,
  DEMO_MEDIA_BUDGET_BYTES,
  DEMO_MEDIA_DIR,
  type DemoMediaManifest,
  type DemoMediaProblems,
  demoLectureCaptionsPath,
  demoLectureVideoPath,
  demoMediaProblems,
  demoNotesPath,
  publishedDemoMedia,
} from '../../apps/api/src/demo/media-keys.ts';
import type { DemoCourse, DemoInstructor } from '../../apps/api/src/demo/types.ts';
import { mp4DurationSeconds } from '../../apps/api/src/lib/mp4-duration.ts';
import { captionCues, toWebVtt } from './captions.ts';
import { ENCODER_VERSION, encodeSlideVideo, probeDuration } from './encode.ts';
import { buildNarration, ESPEAK_SPEED, FRAME_RATE, splitSentences, VOICE } from './narration.ts';
import {
  launchBrowser,
  type NotesInput,
  newSlidePage,
  renderNotesPdf,
  renderSlide,
  type Slide,
} from './slides.ts';

/**
 * Bump when the slide design, narration timing or caption splitting changes (NOTES_VERSION: the notes
 * design), so the affected files are rebuilt: they are part of every sourceHash, like ENCODER_VERSION.
 */
const DESIGN_VERSION = 'slides-framed-v2';
const NOTES_VERSION = 'notes-a4-dejavu-condensed-v1';
const PARALLEL = 2;
const BENEFITS_SLUG = 'benefits';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const BENEFITS_DIR = path.join(repoRoot, 'apps/web/public/media');
const BENEFITS_SOURCE = path.join(repoRoot, 'apps/web/src/features/content/components/benefits-section.tsx');

/**
 * The home page's "Why Pathshala" section, COPIED from BENEFIT_POINTS and the section heading in
 * apps/web/src/features/content/components/benefits-section.tsx (a React file with '@/' imports that Node
 * cannot import). checkBenefitsCopy() fails the build if that file no longer contains these exact strings.
 */
const BENEFITS = {
  eyebrow: 'Why Pathshala',
  title: 'Learning that ends in a job offer',
  intro: 'Short, practical courses with mentors, projects and placement practice in one place.',
  points: [
    {
      title: 'Mentors who have done the job',
      summary: 'Learn from engineers, analysts and designers who work at product companies across India.',
    },
    {
      title: 'Projects you can show in interviews',
      summary: 'Each module ends with a hands-on project instead of a multiple-choice quiz.',
    },
    {
      title: 'Placement preparation built in',
      summary: 'Aptitude practice, mock interviews, resume reviews and LinkedIn tips come with the course.',
    },
  ],
};
const BENEFITS_SECONDS = { min: 40, max: 70 };

// ---------------------------------------------------------------------------------------------------------

const { values: args } = parseArgs({
  options: {
    only: { type: 'string', multiple: true },
    force: { type: 'boolean', default: false },
    fixture: { type: 'boolean', default: false },
    out: { type: 'string' },
    preview: { type: 'string' },
  },
});
const onlySlugs = args.only?.flatMap((value) => value.split(',')).map((slug) => slug.trim()) ?? [];
const mediaDir = args.out
  ? path.resolve(args.out)
  : args.fixture
    ? path.join(tmpdir(), 'pathshala-media-fixture')
    : DEMO_MEDIA_DIR;
const benefitsDir = args.fixture || args.out ? mediaDir : BENEFITS_DIR;

interface LectureJob {
  kind: 'lecture';
  key: string;
  label: string;
  narration: string[][];
  slides: Slide[];
  hash: string;
  /** Where the MP4 and VTT go, absolute, and the manifest entry's relative paths. */
  video: string;
  captions: string;
  seconds: { min: number; max: number };
  /** Where the manifest entry goes; undefined for the benefits video. */
  manifestKey?: string;
}

interface NotesJob {
  kind: 'notes';
  key: string;
  label: string;
  notes: NotesInput;
  hash: string;
  file: string;
}

type Job = LectureJob | NotesJob;

const sha256 = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

function lectureSourceHash(narration: string[][], slides: Slide[]): string {
  return sha256({
    encoder: ENCODER_VERSION,
    design: DESIGN_VERSION,
    voice: { VOICE, ESPEAK_SPEED, FRAME_RATE },
    narration,
    slides,
  });
}

/** "Lecture: Arrays, shapes and dtypes." (keeps a title's own ? or !); the title slide shows the rest. */
function introSentence(title: string): string {
  const end = /[.!?]$/.test(title.trim()) ? '' : '.';
  return `Lecture: ${title.trim()}${end}`;
}

function planLectures(courses: DemoCourse[], instructors: DemoInstructor[], wanted: Set<DemoCourse>) {
  const jobs: LectureJob[] = [];
  const notes: NotesJob[] = [];
  const missingPoints: string[] = [];
  const published = publishedDemoMedia(courses);
  for (const item of published.lectures) {
    if (!wanted.has(item.course)) continue;
    const { course, chapter, lecture, chapterIndex, lectureIndex, key } = item;
    const points = (lecture.points ?? []).map((point) => point.trim()).filter(Boolean);
    if (points.length === 0) {
      missingPoints.push(key);
      continue;
    }
    const instructor = instructors.find((candidate) => candidate.key === course.instructorKey);
    const frame = {
      header: course.title,
      footer: `${chapterIndex + 1}.${lectureIndex + 1}  ${lecture.title}`,
      total: points.length,
    };
    const slides: Slide[] = [
      {
        kind: 'title',
        ...frame,
        eyebrow: `Chapter ${chapterIndex + 1} · ${chapter.name}`,
        heading: lecture.title,
        person: instructor ? { name: instructor.name, role: instructor.designation } : undefined,
        done: 0,
      },
      ...points.map((text, index): Slide => ({ kind: 'point', ...frame, label: 'Key point', text, index })),
    ];
    const narration = [[introSentence(lecture.title)], ...points.map(splitSentences)];
    jobs.push({
      kind: 'lecture',
      key,
      label: key,
      narration,
      slides,
      hash: lectureSourceHash(narration, slides),
      video: path.join(mediaDir, demoLectureVideoPath(key)),
      captions: path.join(mediaDir, demoLectureCaptionsPath(key)),
      seconds: DEMO_LECTURE_SECONDS,
      manifestKey: key,
    });
  }
  for (const { key, course, chapterIndex, chapter } of published.notes) {
    if (!wanted.has(course)) continue;
    if (chapter.lectures.some((lecture) => !lecture.points?.length)) continue;
    const input: NotesInput = {
      courseTitle: course.title,
      chapterNumber: chapterIndex + 1,
      chapterName: chapter.name,
      instructorName: instructors.find((candidate) => candidate.key === course.instructorKey)?.name ?? '',
      lectures: chapter.lectures.map((lecture) => ({ title: lecture.title, points: lecture.points })),
    };
    notes.push({
      kind: 'notes',
      key,
      label: `${key} (notes)`,
      notes: input,
      hash: sha256({ version: NOTES_VERSION, input }),
      file: path.join(mediaDir, demoNotesPath(key)),
    });
  }
  return { jobs, notes, missingPoints };
}

async function checkBenefitsCopy(): Promise<void> {
  const source = await readFile(BENEFITS_SOURCE, 'utf8');
  const texts = [
    BENEFITS.eyebrow,
    BENEFITS.title,
    BENEFITS.intro,
    ...BENEFITS.points.flatMap((p) => [p.title, p.summary]),
  ];
  const missing = texts.filter((text) => !source.includes(text));
  if (missing.length > 0) {
    throw new Error(
      `benefits-section.tsx changed; update BENEFITS in scripts/media/build.ts. Not found there:\n  ${missing.join('\n  ')}`,
    );
  }
}

function planBenefits(): LectureJob {
  const frame = { header: BENEFITS.eyebrow, footer: BENEFITS.title, total: BENEFITS.points.length };
  const slides: Slide[] = [
    {
      kind: 'title',
      ...frame,
      eyebrow: BENEFITS.eyebrow,
      heading: BENEFITS.title,
      context: BENEFITS.intro,
      done: 0,
    },
    ...BENEFITS.points.map(
      (point, index): Slide => ({
        kind: 'point',
        ...frame,
        label: 'Reason',
        heading: point.title,
        text: point.summary,
        index,
      }),
    ),
    {
      kind: 'title',
      ...frame,
      eyebrow: 'Start today',
      heading: 'Learn it. Build it. Get hired.',
      context: 'Explore the courses on Pathshala and start with a free lecture.',
      done: frame.total,
    },
  ];
  const ordinal = ['one', 'two', 'three', 'four', 'five'];
  const narration = [
    [`Why learn with Pathshala?`, `${BENEFITS.title}.`, BENEFITS.intro],
    ...BENEFITS.points.map((point, index) => [
      `Reason ${ordinal[index] ?? index + 1}: ${point.title.toLowerCase()}.`,
      point.summary,
    ]),
    [
      'Learn it, build it, and get hired.',
      'Explore the courses on Pathshala, and start with a free lecture today.',
    ],
  ];
  return {
    kind: 'lecture',
    key: BENEFITS_SLUG,
    label: 'benefits (home page)',
    narration,
    slides,
    hash: lectureSourceHash(narration, slides),
    video: path.join(benefitsDir, 'benefits.mp4'),
    captions: path.join(benefitsDir, 'benefits.vtt'),
    seconds: BENEFITS_SECONDS,
  };
}

// ---------------------------------------------------------------------------------------------------------

async function readManifest(): Promise<DemoMediaManifest> {
  try {
    const manifest = JSON.parse(
      await readFile(path.join(mediaDir, 'manifest.json'), 'utf8'),
    ) as DemoMediaManifest;
    return { lectures: manifest.lectures ?? {}, notes: manifest.notes ?? {} };
  } catch {
    return { lectures: {}, notes: {} };
  }
}

function sortedObject<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

let manifestWrite = Promise.resolve();
/** Writes the manifest (sorted keys, pretty) after every finished job, so an interrupted run keeps its work. */
function saveManifest(manifest: DemoMediaManifest): Promise<void> {
  const text = `${JSON.stringify({ lectures: sortedObject(manifest.lectures), notes: sortedObject(manifest.notes) }, null, 2)}\n`;
  manifestWrite = manifestWrite.then(async () => {
    const target = path.join(mediaDir, 'manifest.json');
    await writeFile(`${target}.tmp`, text);
    await rename(`${target}.tmp`, target);
  });
  return manifestWrite;
}

/** Removes manifest entries and files that belong to no published lecture or chapter any more. */
async function removeStale(manifest: DemoMediaManifest, courses: DemoCourse[]): Promise<string[]> {
  const published = publishedDemoMedia(courses);
  const lectureKeys = new Set(published.lectures.map(({ key }) => key));
  const notesKeys = new Set(published.notes.map(({ key }) => key));
  const removed: string[] = [];
  for (const key of Object.keys(manifest.lectures)) {
    if (!lectureKeys.has(key)) {
      delete manifest.lectures[key];
      removed.push(`manifest lecture ${key}`);
    }
  }
  for (const key of Object.keys(manifest.notes)) {
    if (!notesKeys.has(key)) {
      delete manifest.notes[key];
      removed.push(`manifest notes ${key}`);
    }
  }
  const keep = new Set([
    ...[...lectureKeys].flatMap((key) => [demoLectureVideoPath(key), demoLectureCaptionsPath(key)]),
    ...[...notesKeys].map(demoNotesPath),
  ]);
  for (const folder of ['lectures', 'notes']) {
    const names = await readdir(path.join(mediaDir, folder)).catch(() => []);
    for (const name of names) {
      const relative = `${folder}/${name}`;
      if (!keep.has(relative)) {
        await rm(path.join(mediaDir, relative), { force: true });
        removed.push(relative);
      }
    }
  }
  return removed;
}

async function fileSize(file: string): Promise<number | undefined> {
  try {
    return (await stat(file)).size;
  } catch {
    return undefined;
  }
}

/** Writes next to the target and renames, so a crash never leaves half a file under the real name. */
async function moveInto(from: string, to: string): Promise<void> {
  await mkdir(path.dirname(to), { recursive: true });
  await rename(from, to).catch(async () => {
    // Across file systems (tmpdir on another mount): copy via a sibling temporary.
    await writeFile(`${to}.tmp`, await readFile(from));
    await rename(`${to}.tmp`, to);
  });
}

interface LectureResult {
  durationSeconds: number;
  bytes: number;
  captionsBytes: number;
}

async function buildLecture(page: Page, job: LectureJob): Promise<LectureResult> {
  const work = await mkdtemp(path.join(tmpdir(), `pathshala-media-${job.key}-`));
  try {
    const narration = await buildNarration({ slides: job.narration }, work);
    const { min, max } = job.seconds;
    if (narration.duration < min || narration.duration > max) {
      throw new Error(
        `narration lasts ${narration.duration.toFixed(1)} s, outside ${min}-${max} s: adjust the points (${job.narration.flat().join(' ').split(/\s+/).length} words)`,
      );
    }
    const pngs: string[] = [];
    for (const [index, slide] of job.slides.entries()) {
      const png = path.join(work, `slide-${index}.png`);
      await renderSlide(page, slide, png);
      pngs.push(png);
      if (args.preview) {
        await mkdir(args.preview, { recursive: true });
        await writeFile(path.join(args.preview, `${job.key}-${index}.png`), await readFile(png));
      }
    }
    const mp4 = path.join(work, 'video.mp4');
    await encodeSlideVideo({
      slidePngs: pngs,
      slideStarts: narration.slideStarts,
      duration: narration.duration,
      wavPath: narration.wavPath,
      outPath: mp4,
    });
    const bytes = new Uint8Array(await readFile(mp4));
    const durationSeconds = Math.round(mp4DurationSeconds(bytes) * 1000) / 1000;
    // Cross-check the reader the app's media test relies on against ffprobe.
    const probed = await probeDuration(mp4);
    if (Math.abs(probed - durationSeconds) > 0.05) {
      throw new Error(`mp4DurationSeconds says ${durationSeconds} s, ffprobe ${probed} s`);
    }
    if (Math.abs(durationSeconds - narration.duration) > 0.2) {
      throw new Error(`video lasts ${durationSeconds} s, narration ${narration.duration} s`);
    }
    const cues = captionCues(narration.sentences, Math.min(narration.duration, durationSeconds));
    const vtt = `${toWebVtt(cues)}${job.manifestKey ? '' : `\nNOTE sourceHash ${job.hash}\n`}`;
    const vttTemp = path.join(work, 'captions.vtt');
    await writeFile(vttTemp, vtt);
    await moveInto(mp4, job.video);
    await moveInto(vttTemp, job.captions);
    return { durationSeconds, bytes: bytes.byteLength, captionsBytes: Buffer.byteLength(vtt) };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function buildNotes(page: Page, job: NotesJob): Promise<number> {
  const pdf = await renderNotesPdf(page, job.notes);
  await mkdir(path.dirname(job.file), { recursive: true });
  await writeFile(`${job.file}.tmp`, pdf);
  await rename(`${job.file}.tmp`, job.file);
  return pdf.byteLength;
}

async function benefitsUpToDate(job: LectureJob): Promise<boolean> {
  if (!existsSync(job.video)) return false;
  const vtt = await readFile(job.captions, 'utf8').catch(() => '');
  return vtt.includes(`NOTE sourceHash ${job.hash}`);
}

function printProblems(problems: DemoMediaProblems): number {
  const all = Object.entries(problems).flatMap(([kind, list]: [string, string[]]) =>
    list.map((item) => `${kind}: ${item}`),
  );
  for (const line of all.slice(0, 40)) console.error(`  ${line}`);
  if (all.length > 40) console.error(`  … and ${all.length - 40} more`);
  return all.length;
}

async function main(): Promise<number> {
  const started = Date.now();
  const { courses, instructors } = args.fixture
    ? await import('./fixture.ts').then((m) => ({
        courses: m.fixtureCourses,
        instructors: m.fixtureInstructors,
      }))
    : await import('../../apps/api/src/demo/courses.ts').then((m) => ({
        courses: m.allDemoCourses,
        instructors: m.demoInstructors,
      }));

  const wantBenefits = onlySlugs.length === 0 || onlySlugs.includes(BENEFITS_SLUG);
  const courseSlugs = onlySlugs.filter((slug) => slug !== BENEFITS_SLUG);
  const known = new Set(courses.map((course) => courseSlug(course.title)));
  const unknown = courseSlugs.filter((slug) => !known.has(slug));
  if (unknown.length > 0) {
    console.error(`Unknown course slug(s): ${unknown.join(', ')}. Known:\n  ${[...known].join('\n  ')}`);
    return 2;
  }
  const wanted = new Set(
    courses.filter(
      (course) =>
        course.status === 'published' &&
        (onlySlugs.length === 0 || courseSlugs.includes(courseSlug(course.title))),
    ),
  );

  const plan = planLectures(courses, instructors, wanted);
  if (plan.missingPoints.length > 0) {
    console.error(
      `${plan.missingPoints.length} lecture(s) have no points to narrate (add points, or build a subset with --only):\n  ${plan.missingPoints.slice(0, 20).join('\n  ')}${plan.missingPoints.length > 20 ? '\n  …' : ''}`,
    );
    return 1;
  }
  if (wantBenefits) await checkBenefitsCopy();

  await mkdir(path.join(mediaDir, 'lectures'), { recursive: true });
  await mkdir(path.join(mediaDir, 'notes'), { recursive: true });
  const manifest = await readManifest();
  const removed = await removeStale(manifest, courses);
  for (const item of removed) console.log(`removed ${item}`);

  const jobs: Job[] = [];
  if (wantBenefits) {
    const benefits = planBenefits();
    if (args.force || !(await benefitsUpToDate(benefits))) jobs.push(benefits);
  }
  for (const job of plan.jobs) {
    const entry = manifest.lectures[job.key];
    const current =
      entry?.sourceHash === job.hash && existsSync(job.video) && existsSync(job.captions) && !args.force;
    if (!current) jobs.push(job);
  }
  for (const job of plan.notes) {
    const entry = manifest.notes[job.key];
    if (args.force || entry?.sourceHash !== job.hash || !existsSync(job.file)) jobs.push(job);
  }
  const skipped = plan.jobs.length + plan.notes.length + (wantBenefits ? 1 : 0) - jobs.length;
  console.log(`media: ${jobs.length} to build, ${skipped} up to date, output ${mediaDir}`);
  await saveManifest(manifest);

  const failures: string[] = [];
  if (jobs.length > 0) {
    const browser = await launchBrowser();
    try {
      let next = 0;
      let done = 0;
      const worker = async () => {
        const page = await newSlidePage(browser);
        while (next < jobs.length) {
          const job = jobs[next++] as Job;
          const jobStarted = Date.now();
          try {
            if (job.kind === 'lecture') {
              const result = await buildLecture(page, job);
              if (job.manifestKey) {
                manifest.lectures[job.manifestKey] = {
                  video: demoLectureVideoPath(job.key),
                  captions: demoLectureCaptionsPath(job.key),
                  durationSeconds: result.durationSeconds,
                  sourceHash: job.hash,
                  bytes: result.bytes,
                };
                await saveManifest(manifest);
              }
              console.log(
                `[${++done}/${jobs.length}] ${job.label}: ${result.durationSeconds.toFixed(1)} s, ${(result.bytes / 1024).toFixed(1)} KB video + ${(result.captionsBytes / 1024).toFixed(1)} KB captions (${((Date.now() - jobStarted) / 1000).toFixed(1)} s)`,
              );
            } else {
              const bytes = await buildNotes(page, job);
              manifest.notes[job.key] = { file: demoNotesPath(job.key), sourceHash: job.hash, bytes };
              await saveManifest(manifest);
              console.log(`[${++done}/${jobs.length}] ${job.label}: ${(bytes / 1024).toFixed(1)} KB`);
            }
          } catch (error) {
            done++;
            const message = error instanceof Error ? error.message : String(error);
            failures.push(`${job.label}: ${message}`);
            console.error(`[${done}/${jobs.length}] FAILED ${job.label}: ${message}`);
          }
        }
        await page.close();
      };
      await Promise.all(Array.from({ length: Math.min(PARALLEL, jobs.length) }, worker));
    } finally {
      await browser.close();
    }
  }
  await manifestWrite;

  // Summary over everything the manifest holds (not just this run).
  const lectureEntries = Object.values(manifest.lectures);
  const durations = lectureEntries.map((entry) => entry.durationSeconds);
  const videoBytes = lectureEntries.reduce((sum, entry) => sum + entry.bytes, 0);
  let captionBytes = 0;
  for (const entry of lectureEntries)
    captionBytes += (await fileSize(path.join(mediaDir, entry.captions))) ?? 0;
  const notesBytes = Object.values(manifest.notes).reduce((sum, entry) => sum + entry.bytes, 0);
  const benefitsBytes =
    ((await fileSize(path.join(benefitsDir, 'benefits.mp4'))) ?? 0) +
    ((await fileSize(path.join(benefitsDir, 'benefits.vtt'))) ?? 0);
  const total = videoBytes + captionBytes + notesBytes + benefitsBytes;
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  console.log(
    [
      '',
      `lectures: ${lectureEntries.length}, ${kb(videoBytes)} video + ${kb(captionBytes)} captions` +
        (lectureEntries.length
          ? `; ${Math.min(...durations).toFixed(1)}-${Math.max(...durations).toFixed(1)} s, average ${(durations.reduce((a, b) => a + b, 0) / durations.length).toFixed(1)} s and ${kb(videoBytes / lectureEntries.length)}`
          : ''),
      `notes: ${Object.keys(manifest.notes).length} PDFs, ${kb(notesBytes)}`,
      `benefits video: ${kb(benefitsBytes)}`,
      `total: ${(total / 1_000_000).toFixed(2)} MB of ${(DEMO_MEDIA_BUDGET_BYTES / 1_000_000).toFixed(0)} MB budget (${((Date.now() - started) / 1000).toFixed(0)} s)`,
    ].join('\n'),
  );

  let status = 0;
  if (failures.length > 0) {
    console.error(`\n${failures.length} job(s) failed:\n  ${failures.join('\n  ')}`);
    status = 1;
  }
  if (total > DEMO_MEDIA_BUDGET_BYTES) {
    console.error(`\nOver budget: ${total} bytes > ${DEMO_MEDIA_BUDGET_BYTES}`);
    status = 1;
  }
  // The same check the app's media test runs, on what this run was asked to build.
  const problems = await demoMediaProblems(courses, { dir: mediaDir, only: (course) => wanted.has(course) });
  if (printProblems(problems) > 0) {
    console.error('The media check above found problems.');
    status = 1;
  } else {
    console.log('media check: ok');
  }
  return status;
}

process.exitCode = await main();
