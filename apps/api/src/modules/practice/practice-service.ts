import { type Locale, SOURCE_LOCALE } from '@pathshala/shared/locales';
import {
  PRACTICE_TOPIC_LABELS,
  PRACTICE_TOPICS,
  type PracticeAnswerRequest,
  type PracticeNextRequest,
  type PracticeTopic,
} from '@pathshala/shared/practice';
import { and, asc, count, eq, gt, isNull, lte, not, notExists, type SQL, sql } from 'drizzle-orm';
import { type Card, createEmptyCard, fsrs, Rating, State, TypeConvert } from 'ts-fsrs';
import type { Database } from '../../db/client.ts';
import { mockAttempts, practiceCards, questions } from '../../db/schema/practice.ts';
import { AppError } from '../../plugins/errors.ts';
import { assertTopicOpen, topicGates } from './programme-access.ts';
import {
  checkAnswerShape,
  QUESTION_IN_OPEN_ATTEMPT,
  QUESTION_NOT_FOUND,
  questionTextsIn,
  toQuestionView,
} from './questions.ts';

/**
 * Practice mode: one question at a time from a topic, instant feedback, and spaced repetition (FSRS, through
 * ts-fsrs): a wrong answer comes back in a minute, then ten; an "I guessed" right answer sooner than a sure
 * one; a well-known one days and weeks later.
 */

const scheduler = fsrs({ enable_fuzz: true, learning_steps: ['1m', '10m'], relearning_steps: ['10m'] });

/**
 * With nothing due and nothing new left in a selection, a missed question due within this window comes back
 * early (Anki's "learn ahead") instead of the learner meeting an empty page while it waits a minute.
 */
export const LEARN_AHEAD_MS = 20 * 60 * 1000;

type Selection = PracticeNextRequest;

/**
 * The question is in one of the learner's unfinished mock attempts. Mocks draw from the practice bank (ADR 013),
 * and practice answers with the key: practising a question of a running test would show its answer before the
 * test is submitted.
 */
const inOpenMockAttempt = (userId: string): SQL =>
  sql`exists (select 1 from ${mockAttempts} where ${mockAttempts.userId} = ${userId}
    and ${mockAttempts.status} = 'in_progress'
    and ${mockAttempts.slots} @> jsonb_build_array(jsonb_build_object('questionId', ${questions.id}::text)))`;

const selectionFilter = (selection: Selection, userId: string): SQL | undefined =>
  and(
    eq(questions.topic, selection.topic),
    selection.subtopic ? eq(questions.subtopic, selection.subtopic) : undefined,
    selection.difficulty ? eq(questions.difficulty, selection.difficulty) : undefined,
    isNull(questions.archivedAt),
    not(inOpenMockAttempt(userId)),
  );

async function cardDueBy(db: Database, userId: string, selection: Selection, by: Date, missedOnly = false) {
  const [row] = await db
    .select({ question: questions })
    .from(practiceCards)
    .innerJoin(questions, eq(questions.id, practiceCards.questionId))
    .where(
      and(
        eq(practiceCards.userId, userId),
        selectionFilter(selection, userId),
        lte(practiceCards.dueAt, by),
        missedOnly ? eq(practiceCards.lastCorrect, false) : undefined,
      ),
    )
    .orderBy(asc(practiceCards.dueAt))
    .limit(1);
  return row?.question;
}

async function newQuestion(db: Database, userId: string, selection: Selection) {
  const [row] = await db
    .select()
    .from(questions)
    .where(
      and(
        selectionFilter(selection, userId),
        notExists(
          db
            .select({ one: sql`1` })
            .from(practiceCards)
            .where(and(eq(practiceCards.userId, userId), eq(practiceCards.questionId, questions.id))),
        ),
      ),
    )
    // Easy ones first within a mixed selection, in no fixed order otherwise.
    .orderBy(
      sql`case ${questions.difficulty} when 'easy' then 0 when 'medium' then 1 else 2 end`,
      sql`random()`,
    )
    .limit(1);
  return row;
}

