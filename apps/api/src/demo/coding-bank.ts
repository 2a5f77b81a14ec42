import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { codingProblems, codingTests } from '../db/schema/coding.ts';
import { appMeta } from '../db/schema/meta.ts';
import { BANK_DIR, loadProblemBank } from '../modules/coding/bank/load-bank.ts';

/** Bumped when the bank gains problems; a database holding an older bank gets the new ones. */
export const CODING_BANK_KEY = 'coding-bank-v1';

/** Rows a test insert carries at once: hidden tests run to 200 KB each. */
const TESTS_PER_INSERT = 20;

/**
 * Loads the coding problem bank, published, once per database (a marker row, as the demo data): problems by
 * slug, never touching one that is already there (an admin may have changed it).
 */
export async function loadCodingBank(db: Database, bankDir = BANK_DIR): Promise<boolean> {
  // The bank's files (17 MB of tests) are read only for a database that has not had them yet.
  const [loaded] = await db
    .select({ key: appMeta.key })
    .from(appMeta)
    .where(eq(appMeta.key, CODING_BANK_KEY));
  if (loaded) return false;
  const bank = await loadProblemBank(bankDir);
  return db.transaction(async (tx) => {
    // The insert-or-nothing on the marker row makes two instances starting together load the bank once.
    const marked = await tx
      .insert(appMeta)
      .values({ key: CODING_BANK_KEY, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning();
    if (marked.length === 0) return false;
    for (const problem of bank) {
      const [saved] = await tx
        .insert(codingProblems)
        .values({
          slug: problem.slug,
          title: problem.title,
          statement: problem.statement,
          difficulty: problem.difficulty,
          topics: problem.topics,
          askedIn: problem.askedIn,
          timeLimitMs: problem.timeLimitMs,
          memoryLimitMb: problem.memoryLimitMb,
          checker: problem.checker,
          published: true,
        })
        .onConflictDoNothing({ target: codingProblems.slug })
        .returning({ id: codingProblems.id });
      if (!saved) continue;
      const tests = [
        ...problem.samples.map((test, ordinal) => ({ ...test, ordinal, isSample: true })),
        ...problem.tests.map((test, ordinal) => ({ ...test, ordinal, isSample: false })),
      ].map(({ input, output, ordinal, isSample }) => ({
        problemId: saved.id,
        input,
        expected: output,
        ordinal,
        isSample,
      }));
      for (let start = 0; start < tests.length; start += TESTS_PER_INSERT) {
        await tx.insert(codingTests).values(tests.slice(start, start + TESTS_PER_INSERT));
      }
    }
    return true;
  });
}
