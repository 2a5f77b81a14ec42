import type { App } from '../app.ts';
import type { Database } from '../db/client.ts';
import { createCodingProblem } from './coding.ts';
import { multipartForm } from './multipart.ts';
import { makeZip, testsZip } from './zip.ts';

type AuditedWrite = () => Promise<{ objectId: string; action: string }>;

/**
 * One successful call per write route of the console's coding problems (modules/coding/admin-routes.ts), for the
 * audit test's table in admin.test.ts. The app needs a judge that runs `sum` (testing/coding.ts) for the
 * reference-solution route.
 */
export function codingProblemWrites(
  app: App,
  db: Database,
  admin: () => { cookie: string },
): Record<string, AuditedWrite> {
  const base = '/api/admin/coding/problems';
  const call = async (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, options: object = {}) => {
    const response = await app.inject({ method, url, headers: { cookie: admin().cookie }, ...options });
    if (response.statusCode >= 300)
      throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.json();
  };
  const upload = (method: 'PUT' | 'POST', url: string, zip: Buffer, fields: Record<string, string>) => {
    const form = multipartForm(fields, {
      field: 'tests',
      filename: 'tests.zip',
      contentType: 'application/zip',
      content: zip,
    });
    return call(method, url, {
      payload: form.payload,
      headers: { cookie: admin().cookie, 'content-type': form.contentType },
    });
  };
  const problem = async () => (await createCodingProblem(db, { published: false })).id;
  return {
    'POST /api/admin/coding/problems': async () => {
      const created = await call('POST', base, {
        payload: {
          slug: `audited-${Date.now().toString(36)}`,
          title: 'Audited problem',
          statement: 'Print $a + b$.',
          difficulty: 'easy',
          timeLimitMs: 1000,
          memoryLimitMb: 256,
        },
      });
      return { objectId: created.data.problem.id, action: 'coding_problem.create' };
    },
    'PATCH /api/admin/coding/problems/:problemId': async () => {
      const id = await problem();
      await call('PATCH', `${base}/${id}`, { payload: { title: 'Audited title' } });
      return { objectId: id, action: 'coding_problem.update' };
    },
    'DELETE /api/admin/coding/problems/:problemId': async () => {
      const id = await problem();
      await call('DELETE', `${base}/${id}`);
      return { objectId: id, action: 'coding_problem.delete' };
    },
    'POST /api/admin/coding/problems/:problemId/publish': async () => {
      const id = await problem();
      await call('POST', `${base}/${id}/publish`);
      return { objectId: id, action: 'coding_problem.publish' };
    },
    'POST /api/admin/coding/problems/:problemId/unpublish': async () => {
      const id = (await createCodingProblem(db)).id;
      await call('POST', `${base}/${id}/unpublish`);
      return { objectId: id, action: 'coding_problem.unpublish' };
    },
    'PUT /api/admin/coding/problems/:problemId/tests': async () => {
      const id = await problem();
      await upload('PUT', `${base}/${id}/tests`, testsZip([['1 2\n', '3\n']]), { samples: '1' });
      return { objectId: id, action: 'coding_problem.tests' };
    },
    'POST /api/admin/coding/problems/:problemId/tests/generate': async () => {
      const id = await problem();
      const inputs = makeZip([{ name: '1.in', content: '1 2\n' }]);
      await upload('POST', `${base}/${id}/tests/generate`, inputs, { language: 'python', source: 'sum' });
      return { objectId: id, action: 'coding_problem.tests' };
    },
    'PUT /api/admin/coding/problems/:problemId/samples': async () => {
      const id = await problem();
      await call('PUT', `${base}/${id}/samples`, { payload: { samples: [1] } });
      return { objectId: id, action: 'coding_problem.samples' };
    },
    'POST /api/admin/coding/problems/:problemId/rejudge': async () => {
      const id = await problem();
      await call('POST', `${base}/${id}/rejudge`);
      return { objectId: id, action: 'coding_problem.rejudge' };
    },
  };
}
