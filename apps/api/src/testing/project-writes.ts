import type { App } from '../app.ts';
import type { Database } from '../db/client.ts';
import { projectSubmissions } from '../db/schema/projects.ts';
import { createCourse, createUser } from './factories.ts';

type AuditedWrite = () => Promise<{ objectId: string; action: string }>;

/**
 * One successful call per write route of the course projects (modules/projects/routes.ts), for the audit test's
 * table in admin.test.ts: a project added, edited, deleted, and an attempt reviewed.
 */
export function projectWrites(
  app: App,
  db: Database,
  admin: () => { cookie: string },
): Record<string, AuditedWrite> {
  const call = async (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
    const response = await app.inject({
      method,
      url,
      headers: { cookie: admin().cookie },
      ...(payload ? { payload } : {}),
    });
    if (response.statusCode >= 300)
      throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.json();
  };
  const project = {
    title: 'Audited project',
    brief: 'Build it.',
    rubric: [{ criterion: 'Works', points: 5 }],
    dueDays: 7,
  };
  const created = async () => {
    const course = await createCourse(db, { title: 'Projects audited' });
    const answer = await call('POST', `/api/instructor/courses/${course.id}/projects`, project);
    return String(answer.data.project.id);
  };
  return {
    'POST /api/instructor/courses/:courseId/projects': async () => ({
      objectId: await created(),
      action: 'project.create',
    }),
    'PUT /api/instructor/projects/:projectId': async () => {
      const projectId = await created();
      await call('PUT', `/api/instructor/projects/${projectId}`, {
        ...project,
        title: 'Audited project, edited',
      });
      return { objectId: projectId, action: 'project.update' };
    },
    'DELETE /api/instructor/projects/:projectId': async () => {
      const projectId = await created();
      await call('DELETE', `/api/instructor/projects/${projectId}`);
      return { objectId: projectId, action: 'project.delete' };
    },
    'POST /api/instructor/project-submissions/:submissionId/review': async () => {
      const projectId = await created();
      const { user } = await createUser(db);
      const [submission] = await db
        .insert(projectSubmissions)
        .values({ projectId, userId: user.id, attempt: 1, repoUrl: 'https://github.com/learner/audited' })
        .returning();
      await call('POST', `/api/instructor/project-submissions/${submission?.id}/review`, {
        scores: [5],
        feedback: 'Good.',
        status: 'passed',
      });
      return { objectId: submission?.id ?? '', action: 'project.review' };
    },
  };
}
