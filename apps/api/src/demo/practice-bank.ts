import { MOCK_POOL_FACTOR } from '@pathshala/shared/practice';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { courses } from '../db/schema/catalogue.ts';
import { appMeta } from '../db/schema/meta.ts';
import { mockTests, questions } from '../db/schema/practice.ts';
import { generateQuestions } from '../modules/practice/bank/generated.ts';
import { handwrittenQuestions } from '../modules/practice/bank/handwritten.ts';
import type { QuestionDraft } from '../modules/practice/bank/types.ts';

/** Bumped when the demo bank gains questions or tests; a database holding an older one gets the new ones. */
export const PRACTICE_BANK_KEY = 'practice-bank-v1';

interface DemoSection {
  title: string;
  topic: QuestionDraft['topic'];
  /** Questions per attempt; the section's pool holds MOCK_POOL_FACTOR times as many. */
  questions: number;
  minutes: number;
}

interface DemoMockTest {
  slug: string;
  title: string;
  description: string;
  sections: DemoSection[];
  negativeMarks: number;
  maxAttempts: number;
  /** A course title from the demo catalogue; none = free to every logged-in learner. */
  requiredCourse?: string;
}

export const demoMockTests: DemoMockTest[] = [
  {
    slug: 'tcs-nqt-style-aptitude-mock',
    title: 'TCS NQT-style Aptitude Mock',
    description:
      'The shape of a mass-recruiter first round: three timed sections, a quarter mark off for each wrong answer. Free for every learner.',
    sections: [
      { title: 'Quantitative aptitude', topic: 'quantitative-aptitude', questions: 20, minutes: 25 },
      { title: 'Logical reasoning', topic: 'logical-reasoning', questions: 15, minutes: 20 },
      { title: 'Verbal ability', topic: 'verbal-ability', questions: 15, minutes: 15 },
    ],
    negativeMarks: 0.25,
    maxAttempts: 3,
  },
  {
    slug: 'infosys-style-reasoning-mock',
    title: 'Infosys-style Reasoning and Aptitude Mock',
    description:
      'Heavier on reasoning and reading, as service-company tests often are. Included with the Full-Stack Web Development Bootcamp.',
    sections: [
      { title: 'Logical reasoning', topic: 'logical-reasoning', questions: 15, minutes: 25 },
      { title: 'Quantitative aptitude', topic: 'quantitative-aptitude', questions: 15, minutes: 20 },
      { title: 'Verbal ability', topic: 'verbal-ability', questions: 20, minutes: 20 },
    ],
    negativeMarks: 0.25,
    maxAttempts: 3,
    requiredCourse: 'Full-Stack Web Development Bootcamp',
  },
  {
    slug: 'dsa-technical-mcq-mock',
    title: 'Technical MCQ Mock: Data Structures and Algorithms',
    description:
      'Complexity, trees, graphs, sorting and code output, as in the technical MCQ round. Included with Data Structures and Algorithms in Python.',
    sections: [{ title: 'Data structures and algorithms', topic: 'dsa', questions: 25, minutes: 30 }],
    negativeMarks: 0.25,
    maxAttempts: 3,
    requiredCourse: 'Data Structures and Algorithms in Python',
  },
  {
    slug: 'hr-and-communication-mock',
    title: 'HR Round and Communication Mock',
    description:
      'Situational and behavioural judgement with a verbal section, no negative marking. Included with the Full-Stack Web Development Bootcamp.',
    sections: [
      { title: 'Verbal ability', topic: 'verbal-ability', questions: 15, minutes: 15 },
      { title: 'HR round', topic: 'hr-round', questions: 15, minutes: 15 },
    ],
    negativeMarks: 0,
    maxAttempts: 5,
    requiredCourse: 'Full-Stack Web Development Bootcamp',
  },
  {
    slug: 'aptitude-programme-full-mock',
    title: 'Full-Length Aptitude Mock',
    description:
      'A full campus-drive aptitude round under the clock, with a third of a mark off for each wrong answer. Included with the Aptitude Placement Programme.',
    sections: [
      { title: 'Quantitative aptitude', topic: 'quantitative-aptitude', questions: 20, minutes: 30 },
      { title: 'Logical reasoning', topic: 'logical-reasoning', questions: 20, minutes: 25 },
      { title: 'Verbal ability', topic: 'verbal-ability', questions: 15, minutes: 15 },
    ],
    negativeMarks: 0.33,
    maxAttempts: 3,
    requiredCourse: 'Aptitude Placement Programme',
  },
  {
    slug: 'dsa-programme-technical-mock',
    title: 'Placement Technical Mock: DSA',
    description:
      'Thirty technical questions on data structures, algorithms and code output in 35 minutes. Included with the DSA Placement Programme.',
    sections: [{ title: 'Data structures and algorithms', topic: 'dsa', questions: 30, minutes: 35 }],
    negativeMarks: 0.25,
    maxAttempts: 3,
    requiredCourse: 'DSA Placement Programme',
  },
  {
    slug: 'hr-interview-programme-mock',
    title: 'HR Interview Mock',
    description:
      'The questions of an HR interview round, with a short communication section and no negative marking. Included with the HR and Interview Programme.',
    sections: [
      { title: 'HR round', topic: 'hr-round', questions: 15, minutes: 15 },
      { title: 'Verbal ability', topic: 'verbal-ability', questions: 10, minutes: 10 },
    ],
    negativeMarks: 0,
    maxAttempts: 5,
    requiredCourse: 'HR and Interview Programme',
  },
];

