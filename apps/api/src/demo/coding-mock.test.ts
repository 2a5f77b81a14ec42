import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { codingProblems, codingTests } from '../db/schema/coding.ts';
import { mockTests } from '../db/schema/practice.ts';
import { buildTestApp } from '../testing/build-test-app.ts';
import { createCodingProblem } from '../testing/coding.ts';
import { CODING_MOCK_PROBLEMS, CODING_MOCK_SLUG, loadCodingMockTest } from './coding-mock.ts';
import { loadPracticeBank } from './practice-bank.ts';

const { db } = await buildTestApp();

it('loads the coding round mock once: five aptitude questions, then two bank problems with their hidden tests', async () => {
  await loadPracticeBank(db);
  expect(await loadCodingMockTest(db)).toBe(true);
  expect(await loadCodingMockTest(db)).toBe(false);
  const [test] = await db.select().from(mockTests).where(eq(mockTests.slug, CODING_MOCK_SLUG));
  expect(
    test?.sections.map((section) => [section.kind ?? 'questions', section.questionCount ?? null]),
  ).toEqual([
    ['questions', 5],
    ['coding', null],
  ]);
  expect(test?.sections[0]?.questionIds).toHaveLength(15);
  const problems = await db.select().from(codingProblems);
  expect(problems.map((problem) => problem.slug).sort()).toEqual([...CODING_MOCK_PROBLEMS].sort());
  expect(test?.sections[1]?.codingProblemIds).toEqual(
    CODING_MOCK_PROBLEMS.map((slug) => problems.find((problem) => problem.slug === slug)?.id),
  );
  for (const problem of problems) {
    expect(problem.published).toBe(true);
    const tests = await db.select().from(codingTests).where(eq(codingTests.problemId, problem.id));
    expect(tests.filter((row) => !row.isSample).length).toBeGreaterThanOrEqual(8);
    expect(tests.filter((row) => row.isSample).length).toBeGreaterThanOrEqual(1);
  }
});

it('uses the bank problems a database already has, as they are', async () => {
  const { db: other } = await buildTestApp();
  const present = await createCodingProblem(other, {
    slug: 'integer-square-root',
    title: 'Edited by an admin',
  });
  await loadCodingMockTest(other);
  const [test] = await other.select().from(mockTests).where(eq(mockTests.slug, CODING_MOCK_SLUG));
  expect(test?.sections[1]?.codingProblemIds?.[0]).toBe(present.id);
  const [kept] = await other.select().from(codingProblems).where(eq(codingProblems.id, present.id));
  expect(kept?.title).toBe('Edited by an admin');
});