export async function nextQuestion(
  db: Database,
  userId: string,
  selection: Selection,
  locale: Locale = SOURCE_LOCALE,
  now = new Date(),
) {
  await assertTopicOpen(db, userId, selection.topic);
  const dueFilter = and(
    eq(practiceCards.userId, userId),
    selectionFilter(selection, userId),
    lte(practiceCards.dueAt, now),
  );
  const [dueCount] = await db
    .select({ n: count() })
    .from(practiceCards)
    .innerJoin(questions, eq(questions.id, practiceCards.questionId))
    .where(dueFilter);
  const due = await cardDueBy(db, userId, selection, now);
  const fresh = due ? undefined : await newQuestion(db, userId, selection);
  const ahead =
    due || fresh
      ? undefined
      : await cardDueBy(db, userId, selection, new Date(now.getTime() + LEARN_AHEAD_MS), true);
  const question = due ?? fresh ?? ahead;
  let nextDueAt: string | null = null;
  if (!question) {
    const [next] = await db
      .select({ dueAt: practiceCards.dueAt })
      .from(practiceCards)
      .innerJoin(questions, eq(questions.id, practiceCards.questionId))
      .where(
        and(
          eq(practiceCards.userId, userId),
          selectionFilter(selection, userId),
          gt(practiceCards.dueAt, now),
        ),
      )
      .orderBy(asc(practiceCards.dueAt))
      .limit(1);
    nextDueAt = next?.dueAt.toISOString() ?? null;
  }
  return {
    question: question ? toQuestionView(question, undefined, locale) : null,
    review: Boolean(due ?? ahead),
    dueCount: dueCount?.n ?? 0,
    nextDueAt,
  };
}

const storedCard = (card: Card) => ({
  ...card,
  due: card.due.toISOString(),
  last_review: card.last_review?.toISOString() ?? null,
});

const restoredCard = (stored: Record<string, unknown>): Card =>
  TypeConvert.card({ ...stored, last_review: stored.last_review ?? undefined } as unknown as Card);

/** Checks the answer, moves the learner's card on the FSRS schedule and answers with the key and explanation. */
export async function answerQuestion(
  db: Database,
  userId: string,
  answer: PracticeAnswerRequest,
  locale: Locale = SOURCE_LOCALE,
  now = new Date(),
) {
  const [question] = await db
    .select()
    .from(questions)
    .where(and(eq(questions.id, answer.questionId), isNull(questions.archivedAt)));
  if (!question) throw new AppError('NOT_FOUND', QUESTION_NOT_FOUND);
  await assertTopicOpen(db, userId, question.topic as PracticeTopic);
  const [inTest] = await db
    .select({ one: sql`1` })
    .from(questions)
    .where(and(eq(questions.id, question.id), inOpenMockAttempt(userId)));
  if (inTest) throw new AppError('CONFLICT', QUESTION_IN_OPEN_ATTEMPT);
  const given = checkAnswerShape(question, answer.selected ?? [], answer.value ?? null);
  const correct = given.outcome === 'correct';
  const rating = !correct ? Rating.Again : answer.unsure ? Rating.Hard : Rating.Good;

  const card = await db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(practiceCards)
      .where(and(eq(practiceCards.userId, userId), eq(practiceCards.questionId, question.id)))
      .for('update');
    const before = existing ? restoredCard(existing.fsrs) : createEmptyCard(now);
    const after = scheduler.next(before, now, rating).card;
    const values = {
      dueAt: after.due,
      fsrs: storedCard(after),
      lastCorrect: correct,
      answers: (existing?.answers ?? 0) + 1,
      correctAnswers: (existing?.correctAnswers ?? 0) + (correct ? 1 : 0),
      updatedAt: now,
    };
    await tx
      .insert(practiceCards)
      .values({
        userId,
        questionId: question.id,
        topic: question.topic,
        subtopic: question.subtopic,
        ...values,
      })
      .onConflictDoUpdate({ target: [practiceCards.userId, practiceCards.questionId], set: values });
    return after;
  });

  return {
    correct,
    correctOptions: question.kind === 'numeric' ? [] : question.correct,
    numericAnswer: question.kind === 'numeric' ? question.numericAnswer : null,
    explanation: questionTextsIn(question, locale).explanation,
    nextReviewAt: card.due.toISOString(),
  };
}

