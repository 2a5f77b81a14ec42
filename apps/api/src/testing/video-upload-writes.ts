import type { App } from '../app.ts';
import type { Database } from '../db/client.ts';
import { sampleLectureFiles } from './course-content-writes.ts';
import { createChapter, createCourse } from './factories.ts';

type AuditedWrite = () => Promise<{ objectId: string; action: string }>;

/**
 * One successful call per write route of the resumable video uploads (modules/admin/video-uploads-routes.ts), for
 * the audit test's table in admin.test.ts: starting and cancelling are audited as such, and the chunk that
 * completes an upload as the lecture's new video.
 */
export function videoUploadWrites(
  app: App,
  db: Database,
  admin: () => { cookie: string },
): Record<string, AuditedWrite> {
  const call = async (method: 'POST' | 'PUT' | 'DELETE', url: string, options: object = {}) => {
    const response = await app.inject({ method, url, headers: { cookie: admin().cookie }, ...options });
    if (response.statusCode >= 300)
      throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.json().data;
  };
  const started = async () => {
    const course = await createCourse(db, { title: 'Upload audited' });
    const { lectures } = await createChapter(db, course.id, [{ title: 'Uploaded in chunks' }]);
    const lectureId = lectures[0]?.id ?? '';
    const { video } = await sampleLectureFiles();
    const upload = await call('POST', `/api/admin/lectures/${lectureId}/video/uploads`, {
      payload: { size: video.length, fileName: 'lecture.mp4' },
    });
    return { lectureId, video, uploadId: String(upload.uploadId), chunkSize: Number(upload.chunkSize) };
  };
  return {
    'POST /api/admin/lectures/:lectureId/video/uploads': async () => {
      const { uploadId } = await started();
      return { objectId: uploadId, action: 'video_upload.start' };
    },
    'PUT /api/admin/video-uploads/:uploadId': async () => {
      const { lectureId, video, uploadId, chunkSize } = await started();
      for (let start = 0; start < video.length; start += chunkSize) {
        const end = Math.min(start + chunkSize, video.length);
        await call('PUT', `/api/admin/video-uploads/${uploadId}`, {
          headers: {
            cookie: admin().cookie,
            'content-type': 'application/octet-stream',
            'content-range': `bytes ${start}-${end - 1}/${video.length}`,
          },
          payload: video.subarray(start, end),
        });
      }
      return { objectId: lectureId, action: 'lecture.video' };
    },
    'DELETE /api/admin/video-uploads/:uploadId': async () => {
      const { uploadId } = await started();
      await call('DELETE', `/api/admin/video-uploads/${uploadId}`);
      return { objectId: uploadId, action: 'video_upload.cancel' };
    },
  };
}
