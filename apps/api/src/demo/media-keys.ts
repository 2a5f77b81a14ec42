import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { mp4DurationSeconds } from '../lib/mp4-duration.ts';
import { API_ROOT } from '../paths.ts';
import type { DemoChapter, DemoCourse, DemoLecture } from './types.ts';

/**
 * Names of the generated demo media (scripts/media), shared by the generator, the demo loader and the media
 * check, so a lecture and its files cannot drift apart.
 */
export const DEMO_MEDIA_DIR = `${path.join(API_ROOT, 'src', 'demo', 'media')}/`;

/** 'Data Science with Python and Pandas' -> 'data-science-with-python-and-pandas' */
export function courseSlug(title: string): string {
  return title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The stem of a lecture's video and caption files, e.g. 'python-foundations-for-beginners-c1-l2'. */
export const demoLectureKey = (courseTitle: string, chapterIndex: number, lectureIndex: number) =>
  `${courseSlug(courseTitle)}-c${chapterIndex + 1}-l${lectureIndex + 1}`;

/** The stem of a chapter's notes PDF, e.g. 'python-foundations-for-beginners-c1'. */
export const demoNotesKey = (courseTitle: string, chapterIndex: number) =>
  `${courseSlug(courseTitle)}-c${chapterIndex + 1}`;

/** media/manifest.json, written by scripts/media/build.ts. Paths are relative to the media folder. */
export interface DemoMediaManifest {
  lectures: Record<
    string,
    { video: string; captions: string; durationSeconds: number; sourceHash: string; bytes: number }
  >;
  notes: Record<string, { file: string; sourceHash: string; bytes: number }>;
}

/**
 * The whole generated demo media folder (videos, captions, notes, manifest) must stay under this. 26 MB, not the
 * issue's example of 20: every lecture keeps its own narration instead of a shared pool (ADR 008).
 */
export const DEMO_MEDIA_BUDGET_BYTES = 26_000_000;
/** Lecture videos are generated to last this long; the media check allows a little slack either side. */
export const DEMO_LECTURE_SECONDS = { min: 30, max: 120 } as const;

/** Paths inside DEMO_MEDIA_DIR, as written in the manifest. */
export const demoLectureVideoPath = (lectureKey: string) => `lectures/${lectureKey}.mp4`;
export const demoLectureCaptionsPath = (lectureKey: string) => `lectures/${lectureKey}.vtt`;
export const demoNotesPath = (notesKey: string) => `notes/${notesKey}.pdf`;

export interface PublishedDemoMedia {
  lectures: {
    key: string;
    course: DemoCourse;
    chapterIndex: number;
    lectureIndex: number;
    chapter: DemoChapter;
    lecture: DemoLecture;
  }[];
  notes: { key: string; course: DemoCourse; chapterIndex: number; chapter: DemoChapter }[];
}

/** Every lecture and chapter that has generated media: those of published courses (coming-soon ones have none). */
export function publishedDemoMedia(courses: readonly DemoCourse[]): PublishedDemoMedia {
  const media: PublishedDemoMedia = { lectures: [], notes: [] };
  for (const course of courses) {
    if (course.status !== 'published') continue;
    for (const [chapterIndex, chapter] of course.chapters.entries()) {
      media.notes.push({ key: demoNotesKey(course.title, chapterIndex), course, chapterIndex, chapter });
      for (const [lectureIndex, lecture] of chapter.lectures.entries()) {
        const key = demoLectureKey(course.title, chapterIndex, lectureIndex);
        media.lectures.push({ key, course, chapterIndex, lectureIndex, chapter, lecture });
      }
    }
  }
  return media;
}

export interface DemoMediaProblems {
  /** Manifest missing or unreadable. */
  manifest: string[];
  lectures: string[];
  captions: string[];
  notes: string[];
  /** Manifest entries or files for lectures and chapters that are not (or no longer) published. */
  stale: string[];
  budget: string[];
}

/** Cue end times (seconds) of a WebVTT file; throws if it is not one. */
export function webVttCueEnds(text: string): number[] {
  if (!/^(?:\uFEFF)?WEBVTT(?:[ \t].*)?(?:\r?\n|$)/.test(text)) throw new Error('does not start with WEBVTT');
  const ends: number[] = [];
  const timing = /^(?:(\d+):)?(\d{2}):(\d{2})\.(\d{3})[ \t]+-->[ \t]+(?:(\d+):)?(\d{2}):(\d{2})\.(\d{3})/gm;
  for (const match of text.matchAll(timing)) {
    const [h, m, s, ms] = match.slice(5, 9).map((part) => Number(part ?? 0));
    ends.push((h ?? 0) * 3600 + (m ?? 0) * 60 + (s ?? 0) + (ms ?? 0) / 1000);
  }
  return ends;
}

/**
 * Checks the generated media in `dir` against the catalogue, without ffmpeg: used by the media test (CI) and
 * by scripts/media/build.ts on its own output. `only` limits which courses must have media (a partial
 * build); stale entries are judged against every course.
 */
export async function demoMediaProblems(
  courses: readonly DemoCourse[],
  { dir = DEMO_MEDIA_DIR, only }: { dir?: string; only?: (course: DemoCourse) => boolean } = {},
): Promise<DemoMediaProblems> {
  const problems: DemoMediaProblems = {
    manifest: [],
    lectures: [],
    captions: [],
    notes: [],
    stale: [],
    budget: [],
  };
  const file = (relative: string) => path.join(dir, relative);
  let manifest: DemoMediaManifest = { lectures: {}, notes: {} };
  try {
    manifest = JSON.parse(await readFile(file('manifest.json'), 'utf8')) as DemoMediaManifest;
  } catch (error) {
    problems.manifest.push(
      `${file('manifest.json')} is missing or unreadable (npm run media:build): ${error}`,
    );
  }
  const published = publishedDemoMedia(courses);
  const wanted = (course: DemoCourse) => !only || only(course);

  for (const { key, course } of published.lectures) {
    if (!wanted(course)) continue;
    const entry = manifest.lectures?.[key];
    if (!entry) {
      problems.lectures.push(`${key}: no manifest entry`);
      continue;
    }
    let duration: number | undefined;
    try {
      const bytes = new Uint8Array(await readFile(file(entry.video)));
      if (String.fromCharCode(...bytes.subarray(4, 8)) !== 'ftyp')
        throw new Error('does not start with ftyp');
      duration = mp4DurationSeconds(bytes);
      if (Math.abs(duration - entry.durationSeconds) > 1) {
        problems.lectures.push(`${key}: video lasts ${duration} s, manifest says ${entry.durationSeconds} s`);
      }
      const { min, max } = DEMO_LECTURE_SECONDS;
      if (duration < min - 5 || duration > max + 5) {
        problems.lectures.push(`${key}: video lasts ${duration} s, outside ${min - 5}-${max + 5} s`);
      }
      if (entry.video !== demoLectureVideoPath(key))
        problems.lectures.push(`${key}: video path ${entry.video}`);
      if (bytes.byteLength !== entry.bytes) {
        problems.lectures.push(`${key}: video is ${bytes.byteLength} bytes, manifest says ${entry.bytes}`);
      }
    } catch (error) {
      problems.lectures.push(`${key}: ${entry.video}: ${error instanceof Error ? error.message : error}`);
    }
    try {
      const ends = webVttCueEnds(await readFile(file(entry.captions), 'utf8'));
      if (ends.length === 0) problems.captions.push(`${key}: ${entry.captions} has no cues`);
      const limit = (duration ?? entry.durationSeconds) + 0.5;
      const late = ends.filter((end) => end > limit);
      if (late.length > 0) problems.captions.push(`${key}: ${late.length} cue(s) end after ${limit} s`);
      if (entry.captions !== demoLectureCaptionsPath(key)) {
        problems.captions.push(`${key}: captions path ${entry.captions}`);
      }
    } catch (error) {
      problems.captions.push(`${key}: ${entry.captions}: ${error instanceof Error ? error.message : error}`);
    }
  }

  for (const { key, course } of published.notes) {
    if (!wanted(course)) continue;
    const entry = manifest.notes?.[key];
    if (!entry) {
      problems.notes.push(`${key}: no manifest entry`);
      continue;
    }
    try {
      const bytes = new Uint8Array(await readFile(file(entry.file)));
      if (String.fromCharCode(...bytes.subarray(0, 5)) !== '%PDF-')
        throw new Error('does not start with %PDF-');
      if (bytes.byteLength !== entry.bytes) {
        problems.notes.push(`${key}: notes are ${bytes.byteLength} bytes, manifest says ${entry.bytes}`);
      }
    } catch (error) {
      problems.notes.push(`${key}: ${entry.file}: ${error instanceof Error ? error.message : error}`);
    }
  }

  const lectureKeys = new Set(published.lectures.map(({ key }) => key));
  const notesKeys = new Set(published.notes.map(({ key }) => key));
  for (const key of Object.keys(manifest.lectures ?? {})) {
    if (!lectureKeys.has(key)) problems.stale.push(`manifest lecture ${key} is not a published lecture`);
  }
  for (const key of Object.keys(manifest.notes ?? {})) {
    if (!notesKeys.has(key)) problems.stale.push(`manifest notes ${key} is not a published chapter`);
  }
  const expectedFiles = new Set([
    ...[...lectureKeys].flatMap((key) => [demoLectureVideoPath(key), demoLectureCaptionsPath(key)]),
    ...[...notesKeys].map(demoNotesPath),
  ]);
  let total = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => [])) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    total += (await stat(full)).size;
    const relative = path.relative(dir, full).split(path.sep).join('/');
    if (/^(?:lectures|notes)\//.test(relative) && !expectedFiles.has(relative)) {
      problems.stale.push(`${relative} belongs to no published lecture or chapter`);
    }
  }
  if (total > DEMO_MEDIA_BUDGET_BYTES) {
    problems.budget.push(
      `media folder holds ${total} bytes, over the ${DEMO_MEDIA_BUDGET_BYTES} byte budget`,
    );
  }
  return problems;
}
