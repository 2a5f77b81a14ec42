import { CODING_MESSAGES, SOURCE_MAX_BYTES } from '@pathshala/shared/coding';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signedInLearner } from '../../testing/build-test-app.ts';
import { createCodingProblem, createTestJudge, HIDDEN_MARKER } from '../../testing/coding.ts';

const testJudge = createTestJudge({ java: 'no JDK on this server' });
const { app, db } = await buildTestApp(
  { judge: { concurrency: 1, pollMs: 0, submissionsPerMinute: 6, runsPerMinute: 50 } },
  { judge: testJudge.judge },
);

type Problem = Awaited<ReturnType<typeof createCodingProblem>>;
let sum: Problem;
let hidden: Problem;
let learner: Awaited<ReturnType<typeof signedInLearner>>;
let other: Awaited<ReturnType<typeof signedInLearner>>;
let admin: Awaited<ReturnType<typeof signedInLearner>>;
/** Every body the API answered in this file: none may carry a hidden test. */
const bodies: string[] = [];

const call = async (cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
  const response = await app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
  bodies.push(response.body);
  return response;
};

beforeAll(async () => {
  sum = await createCodingProblem(db, { slug: 'sum-of-numbers', title: 'Sum of numbers' });
  await createCodingProblem(db, {
    slug: 'longest-path',
    title: 'Longest path',
    difficulty: 'hard',
    topics: ['graphs', 'dynamic-programming'],
  });
  hidden = await createCodingProblem(db, { slug: 'not-yet-published', published: false });
  learner = await signedInLearner(app, db);
  other = await signedInLearner(app, db);
  admin = await signedInLearner(app, db, { role: 'admin' });
});

async function submitAndJudge(cookie: string, source: string, problemId = sum.id) {
  const submitted = await call(cookie, 'POST', '/api/coding/submissions', {
    problemId,
    language: 'cpp',
    source,
  });
  expect(submitted.statusCode).toBe(200);
  await app.codingJudge.runDue();
  return submitted.json().data.submission.id as string;
}

