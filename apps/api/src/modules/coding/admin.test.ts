import { ADMIN_CODING_MESSAGES, CODING_TESTS_ZIP_MAX_BYTES } from '@pathshala/shared/admin-coding';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../../db/schema/audit.ts';
import { codingSubmissions } from '../../db/schema/coding.ts';
import { buildTestApp, signedInLearner } from '../../testing/build-test-app.ts';
import { createCodingProblem, createTestJudge } from '../../testing/coding.ts';
import { multipartForm } from '../../testing/multipart.ts';
import { makeZip, testsZip } from '../../testing/zip.ts';

const testJudge = createTestJudge();
const { app, db } = await buildTestApp(
  { judge: { concurrency: 1, pollMs: 0, submissionsPerMinute: 100, runsPerMinute: 100 } },
  { judge: testJudge.judge },
);

let admin: Awaited<ReturnType<typeof signedInLearner>>;
let learner: Awaited<ReturnType<typeof signedInLearner>>;
let instructor: Awaited<ReturnType<typeof signedInLearner>>;

const base = '/api/admin/coding/problems';
const fields = {
  slug: 'two-sum-lines',
  title: 'Two sum lines',
  statement: 'Print $a + b$ for each line.\n\n$$\\sum_{i=1}^{n} a_i$$',
  difficulty: 'easy',
  topics: ['math'],
  askedIn: ['Product companies'],
  timeLimitMs: 1000,
  memoryLimitMb: 256,
};

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (cookie: string, method: Method, url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

/** Uploads a tests zip (and any form fields) as the console's form does. */
function upload(
  url: string,
  zip: Buffer,
  formFields: Record<string, string> = {},
  cookie = admin.cookie,
  filename = 'tests.zip',
) {
  const { payload, contentType } = multipartForm(formFields, {
    field: 'tests',
    filename,
    contentType: 'application/zip',
    content: zip,
  });
  return app.inject({ method: 'PUT', url, payload, headers: { cookie, 'content-type': contentType } });
}

async function createDraft(slug: string) {
  const response = await call(admin.cookie, 'POST', base, { ...fields, slug });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.problem.id as string;
}

const auditOf = (action: string, objectId: string) =>
  db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.action, action), eq(auditEntries.objectId, objectId)));

beforeAll(async () => {
  admin = await signedInLearner(app, db, { role: 'admin' });
  learner = await signedInLearner(app, db);
  instructor = await signedInLearner(app, db, { role: 'instructor' });
});

