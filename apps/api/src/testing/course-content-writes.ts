import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { App } from '../app.ts';
import { DEMO_MEDIA_DIR } from '../demo/media-keys.ts';
import { multipartBody } from './multipart.ts';

type AuditedWrite = () => Promise<{ objectId: string; action: string }>;

/**
 * One successful call per write route of the course content API (modules/admin/courses-routes.ts), for the
 * audit test's table in admin.test.ts. They build one course up in turn, so they run in this order.
 */
export function courseContentWrites(app: App, admin: () => { cookie: string }): Record<string, AuditedWrite> {
  const made = { instructorId: '', courseId: '', chapterIds: [] as string[], lectureIds: [] as string[] };
  const call = async (method: string, url: string, payload?: object) => {
    const response = await app.inject({
      method: method as 'POST',
      url,
      headers: { cookie: admin().cookie },
      ...(payload ? { payload } : {}),
    });
    if (response.statusCode >= 300)
      throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.json().data;
  };
  const upload = async (url: string, field: string, file: Buffer) => {
    const body = multipartBody(field, 'upload', 'application/octet-stream', file);
    const response = await app.inject({
      method: 'PUT',
      url,
      headers: { cookie: admin().cookie, 'content-type': body.contentType },
      payload: body.payload,
    });
    if (response.statusCode !== 200) throw new Error(`PUT ${url}: ${response.statusCode} ${response.body}`);
  };
  const image = () =>
    sharp({ create: { width: 32, height: 32, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
  const course = () => `/api/admin/courses/${made.courseId}`;
  const chapter = (index = 0) => `/api/admin/chapters/${made.chapterIds[index]}`;
  const lecture = (index = 0) => `/api/admin/lectures/${made.lectureIds[index]}`;

  return {
    'POST /api/admin/instructors': async () => {
      made.instructorId = (await call('POST', '/api/admin/instructors', { name: 'Audited Instructor' })).id;
      return { objectId: made.instructorId, action: 'instructor.create' };
    },
    'PATCH /api/admin/instructors/:instructorId': async () => {
      await call('PATCH', `/api/admin/instructors/${made.instructorId}`, { designation: 'Lead' });
      return { objectId: made.instructorId, action: 'instructor.update' };
    },
    'PUT /api/admin/instructors/:instructorId/photo': async () => {
      await upload(`/api/admin/instructors/${made.instructorId}/photo`, 'photo', await image());
      return { objectId: made.instructorId, action: 'instructor.photo' };
    },
    'POST /api/admin/courses': async () => {
      made.courseId = (
        await call('POST', '/api/admin/courses', {
          title: 'Audited Course',
          subject: 'Auditing',
          realPrice: 499,
          instructorId: made.instructorId,
        })
      ).id;
      return { objectId: made.courseId, action: 'course.create' };
    },
    'PATCH /api/admin/courses/:courseId': async () => {
      await call('PATCH', course(), { level: 'Advanced' });
      return { objectId: made.courseId, action: 'course.update' };
    },
    'PUT /api/admin/courses/:courseId/faqs': async () => {
      await call('PUT', `${course()}/faqs`, { faqs: [{ question: 'Who audits?', answer: 'Admins.' }] });
      return { objectId: made.courseId, action: 'course.faqs' };
    },
    'PUT /api/admin/courses/:courseId/roadmap': async () => {
      await call('PUT', `${course()}/roadmap`, {
        steps: [{ title: 'Start', description: 'Begin', icon: '📘' }],
      });
      return { objectId: made.courseId, action: 'course.roadmap' };
    },
    'PUT /api/admin/courses/:courseId/images/:image': async () => {
      await upload(`${course()}/images/thumbnail`, 'image', await image());
      return { objectId: made.courseId, action: 'course.image' };
    },
    'POST /api/admin/courses/:courseId/chapters': async () => {
      for (const name of ['First', 'Second']) {
        made.chapterIds.push((await call('POST', `${course()}/chapters`, { name })).id);
      }
      return { objectId: made.chapterIds[0] ?? '', action: 'chapter.create' };
    },
    'PUT /api/admin/courses/:courseId/chapters/order': async () => {
      await call('PUT', `${course()}/chapters/order`, { chapterIds: [...made.chapterIds].reverse() });
      return { objectId: made.courseId, action: 'chapter.reorder' };
    },
    'PATCH /api/admin/chapters/:chapterId': async () => {
      await call('PATCH', chapter(), { name: 'The first' });
      return { objectId: made.chapterIds[0] ?? '', action: 'chapter.rename' };
    },
    'POST /api/admin/chapters/:chapterId/lectures': async () => {
      for (const title of ['One', 'Two']) {
        made.lectureIds.push((await call('POST', `${chapter()}/lectures`, { title })).id);
      }
      return { objectId: made.lectureIds[0] ?? '', action: 'lecture.create' };
    },
    'PUT /api/admin/chapters/:chapterId/lectures/order': async () => {
      await call('PUT', `${chapter()}/lectures/order`, { lectureIds: [...made.lectureIds].reverse() });
      return { objectId: made.chapterIds[0] ?? '', action: 'lecture.reorder' };
    },
    'PATCH /api/admin/lectures/:lectureId': async () => {
      await call('PATCH', lecture(), { free: true });
      return { objectId: made.lectureIds[0] ?? '', action: 'lecture.update' };
    },
    'PUT /api/admin/lectures/:lectureId/video': async () => {
      await upload(`${lecture()}/video`, 'video', (await sampleLectureFiles()).video);
      return { objectId: made.lectureIds[0] ?? '', action: 'lecture.video' };
    },
    'PUT /api/admin/lectures/:lectureId/captions': async () => {
      await upload(`${lecture()}/video`, 'video', (await sampleLectureFiles()).video);
      await upload(`${lecture()}/captions`, 'captions', SAMPLE_CAPTIONS);
      return { objectId: made.lectureIds[0] ?? '', action: 'lecture.captions' };
    },
    'PUT /api/admin/lectures/:lectureId/notes': async () => {
      await upload(`${lecture()}/notes`, 'notes', (await sampleLectureFiles()).notes);
      return { objectId: made.lectureIds[0] ?? '', action: 'lecture.notes' };
    },
    'POST /api/admin/courses/:courseId/publish': async () => {
      await call('POST', `${course()}/publish`, { publishAnyway: true });
      return { objectId: made.courseId, action: 'course.publish' };
    },
    'POST /api/admin/courses/:courseId/unpublish': async () => {
      await call('POST', `${course()}/unpublish`);
      return { objectId: made.courseId, action: 'course.unpublish' };
    },
    'PUT /api/admin/courses/:courseId/coming-soon': async () => {
      await call('PUT', `${course()}/coming-soon`, { comingSoon: true });
      return { objectId: made.courseId, action: 'course.comingSoon' };
    },
    'DELETE /api/admin/lectures/:lectureId': async () => {
      await call('DELETE', lecture(1));
      return { objectId: made.lectureIds[1] ?? '', action: 'lecture.delete' };
    },
    'DELETE /api/admin/chapters/:chapterId': async () => {
      await call('DELETE', chapter(1));
      return { objectId: made.chapterIds[1] ?? '', action: 'chapter.delete' };
    },
    'DELETE /api/admin/courses/:courseId': async () => {
      await call('DELETE', course());
      return { objectId: made.courseId, action: 'course.delete' };
    },
    'POST /api/admin/courses/:courseId/restore': async () => {
      await call('POST', `${course()}/restore`);
      return { objectId: made.courseId, action: 'course.restore' };
    },
  };
}

/** A small WebVTT captions file for upload tests. */
export const SAMPLE_CAPTIONS = Buffer.from(
  'WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nNamaste, and welcome.\n',
);

/** The demo's committed sample lecture video (a real MP4) and notes (a real PDF), for upload tests. */
export async function sampleLectureFiles() {
  const [video, notes] = await Promise.all([
    readFile(path.join(DEMO_MEDIA_DIR, 'sample-lecture.mp4')),
    readFile(path.join(DEMO_MEDIA_DIR, 'sample-notes.pdf')),
  ]);
  return { video, notes };
}