describe('problems', () => {
  it('lists published problems with topics, filters by topic and difficulty, and marks solved ones', async () => {
    const all = await call('', 'GET', '/api/coding/problems');
    expect(all.statusCode).toBe(200);
    expect(all.json().data.problems.map((p: { slug: string }) => p.slug)).toEqual([
      'sum-of-numbers',
      'longest-path',
    ]);
    expect(all.json().data.topics).toEqual(['arrays', 'dynamic-programming', 'graphs']);

    const graphs = await call('', 'GET', '/api/coding/problems?topic=graphs');
    expect(graphs.json().data.problems.map((p: { slug: string }) => p.slug)).toEqual(['longest-path']);
    const easy = await call('', 'GET', '/api/coding/problems?difficulty=easy');
    expect(easy.json().data.problems.map((p: { slug: string }) => p.slug)).toEqual(['sum-of-numbers']);

    const solver = await signedInLearner(app, db);
    const before = await call(solver.cookie, 'GET', '/api/coding/problems');
    expect(before.json().data.problems.every((p: { solved: boolean }) => !p.solved)).toBe(true);
    await submitAndJudge(solver.cookie, 'zero');
    await submitAndJudge(solver.cookie, 'sum');
    const after = await call(solver.cookie, 'GET', '/api/coding/problems');
    expect(
      after.json().data.problems.map((p: { slug: string; solved: boolean }) => [p.slug, p.solved]),
    ).toEqual([
      ['sum-of-numbers', true],
      ['longest-path', false],
    ]);
    // Someone else's accepted submission does not mark it for another learner.
    const fresh = await call(other.cookie, 'GET', '/api/coding/problems/sum-of-numbers');
    expect(fresh.json().data.problem.solved).toBe(false);
  });

  it('answers a problem by slug or id with its statement, limits and samples, and the hidden test count only', async () => {
    const bySlug = await call('', 'GET', '/api/coding/problems/sum-of-numbers');
    expect(bySlug.statusCode).toBe(200);
    const { problem } = bySlug.json().data;
    expect(problem).toMatchObject({
      id: sum.id,
      _id: sum.id,
      title: 'Sum of numbers',
      timeLimitMs: 1000,
      memoryLimitMb: 256,
      hiddenTestCount: 10,
      samples: [
        { input: '1 2\n', expected: '3\n' },
        { input: '5 5 5\n', expected: '15\n' },
      ],
    });
    expect(problem.languages).toEqual([
      { language: 'cpp', available: true },
      { language: 'java', available: false, reason: 'no JDK on this server' },
      { language: 'python', available: true },
      { language: 'javascript', available: true },
    ]);
    const byId = await call('', 'GET', `/api/coding/problems/${sum.id}`);
    expect(byId.json().data.problem.slug).toBe('sum-of-numbers');
  });

  it('answers 404 for an unknown or unpublished problem, and 400 for a malformed reference', async () => {
    for (const ref of ['no-such-problem', hidden.slug, hidden.id]) {
      const response = await call('', 'GET', `/api/coding/problems/${ref}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: CODING_MESSAGES.problemMissing });
    }
    expect((await call('', 'GET', '/api/coding/problems/Not%20A%20Slug')).statusCode).toBe(400);
    expect((await call('', 'GET', '/api/coding/problems?difficulty=impossible')).statusCode).toBe(400);
  });
});

describe('runs', () => {
  it('runs the samples and compares each with its expected output', async () => {
    const response = await call(learner.cookie, 'POST', '/api/coding/runs', {
      problemId: 'sum-of-numbers',
      language: 'python',
      source: 'zero',
    });
    expect(response.statusCode).toBe(200);
    const { run } = response.json().data;
    expect(run.compileError).toBeNull();
    expect(run.tests.map((test: { verdict: string }) => test.verdict)).toEqual([
      'wrongAnswer',
      'wrongAnswer',
    ]);
    // A sample is public: the program's output is shown beside the expected one.
    expect(run.tests[0]).toMatchObject({ input: '1 2\n', expected: '3\n', stdout: '0\n' });
    // The judge was given the samples only.
    expect(testJudge.requests.at(-1)?.tests).toEqual([
      { input: '1 2\n', expected: '3\n' },
      { input: '5 5 5\n', expected: '15\n' },
    ]);
  });

  it('runs custom input and shows the output without a verdict', async () => {
    const response = await call(learner.cookie, 'POST', '/api/coding/runs', {
      problemId: sum.id,
      language: 'javascript',
      source: 'sum',
      customInput: '40 2',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.run.tests).toEqual([
      {
        verdict: null,
        input: '40 2',
        expected: null,
        stdout: '42\n',
        stderr: null,
        timeMs: 12,
        memoryKb: 2048,
      },
    ]);
  });

  it('answers a compilation error with the compiler message', async () => {
    const response = await call(learner.cookie, 'POST', '/api/coding/runs', {
      problemId: sum.id,
      language: 'cpp',
      source: 'no-compile',
    });
    expect(response.json().data.run).toEqual({ compileError: 'main.cpp:1: error: expected ;', tests: [] });
  });

  it('refuses a language this server cannot run with 409, saying why', async () => {
    const response = await call(learner.cookie, 'POST', '/api/coding/runs', {
      problemId: sum.id,
      language: 'java',
      source: 'sum',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      message: 'Java 17 is not available on this server (no JDK on this server).',
    });
  });
});

describe('submissions', () => {
  it('queues a submission with its position, then answers a verdict per hidden test and the overall verdict', async () => {
    const submitted = await call(learner.cookie, 'POST', '/api/coding/submissions', {
      problemId: 'sum-of-numbers',
      language: 'cpp',
      source: 'sum',
    });
    expect(submitted.statusCode).toBe(200);
    const { submission } = submitted.json().data;
    expect(submission).toMatchObject({ status: 'queued', position: 1 });
    expect(submission.id).toBe(submission._id);

    const queued = await call(learner.cookie, 'GET', `/api/coding/submissions/${submission.id}`);
    expect(queued.json().data.submission).toMatchObject({
      status: 'queued',
      position: 1,
      verdict: null,
      testCount: 10,
      tests: [],
      source: 'sum',
    });

    await app.codingJudge.runDue();
    const judged = await call(learner.cookie, 'GET', `/api/coding/submissions/${submission.id}`);
    const result = judged.json().data.submission;
    expect(result).toMatchObject({ status: 'judged', position: null, verdict: 'accepted', passed: 10 });
    expect(result.tests).toHaveLength(10);
    expect(result.tests[0]).toEqual({ verdict: 'accepted', timeMs: 12, memoryKb: 2048 });
    // The judge got the hidden tests (not the samples) with the problem's limits and checker.
    expect(testJudge.requests.at(-1)).toMatchObject({
      language: 'cpp',
      timeLimitMs: 1000,
      memoryLimitMb: 256,
      checker: { kind: 'tokens' },
    });
    expect(testJudge.requests.at(-1)?.tests).toHaveLength(10);
    expect(testJudge.requests.at(-1)?.tests[0]?.input).toContain(HIDDEN_MARKER);
  });

  it('gives the first failing verdict, and a compilation error with its message', async () => {
    const wrong = await submitAndJudge(learner.cookie, 'zero');
    const wrongBody = (await call(learner.cookie, 'GET', `/api/coding/submissions/${wrong}`)).json();
    expect(wrongBody.data.submission).toMatchObject({ verdict: 'wrongAnswer', passed: 0 });

    const broken = await submitAndJudge(learner.cookie, 'no-compile');
    const brokenBody = (await call(learner.cookie, 'GET', `/api/coding/submissions/${broken}`)).json();
    expect(brokenBody.data.submission).toMatchObject({
      verdict: 'compilationError',
      compileError: 'main.cpp:1: error: expected ;',
      tests: [],
    });
  });

  it("answers 404 for another learner's submission; staff may read it; a visitor is asked to log in", async () => {
    const id = await submitAndJudge(learner.cookie, 'sum');
    const stranger = await call(other.cookie, 'GET', `/api/coding/submissions/${id}`);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ success: false, message: CODING_MESSAGES.submissionMissing });
    expect(stranger.body).not.toContain('sum');

    const staff = await call(admin.cookie, 'GET', `/api/coding/submissions/${id}`);
    expect(staff.statusCode).toBe(200);
    expect(staff.json().data.submission.source).toBe('sum');

    expect((await call('', 'GET', `/api/coding/submissions/${id}`)).statusCode).toBe(401);
    expect(
      (
        await call('', 'POST', '/api/coding/submissions', {
          problemId: sum.id,
          language: 'cpp',
          source: 'sum',
        })
      ).statusCode,
    ).toBe(401);
    expect((await call(learner.cookie, 'GET', '/api/coding/submissions/not-a-uuid')).statusCode).toBe(400);
  });

  it('refuses bad input with 400 and a message, never judging it', async () => {
    const asked = testJudge.requests.length;
    const cases: [object, string][] = [
      [{ problemId: sum.id, language: 'cobol', source: 'sum' }, CODING_MESSAGES.language],
      [{ problemId: sum.id, language: 'cpp', source: '   \n' }, CODING_MESSAGES.sourceEmpty],
      [
        { problemId: sum.id, language: 'cpp', source: 'x'.repeat(SOURCE_MAX_BYTES + 1) },
        CODING_MESSAGES.sourceTooLarge,
      ],
      // Multi-byte characters count as the bytes they take.
      [
        { problemId: sum.id, language: 'cpp', source: 'अ'.repeat(SOURCE_MAX_BYTES / 3 + 1) },
        CODING_MESSAGES.sourceTooLarge,
      ],
      [
        { problemId: sum.id, language: 'cpp', source: 'a\u0000b' },
        'Text must not contain control characters.',
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await call(learner.cookie, 'POST', '/api/coding/runs', payload);
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toEqual({ success: false, message });
    }
    const input = await call(learner.cookie, 'POST', '/api/coding/runs', {
      problemId: sum.id,
      language: 'cpp',
      source: 'sum',
      customInput: '1'.repeat(64 * 1024 + 1),
    });
    expect(input.json()).toEqual({ success: false, message: CODING_MESSAGES.inputTooLarge });
    const missing = await call(learner.cookie, 'POST', '/api/coding/submissions', {
      problemId: hidden.id,
      language: 'cpp',
      source: 'sum',
    });
    expect(missing.statusCode).toBe(404);
    expect(testJudge.requests.length).toBe(asked);
  });
});

describe('drafts', () => {
  it('saves a draft per problem and language and restores it; other learners see only their own', async () => {
    const url = '/api/coding/problems/sum-of-numbers/drafts/python';
    expect((await call(learner.cookie, 'GET', url)).json().data.draft).toBeNull();
    const saved = await call(learner.cookie, 'PUT', url, { source: 'print(sum(map(int, input().split())))' });
    expect(saved.statusCode).toBe(200);
    await call(learner.cookie, 'PUT', url, { source: 'print(42)' });
    const restored = (await call(learner.cookie, 'GET', url)).json().data.draft;
    expect(restored.source).toBe('print(42)');
    expect(Date.parse(restored.updatedAt)).not.toBeNaN();

    expect(
      (await call(learner.cookie, 'GET', `/api/coding/problems/${sum.id}/drafts/cpp`)).json().data.draft,
    ).toBeNull();
    expect((await call(other.cookie, 'GET', url)).json().data.draft).toBeNull();
    await call(other.cookie, 'PUT', url, { source: 'print(7)' });
    expect((await call(learner.cookie, 'GET', url)).json().data.draft.source).toBe('print(42)');

    expect((await call('', 'GET', url)).statusCode).toBe(401);
    expect(
      (await call(learner.cookie, 'GET', '/api/coding/problems/sum-of-numbers/drafts/cobol')).statusCode,
    ).toBe(400);
    expect(
      (await call(learner.cookie, 'PUT', '/api/coding/problems/no-such/drafts/cpp', { source: 'x' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('limits', () => {
  it('rate-limits submissions per learner (429), not per address', async () => {
    const burst = await signedInLearner(app, db);
    const statuses: number[] = [];
    for (let index = 0; index < 7; index += 1) {
      const response = await call(burst.cookie, 'POST', '/api/coding/submissions', {
        problemId: sum.id,
        language: 'cpp',
        source: 'sum',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
    const another = await signedInLearner(app, db);
    const fine = await call(another.cookie, 'POST', '/api/coding/submissions', {
      problemId: sum.id,
      language: 'cpp',
      source: 'sum',
    });
    expect(fine.statusCode).toBe(200);
    await app.codingJudge.runDue();
  });
});

describe('hidden tests', () => {
  it('never appear in any answer of this file: inputs, expected outputs or program output', async () => {
    expect(bodies.length).toBeGreaterThan(30);
    for (const body of bodies) expect(body).not.toContain(HIDDEN_MARKER);
  });
});