describe('who may manage coding problems', () => {
  it('answers a visitor 401, and a learner and an instructor 403 on every call', async () => {
    const problem = await createCodingProblem(db);
    const calls: [Method, string, object?][] = [
      ['GET', base],
      ['POST', base, fields],
      ['GET', `${base}/${problem.id}`],
      ['PATCH', `${base}/${problem.id}`, { title: 'Mine now' }],
      ['DELETE', `${base}/${problem.id}`],
      ['POST', `${base}/${problem.id}/publish`],
      ['POST', `${base}/${problem.id}/unpublish`],
      ['PUT', `${base}/${problem.id}/samples`, { samples: [1] }],
      ['POST', `${base}/${problem.id}/rejudge`],
    ];
    for (const [method, url, payload] of calls) {
      expect((await call('', method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
      for (const who of [learner, instructor]) {
        const response = await call(who.cookie, method, url, payload);
        expect(response.statusCode, `${method} ${url} (${who.user.role})`).toBe(403);
        expect(response.json().success).toBe(false);
      }
    }
    const zipUpload = await upload(
      `${base}/${problem.id}/tests`,
      testsZip([['1 2\n', '3\n']]),
      {},
      instructor.cookie,
    );
    expect(zipUpload.statusCode).toBe(403);
    const untouched = await call(admin.cookie, 'GET', `${base}/${problem.id}`);
    expect(untouched.json().data.problem).toMatchObject({
      title: 'Sum of numbers',
      published: true,
      testCount: 10,
    });
  });
});

describe('problems from draft to published', () => {
  it('creates a draft, audited with the admin as actor, and refuses a slug in use', async () => {
    const id = await createDraft('draft-audited');
    const detail = await call(admin.cookie, 'GET', `${base}/${id}`);
    expect(detail.json().data.problem).toMatchObject({
      slug: 'draft-audited',
      published: false,
      checker: { kind: 'tokens' },
      testCount: 0,
      tests: [],
    });
    const [entry] = await auditOf('coding_problem.create', id);
    expect(entry).toMatchObject({ actorId: admin.user.id, actorRole: 'admin', objectType: 'coding_problem' });

    const again = await call(admin.cookie, 'POST', base, { ...fields, slug: 'draft-audited' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: ADMIN_CODING_MESSAGES.slugTaken });
    // Learners do not see a draft.
    expect((await call('', 'GET', '/api/coding/problems/draft-audited')).statusCode).toBe(404);
  });

  it('answers 400 with the first problem for bad fields', async () => {
    const cases: [object, string][] = [
      [{ ...fields, slug: 'Bad Slug' }, 'Slug takes lowercase letters, digits and single hyphens.'],
      [{ ...fields, slug: 'limits', timeLimitMs: 10 }, 'Time limit must be at least 100 ms.'],
      [{ ...fields, slug: 'memory', memoryLimitMb: 4096 }, 'Memory limit must be at most 1024 MB.'],
      [{ ...fields, slug: 'diff', difficulty: 'extreme' }, 'Difficulty must be easy, medium or hard.'],
      [{ ...fields, slug: 'float', checker: { kind: 'float', tolerance: 0 } }, 'Tolerance must be above 0.'],
      [{ ...fields, slug: 'statement', statement: '   ' }, 'Statement is required.'],
    ];
    for (const [payload, message] of cases) {
      const response = await call(admin.cookie, 'POST', base, payload);
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toEqual({ success: false, message });
    }
    const id = await createDraft('patch-validation');
    const empty = await call(admin.cookie, 'PATCH', `${base}/${id}`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Change at least one field.');
    const unknown = await call(admin.cookie, 'GET', `${base}/not-a-uuid`);
    expect(unknown.statusCode).toBe(400);
    const gone = await call(admin.cookie, 'GET', `${base}/00000000-0000-4000-8000-000000000000`);
    expect(gone.statusCode).toBe(404);
  });

  it('edits fields with an audit of before and after, and refuses another problem’s slug', async () => {
    const id = await createDraft('to-edit');
    const edited = await call(admin.cookie, 'PATCH', `${base}/${id}`, {
      title: 'Edited title',
      checker: { kind: 'float', tolerance: 0.001 },
      topics: ['math', 'prefix-sums'],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.problem).toMatchObject({
      title: 'Edited title',
      checker: { kind: 'float', tolerance: 0.001 },
      topics: ['math', 'prefix-sums'],
    });
    const [entry] = await auditOf('coding_problem.update', id);
    expect(entry?.before).toMatchObject({ title: 'Two sum lines' });
    expect(entry?.after).toMatchObject({ title: 'Edited title' });
    const taken = await call(admin.cookie, 'PATCH', `${base}/${id}`, { slug: 'draft-audited' });
    expect(taken.statusCode).toBe(409);
  });

  it('publishes only with tests, shows the chosen samples to learners, and unpublishes', async () => {
    const id = await createDraft('publish-flow');
    const early = await call(admin.cookie, 'POST', `${base}/${id}/publish`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(ADMIN_CODING_MESSAGES.needsTests);

    const saved = await upload(
      `${base}/${id}/tests`,
      testsZip([
        ['1 2\n', '3\n'],
        ['4 5\n', '9\n'],
        ['10 20\n', '30\n'],
      ]),
      { samples: '1, 2' },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.problem).toMatchObject({ testCount: 3, sampleCount: 2 });
    expect(saved.json().data.problem.tests.map((test: { isSample: boolean }) => test.isSample)).toEqual([
      true,
      true,
      false,
    ]);
    expect((await auditOf('coding_problem.tests', id))[0]?.after).toMatchObject({
      testCount: 3,
      samples: [1, 2],
    });

    const published = await call(admin.cookie, 'POST', `${base}/${id}/publish`);
    expect(published.statusCode).toBe(200);
    expect(published.json().message).toBe('Problem published');
    const seen = await call('', 'GET', '/api/coding/problems/publish-flow');
    expect(seen.json().data.problem).toMatchObject({
      hiddenTestCount: 3,
      samples: [
        { input: '1 2\n', expected: '3\n' },
        { input: '4 5\n', expected: '9\n' },
      ],
    });
    const twice = await call(admin.cookie, 'POST', `${base}/${id}/publish`);
    expect(twice.json().message).toBe('Problem was already published');
    expect(await auditOf('coding_problem.publish', id)).toHaveLength(1);

    const samples = await call(admin.cookie, 'PUT', `${base}/${id}/samples`, { samples: [3] });
    expect(samples.statusCode).toBe(200);
    const reseen = await call('', 'GET', '/api/coding/problems/publish-flow');
    expect(reseen.json().data.problem.samples).toEqual([{ input: '10 20\n', expected: '30\n' }]);
    const outOfRange = await call(admin.cookie, 'PUT', `${base}/${id}/samples`, { samples: [4] });
    expect(outOfRange.statusCode).toBe(400);
    expect(outOfRange.json().message).toBe(ADMIN_CODING_MESSAGES.sampleUnknown(4));

    expect((await call(admin.cookie, 'POST', `${base}/${id}/unpublish`)).statusCode).toBe(200);
    expect((await call('', 'GET', '/api/coding/problems/publish-flow')).statusCode).toBe(404);
  });

  it('lists problems paged with their counts, filtered by state and searched', async () => {
    const drafts = await call(admin.cookie, 'GET', `${base}?state=draft&q=publish-flow`);
    expect(drafts.statusCode).toBe(200);
    expect(drafts.json().data).toMatchObject({ total: 1, page: 1 });
    expect(drafts.json().data.items[0]).toMatchObject({ slug: 'publish-flow', testCount: 3, sampleCount: 1 });
    const bad = await call(admin.cookie, 'GET', `${base}?state=gone`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('State must be published or draft.');
  });
});

describe('tests zip', () => {
  let id: string;
  beforeAll(async () => {
    id = await createDraft('zip-checks');
  });
  const refused = async (zip: Buffer, status: number, message: string, formFields = {}) => {
    const response = await upload(`${base}/${id}/tests`, zip, formFields);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toEqual({ success: false, message });
  };

  it('refuses a test without its .out, or an .out without its .in', async () => {
    await refused(
      makeZip([
        { name: '1.in', content: '1\n' },
        { name: '1.out', content: '1\n' },
        { name: '2.in', content: '2\n' },
      ]),
      400,
      ADMIN_CODING_MESSAGES.missingPair('2.in'),
    );
    await refused(
      makeZip([{ name: '1.out', content: '1\n' }]),
      400,
      ADMIN_CODING_MESSAGES.missingPair('1.out'),
    );
  });

  it('refuses names that are not N.in/N.out, paths out of the zip, and gaps in the numbering', async () => {
    await refused(
      makeZip([{ name: 'input1.txt', content: '1' }]),
      400,
      ADMIN_CODING_MESSAGES.badName('input1.txt'),
    );
    await refused(makeZip([{ name: '01.in', content: '1' }]), 400, ADMIN_CODING_MESSAGES.badName('01.in'));
    await refused(
      makeZip([{ name: 'a/b/1.in', content: '1' }]),
      400,
      ADMIN_CODING_MESSAGES.badName('a/b/1.in'),
    );
    // yauzl refuses a path that climbs out of the folder before we see it.
    await refused(makeZip([{ name: '../1.in', content: '1' }]), 400, ADMIN_CODING_MESSAGES.zipDamaged);
    await refused(
      makeZip([
        { name: '1.in', content: '1' },
        { name: '1.out', content: '1' },
        { name: '3.in', content: '3' },
        { name: '3.out', content: '3' },
      ]),
      400,
      ADMIN_CODING_MESSAGES.gap(2),
    );
    await refused(makeZip([]), 400, ADMIN_CODING_MESSAGES.noTests);
  });

  it('takes tests in one folder, skipping what zip tools add', async () => {
    const response = await upload(
      `${base}/${id}/tests`,
      makeZip([
        { name: 'tests/', content: '' },
        { name: 'tests/1.in', content: '1 1\n' },
        { name: 'tests/1.out', content: '2\n' },
        { name: '__MACOSX/tests/._1.in', content: 'junk' },
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.problem.testCount).toBe(1);
  });

  it('refuses what is not a zip, not text, or not multipart, and bad sample numbers', async () => {
    await refused(Buffer.from('this is not a zip file at all'), 400, ADMIN_CODING_MESSAGES.zipDamaged);
    await refused(
      makeZip([
        { name: '1.in', content: Buffer.from([0xff, 0xfe, 0x00]) },
        { name: '1.out', content: '1' },
      ]),
      400,
      ADMIN_CODING_MESSAGES.notText('1.in'),
    );
    await refused(testsZip([['1\n', '1\n']]), 400, ADMIN_CODING_MESSAGES.sampleUnknown(2), { samples: '2' });
    await refused(testsZip([['1\n', '1\n']]), 400, 'A test is listed twice as a sample.', { samples: '1,1' });
    const json = await call(admin.cookie, 'PUT', `${base}/${id}/tests`, { tests: 'zip' });
    expect(json.statusCode).toBe(415);
    const { payload, contentType } = multipartForm({ samples: '1' });
    const noFile = await app.inject({
      method: 'PUT',
      url: `${base}/${id}/tests`,
      payload,
      headers: { cookie: admin.cookie, 'content-type': contentType },
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe(ADMIN_CODING_MESSAGES.zipMissing);
  });

  it('refuses an upload over the size limit with 413', async () => {
    await refused(Buffer.alloc(CODING_TESTS_ZIP_MAX_BYTES + 1024, 1), 413, ADMIN_CODING_MESSAGES.zipTooLarge);
  });

  it('refuses a zip bomb by the sizes it declares, before unpacking it', async () => {
    const zeros = Buffer.alloc(7 * 1024 * 1024);
    const bomb = makeZip(
      Array.from({ length: 5 }, (_, index) => [
        { name: `${index + 1}.in`, content: zeros },
        { name: `${index + 1}.out`, content: zeros },
      ]).flat(),
    );
    expect(bomb.length).toBeLessThan(1024 * 1024);
    await refused(bomb, 413, ADMIN_CODING_MESSAGES.unpackedTooLarge);
    const oneHuge = makeZip([
      { name: '1.in', content: Buffer.alloc(9 * 1024 * 1024) },
      { name: '1.out', content: '0' },
    ]);
    await refused(oneHuge, 413, ADMIN_CODING_MESSAGES.testFileTooLarge('1.in'));
  });

  it('refuses a zip whose headers understate what it unpacks to, stopping the read there', async () => {
    const liar = makeZip([
      { name: '1.in', content: Buffer.alloc(5 * 1024 * 1024, 0x31), declaredSize: 10 },
      { name: '1.out', content: '1' },
    ]);
    await refused(liar, 400, ADMIN_CODING_MESSAGES.zipDamaged);
  });

  it('refuses a zip of more than 200 tests', async () => {
    const many = makeZip(
      Array.from({ length: 201 }, (_, index) => [
        { name: `${index + 1}.in`, content: '1' },
        { name: `${index + 1}.out`, content: '1' },
      ]).flat(),
    );
    await refused(many, 413, ADMIN_CODING_MESSAGES.tooManyTests);
  });
});

describe('tests from a reference solution', () => {
  const generate = (id: string, zip: Buffer, formFields: Record<string, string>) => {
    const { payload, contentType } = multipartForm(formFields, {
      field: 'tests',
      filename: 'inputs.zip',
      contentType: 'application/zip',
      content: zip,
    });
    return app.inject({
      method: 'POST',
      url: `${base}/${id}/tests/generate`,
      payload,
      headers: { cookie: admin.cookie, 'content-type': contentType },
    });
  };
  const inputs = makeZip([
    { name: '1.in', content: '1 2\n' },
    { name: '2.in', content: '40 2\n' },
  ]);

  it("keeps the judge's outputs of the reference solution as the expected ones", async () => {
    const id = await createDraft('generated');
    const response = await generate(id, inputs, { language: 'python', source: 'sum', samples: '1' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.problem.tests).toMatchObject([
      { number: 1, isSample: true, expectedPreview: '3\n' },
      { number: 2, isSample: false, expectedPreview: '42\n' },
    ]);
    const request = testJudge.requests.at(-1);
    expect(request).toMatchObject({
      language: 'python',
      source: 'sum',
      timeLimitMs: 1000,
      memoryLimitMb: 256,
    });
    expect(request?.tests).toEqual([{ input: '1 2\n' }, { input: '40 2\n' }]);
    expect((await auditOf('coding_problem.tests', id))[0]?.after).toMatchObject({ from: 'reference' });
  });

  it('refuses a solution that does not compile, outputs in the zip, and a missing language', async () => {
    const id = await createDraft('generated-refusals');
    const broken = await generate(id, inputs, { language: 'cpp', source: 'no-compile' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe(ADMIN_CODING_MESSAGES.referenceCompile);
    const withOutputs = await generate(id, testsZip([['1\n', '1\n']]), { language: 'cpp', source: 'sum' });
    expect(withOutputs.statusCode).toBe(400);
    expect(withOutputs.json().message).toBe(ADMIN_CODING_MESSAGES.badName('1.out'));
    const noLanguage = await generate(id, inputs, { source: 'sum' });
    expect(noLanguage.statusCode).toBe(400);
    expect(noLanguage.json().message).toBe('Choose C++17, Java 17, Python 3 or JavaScript.');
  });
});

describe('rejudging and deleting', () => {
  it('queues every submission of the problem again, and only those, with an audit entry', async () => {
    const id = await createDraft('rejudged');
    await upload(`${base}/${id}/tests`, testsZip([['1 2\n', '3\n']]), { samples: '1' });
    await call(admin.cookie, 'POST', `${base}/${id}/publish`);
    const other = await createCodingProblem(db);
    const submit = async (problemId: string, source: string) => {
      const response = await call(learner.cookie, 'POST', '/api/coding/submissions', {
        problemId,
        language: 'cpp',
        source,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.submission.id as string;
    };
    const mine = [await submit(id, 'sum'), await submit(id, 'zero'), await submit(id, 'no-compile')];
    const elsewhere = await submit(other.id, 'sum');
    await app.codingJudge.runDue();
    const judged = await db.select().from(codingSubmissions).where(inArray(codingSubmissions.id, mine));
    expect(judged.map((row) => row.status)).toEqual(['judged', 'judged', 'judged']);

    // New tests on which the program printing 0 is right: the rejudge must reach the new verdict.
    await upload(
      `${base}/${id}/tests`,
      testsZip([
        ['0 0\n', '0\n'],
        ['0\n', '0\n'],
      ]),
    );
    const rejudge = await call(admin.cookie, 'POST', `${base}/${id}/rejudge`);
    expect(rejudge.statusCode, rejudge.body).toBe(200);
    expect(rejudge.json()).toMatchObject({ success: true, data: { queued: 3 } });
    const queued = await db.select().from(codingSubmissions).where(eq(codingSubmissions.problemId, id));
    expect(queued).toHaveLength(3);
    for (const row of queued) {
      expect(row).toMatchObject({ status: 'queued', verdict: null, attempts: 0, testCount: 2, results: [] });
    }
    const [untouched] = await db.select().from(codingSubmissions).where(eq(codingSubmissions.id, elsewhere));
    expect(untouched?.status).toBe('judged');
    const [entry] = await auditOf('coding_problem.rejudge', id);
    expect(entry).toMatchObject({ actorId: admin.user.id, after: { queued: 3, testCount: 2 } });

    await app.codingJudge.runDue();
    const again = await db.select().from(codingSubmissions).where(inArray(codingSubmissions.id, mine));
    const verdicts = Object.fromEntries(again.map((row) => [row.source, row.verdict]));
    expect(verdicts).toEqual({ sum: 'accepted', zero: 'accepted', 'no-compile': 'compilationError' });
  });

  it('refuses to delete a problem with submissions, and deletes one without, audited', async () => {
    const [withSubmissions] = await db
      .select({ problemId: codingSubmissions.problemId })
      .from(codingSubmissions)
      .limit(1);
    const refused = await call(admin.cookie, 'DELETE', `${base}/${withSubmissions?.problemId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: false, message: ADMIN_CODING_MESSAGES.hasSubmissions });

    const id = await createDraft('to-delete');
    const deleted = await call(admin.cookie, 'DELETE', `${base}/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await call(admin.cookie, 'GET', `${base}/${id}`)).statusCode).toBe(404);
    expect(await auditOf('coding_problem.delete', id)).toHaveLength(1);
  });

  it('answers 404 for rejudging a problem that does not exist', async () => {
    const response = await call(admin.cookie, 'POST', `${base}/00000000-0000-4000-8000-000000000000/rejudge`);
    expect(response.statusCode).toBe(404);
  });
});