const emptyCounts = { seen: 0, mastered: 0, due: 0, answers: 0, correctAnswers: 0 };
type Counts = typeof emptyCounts & { questionCount: number };

const summary = ({ answers, correctAnswers, ...counts }: Counts) => ({
  ...counts,
  accuracy: answers > 0 ? Math.round((correctAnswers / answers) * 100) : null,
});

const add = (total: Counts, part: Counts): Counts => ({
  questionCount: total.questionCount + part.questionCount,
  seen: total.seen + part.seen,
  mastered: total.mastered + part.mastered,
  due: total.due + part.due,
  answers: total.answers + part.answers,
  correctAnswers: total.correctAnswers + part.correctAnswers,
});

/**
 * Every topic with its subtopics, question counts and, for a learner, how far they are: seen, mastered (last
 * answer right and graduated to FSRS review), due now, and accuracy over all their answers.
 */
export async function topicSummaries(db: Database, userId: string | undefined, now = new Date()) {
  const bank = await db
    .select({ topic: questions.topic, subtopic: questions.subtopic, n: count() })
    .from(questions)
    .where(isNull(questions.archivedAt))
    .groupBy(questions.topic, questions.subtopic)
    .orderBy(asc(questions.subtopic));
  const progress = userId
    ? await db
        .select({
          topic: questions.topic,
          subtopic: questions.subtopic,
          seen: sql<number>`count(*)::int`,
          mastered: sql<number>`(count(*) filter (where ${practiceCards.lastCorrect} and (${practiceCards.fsrs}->>'state')::int = ${State.Review}))::int`,
          due: sql<number>`(count(*) filter (where ${practiceCards.dueAt} <= ${now.toISOString()}))::int`,
          answers: sql<number>`sum(${practiceCards.answers})::int`,
          correctAnswers: sql<number>`sum(${practiceCards.correctAnswers})::int`,
        })
        .from(practiceCards)
        .innerJoin(questions, eq(questions.id, practiceCards.questionId))
        .where(and(eq(practiceCards.userId, userId), isNull(questions.archivedAt)))
        .groupBy(questions.topic, questions.subtopic)
    : [];
  const progressOf = new Map(progress.map((row) => [`${row.topic}\u0000${row.subtopic}`, row]));
  const gates = await topicGates(db, userId);

  return PRACTICE_TOPICS.map((topic: PracticeTopic) => {
    const subtopics = bank
      .filter((row) => row.topic === topic)
      .map((row) => {
        const mine = progressOf.get(`${row.topic}\u0000${row.subtopic}`);
        const counts: Counts = {
          questionCount: row.n,
          seen: mine?.seen ?? 0,
          mastered: mine?.mastered ?? 0,
          due: mine?.due ?? 0,
          answers: mine?.answers ?? 0,
          correctAnswers: mine?.correctAnswers ?? 0,
        };
        return { name: row.subtopic, counts };
      });
    const total = subtopics.reduce((sum, entry) => add(sum, entry.counts), {
      questionCount: 0,
      ...emptyCounts,
    });
    const gate = gates.get(topic);
    return {
      topic,
      label: PRACTICE_TOPIC_LABELS[topic],
      locked: gate?.locked ?? false,
      programmes: gate?.programmes ?? [],
      ...summary(total),
      subtopics: subtopics.map((entry) => ({ name: entry.name, ...summary(entry.counts) })),
    };
  });
}
