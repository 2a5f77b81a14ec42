import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { codingProblems } from '../db/schema/coding.ts';
import { listProblemSlugs, loadProblem } from '../modules/coding/bank/load-bank.ts';
import * as repository from '../modules/coding/repository.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { loadCodingBank } from './coding-bank.ts';

const database = await createTestDatabase();
const { db } = database;
afterAll(() => database.close());

describe('the demo coding bank', () => {
  it('publishes every problem of the bank with its samples and hidden tests, once', async () => {
    expect(await loadCodingBank(db)).toBe(true);

    const slugs = await listProblemSlugs();
    expect(slugs.length).toBeGreaterThanOrEqual(60);
    const listed = await repository.listProblems(db, {}, undefined);
    expect(listed.map((problem) => problem.slug).sort()).toEqual(slugs);

    const bank = await loadProblem('count-islands');
    const problem = await repository.findPublishedProblem(db, 'count-islands');
    expect(problem).toMatchObject({
      title: bank.title,
      timeLimitMs: bank.timeLimitMs,
      memoryLimitMb: bank.memoryLimitMb,
      checker: bank.checker,
    });
    const samples = await repository.sampleTests(db, problem?.id ?? '');
    expect(samples).toEqual(bank.samples.map((test) => ({ input: test.input, expected: test.output })));
    expect(await repository.hiddenTestCount(db, problem?.id ?? '')).toBe(bank.tests.length);

    // A second start loads nothing again, and leaves what an admin changed as it is.
    await db
      .update(codingProblems)
      .set({ title: 'Islands, renamed' })
      .where(eq(codingProblems.slug, 'count-islands'));
    expect(await loadCodingBank(db)).toBe(false);
    const [renamed] = await db.select().from(codingProblems).where(eq(codingProblems.slug, 'count-islands'));
    expect(renamed?.title).toBe('Islands, renamed');
  });
});
