import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { codingProblems, codingTests } from '../../db/schema/coding.ts';

type ProblemValues = typeof codingProblems.$inferInsert;

/** A problem as the bank (or a test) gives it: its fields and its tests, samples and hidden. */
export interface CodingProblemInput extends Omit<ProblemValues, 'id' | 'createdAt' | 'updatedAt'> {
  samples: { input: string; expected: string }[];
  hidden: { input: string; expected: string }[];
}

/** Writes a problem by its slug, replacing its tests: loading the bank again updates instead of duplicating. */
export async function saveCodingProblem(db: Database, { samples, hidden, ...values }: CodingProblemInput) {
  return db.transaction(async (tx) => {
    const [problem] = await tx
      .insert(codingProblems)
      .values(values)
      .onConflictDoUpdate({ target: codingProblems.slug, set: { ...values, updatedAt: new Date() } })
      .returning();
    if (!problem) throw new Error('problem not saved');
    await tx.delete(codingTests).where(eq(codingTests.problemId, problem.id));
    const tests = [
      ...samples.map((test, ordinal) => ({ ...test, ordinal, isSample: true })),
      ...hidden.map((test, ordinal) => ({ ...test, ordinal, isSample: false })),
    ];
    if (tests.length > 0) {
      await tx.insert(codingTests).values(tests.map((test) => ({ ...test, problemId: problem.id })));
    }
    return problem;
  });
}
