import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { codingProblems } from '../db/schema/coding.ts';
import { mockTests, questions } from '../db/schema/practice.ts';
import { loadProblem } from '../modules/coding/bank/load-bank.ts';
import { saveCodingProblem } from '../modules/coding/problem-store.ts';
import { demoQuestions, pickForSection } from './practice-bank.ts';

/** The demo's short mock test with a coding section, so a learner can try one in the browser. */
export const CODING_MOCK_SLUG = 'coding-round-mock';
/** Two easy bank problems (by slug): loaded from the bank's files unless the database has them already. */
export const CODING_MOCK_PROBLEMS = ['integer-square-root', 'single-trade-profit'] as const;
const QUANT_QUESTIONS = 5;

/**
 * Loads the coding round mock once (by its slug; an admin's later changes stay): a short aptitude section, then
 * a coding section of two bank problems. Answers whether it loaded it. Runs after the practice bank.
 */
export async function loadCodingMockTest(db: Database): Promise<boolean> {
  const [existing] = await db
    .select({ id: mockTests.id })
    .from(mockTests)
    .where(eq(mockTests.slug, CODING_MOCK_SLUG));
  if (existing) return false;
  const problemIds: string[] = [];
  for (const slug of CODING_MOCK_PROBLEMS) {
    // Already there (the whole bank loaded, or an admin's edit): used as it is.
    const [present] = await db
      .select({ id: codingProblems.id })
      .from(codingProblems)
      .where(eq(codingProblems.slug, slug));
    if (present) {
      problemIds.push(present.id);
      continue;
    }
    const problem = await loadProblem(slug);
    const saved = await saveCodingProblem(db, {
      slug,
      title: problem.title,
      statement: problem.statement,
      difficulty: problem.difficulty,
      topics: problem.topics,
      askedIn: problem.askedIn,
      timeLimitMs: problem.timeLimitMs,
      memoryLimitMb: problem.memoryLimitMb,
      checker: problem.checker,
      published: true,
      samples: problem.samples.map((test) => ({ input: test.input, expected: test.output })),
      hidden: problem.tests.map((test) => ({ input: test.input, expected: test.output })),
    });
    problemIds.push(saved.id);
  }
  const keys = pickForSection(demoQuestions(), 'quantitative-aptitude', QUANT_QUESTIONS * 3, new Set()).map(
    (draft) => draft.key,
  );
  const quant = await db
    .select({ id: questions.id })
    .from(questions)
    .where(and(inArray(questions.key, keys), isNull(questions.archivedAt)));
  await db
    .insert(mockTests)
    .values({
      slug: CODING_MOCK_SLUG,
      title: 'Coding Round Mock',
      description:
        'A short aptitude warm-up, then two programming problems in 45 minutes, judged on hidden tests: marks for every test your code passes. Free for every learner.',
      sections: [
        {
          title: 'Quantitative aptitude',
          topic: 'quantitative-aptitude',
          durationSeconds: 10 * 60,
          questionIds: quant.map((row) => row.id),
          questionCount: Math.min(QUANT_QUESTIONS, quant.length),
        },
        {
          title: 'Coding',
          topic: 'dsa',
          kind: 'coding',
          durationSeconds: 45 * 60,
          questionIds: [],
          codingProblemIds: problemIds,
          marksPerProblem: 10,
        },
      ],
      negativeMarks: 0.25,
      maxAttempts: 3,
      position: 10,
    })
    .onConflictDoNothing({ target: mockTests.slug });
  return true;
}