export const demoQuestions = (): QuestionDraft[] => [...generateQuestions(), ...handwrittenQuestions];

/**
 * Picks `count` questions of a topic spread over its subtopics (one from each in turn) and difficulties,
 * those no other test took first, so every pool is a fair mix and tests share questions only when a topic's
 * bank is smaller than their pools together (the hand-written verbal questions).
 */
export function pickForSection(
  bank: readonly QuestionDraft[],
  topic: string,
  count: number,
  taken: Set<string>,
) {
  const untaken = spreadOver(
    bank.filter((question) => question.topic === topic && !taken.has(question.key)),
    count,
  );
  const picked = [
    ...untaken,
    ...spreadOver(
      bank.filter((question) => question.topic === topic && taken.has(question.key)),
      count - untaken.length,
    ),
  ];
  if (picked.length < count)
    throw new Error(`the bank has only ${picked.length} ${topic} questions for a pool of ${count}`);
  for (const question of picked) taken.add(question.key);
  return picked;
}

/** Up to `count` of the questions, one subtopic after another, alternating difficulties inside each. */
function spreadOver(candidates: readonly QuestionDraft[], count: number) {
  const bySubtopic = new Map<string, QuestionDraft[]>();
  for (const question of candidates) {
    bySubtopic.set(question.subtopic, [...(bySubtopic.get(question.subtopic) ?? []), question]);
  }
  const order = { easy: 0, medium: 1, hard: 2 } as const;
  const queues = [...bySubtopic.values()].map((list) =>
    // Alternate difficulties inside a subtopic: medium, easy, hard, medium, ...
    [...list].sort((a, b) => order[a.difficulty] - order[b.difficulty] || a.key.localeCompare(b.key)),
  );
  const picked: QuestionDraft[] = [];
  for (let round = 0; picked.length < count && queues.some((queue) => queue.length > 0); round += 1) {
    for (const queue of queues) {
      if (picked.length >= count) break;
      const next =
        round % 3 === 1
          ? queue.shift()
          : round % 3 === 2
            ? queue.pop()
            : queue.splice(Math.floor(queue.length / 2), 1)[0];
      if (next) picked.push(next);
    }
  }
  return picked;
}

/**
 * Loads the demo question bank and mock tests once per database (a marker row, as the demo data): questions by
 * key, tests by slug, neither touching what an admin already changed.
 */
export async function loadPracticeBank(db: Database): Promise<boolean> {
  const bank = demoQuestions();
  return db.transaction(async (tx) => {
    const marked = await tx
      .insert(appMeta)
      .values({ key: PRACTICE_BANK_KEY, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning();
    if (marked.length === 0) return false;
    for (let start = 0; start < bank.length; start += 200) {
      await tx
        .insert(questions)
        .values(
          bank.slice(start, start + 200).map((draft) => ({
            key: draft.key,
            topic: draft.topic,
            subtopic: draft.subtopic,
            difficulty: draft.difficulty,
            kind: draft.kind,
            prompt: draft.prompt,
            options: draft.kind === 'numeric' ? [] : draft.options,
            correct: draft.kind === 'numeric' ? [] : draft.correct,
            numericAnswer: draft.numericAnswer?.value ?? null,
            numericTolerance: draft.numericAnswer?.tolerance ?? 0,
            explanation: draft.explanation,
          })),
        )
        .onConflictDoNothing({ target: questions.key });
    }
    const keys = new Map(
      (await tx.select({ id: questions.id, key: questions.key }).from(questions)).map((row) => [
        row.key,
        row.id,
      ]),
    );
    const courseTitles = demoMockTests.flatMap((test) => (test.requiredCourse ? [test.requiredCourse] : []));
    const courseIds = new Map(
      (
        await tx
          .select({ id: courses.id, title: courses.title })
          .from(courses)
          .where(inArray(courses.title, courseTitles))
      ).map((row) => [row.title, row.id]),
    );
    const taken = new Set<string>();
    for (const [position, test] of demoMockTests.entries()) {
      const [existing] = await tx
        .select({ id: mockTests.id })
        .from(mockTests)
        .where(eq(mockTests.slug, test.slug));
      if (existing) continue;
      await tx.insert(mockTests).values({
        slug: test.slug,
        title: test.title,
        description: test.description,
        sections: test.sections.map((section) => ({
          title: section.title,
          topic: section.topic,
          durationSeconds: section.minutes * 60,
          // A pool of several attempts' worth, so a retake meets different questions.
          questionIds: pickForSection(
            bank,
            section.topic,
            section.questions * MOCK_POOL_FACTOR,
            taken,
          ).flatMap((draft) => {
            const id = keys.get(draft.key);
            return id ? [id] : [];
          }),
          questionCount: section.questions,
        })),
        negativeMarks: test.negativeMarks,
        maxAttempts: test.maxAttempts,
        requiredCourseId: test.requiredCourse ? (courseIds.get(test.requiredCourse) ?? null) : null,
        // A course test whose course is not in this catalogue stays hidden rather than turning free.
        published: !test.requiredCourse || courseIds.has(test.requiredCourse),
        position,
      });
    }
    return true;
  });
}
