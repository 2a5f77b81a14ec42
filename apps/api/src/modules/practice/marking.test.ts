import { describe, expect, it } from 'vitest';
import { moveOn, remainingSeconds, settleClock } from './clock.ts';
import {
  type KeyedQuestion,
  marksFor,
  outcomeOf,
  percentileOf,
  roundMarks,
  weakestSubtopics,
} from './marking.ts';

const single = { kind: 'single', correct: [2], numericAnswer: null, numericTolerance: 0 };
const multiple = { kind: 'multiple', correct: [0, 3], numericAnswer: null, numericTolerance: 0 };
const numeric = { kind: 'numeric', correct: [], numericAnswer: 7.2, numericTolerance: 0.01 };
const marking = { marksPerQuestion: 1, negativeMarks: 0.25 };
const score = (question: KeyedQuestion, selected: number[], value: number | null = null) => {
  const outcome = outcomeOf(question, { selected, value });
  return [outcome, marksFor(question, outcome, marking)];
};

describe('marking', () => {
  it('scores single choice with negative marking and nothing for a skip', () => {
    expect(score(single, [2])).toEqual(['correct', 1]);
    expect(score(single, [1])).toEqual(['wrong', -0.25]);
    expect(score(single, [])).toEqual(['unanswered', 0]);
    expect(outcomeOf(single, undefined)).toBe('unanswered');
  });

  it('gives multiple choice marks only for exactly the key, in any order', () => {
    expect(score(multiple, [3, 0])).toEqual(['correct', 1]);
    expect(score(multiple, [0])).toEqual(['wrong', -0.25]);
    expect(score(multiple, [0, 3, 1])).toEqual(['wrong', -0.25]);
    expect(score(multiple, [])).toEqual(['unanswered', 0]);
  });

  it('accepts a numeric answer within the tolerance and never takes marks off for one', () => {
    expect(score(numeric, [], 7.2)).toEqual(['correct', 1]);
    expect(score(numeric, [], 7.21)).toEqual(['correct', 1]);
    expect(score(numeric, [], 7.22)).toEqual(['wrong', 0]);
    expect(score(numeric, [], null)).toEqual(['unanswered', 0]);
  });

  it('adds quarter marks exactly', () => {
    const total = [1, -0.25, -0.25, 1, -0.25, 0].reduce((sum, marks) => sum + marks, 0);
    expect(roundMarks(total)).toBe(1.25);
  });
});

describe('percentile', () => {
  it('is the share scoring the same or less, so ties share one and the top is 100', () => {
    const scores = [10, 20, 20, 30];
    expect(percentileOf(30, scores)).toBe(100);
    expect(percentileOf(20, scores)).toBe(75);
    expect(percentileOf(10, scores)).toBe(25);
    expect(percentileOf(5, [5, 5, 5])).toBe(100);
    expect(percentileOf(12, [12])).toBe(100);
    expect(percentileOf(1, [1, 2, 3])).toBe(33.33);
  });
});

describe('weakest subtopics', () => {
  it('lists the lowest accuracy first and leaves out the ones answered fully right', () => {
    const weakest = weakestSubtopics([
      { topic: 'quantitative-aptitude', subtopic: 'Percentages', correct: 3, total: 3 },
      { topic: 'quantitative-aptitude', subtopic: 'Time and work', correct: 1, total: 4 },
      { topic: 'logical-reasoning', subtopic: 'Clocks', correct: 0, total: 1 },
      { topic: 'verbal-ability', subtopic: 'Synonyms', correct: 1, total: 2 },
    ]);
    expect(weakest.map((entry) => [entry.subtopic, entry.accuracy])).toEqual([
      ['Clocks', 0],
      ['Time and work', 25],
      ['Synonyms', 50],
    ]);
  });
});

describe('attempt clock', () => {
  const start = new Date('2026-11-25T10:00:00Z');
  const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);
  const clock = { sectionSeconds: [1500, 1200, 900], currentSection: 0, sectionStartedAt: start };

  it('runs the sections back to back when nobody is there', () => {
    expect(settleClock(clock, at(10))).toMatchObject({
      currentSection: 0,
      sectionEndsAt: at(1500),
      expiresAt: at(3600),
    });
    expect(settleClock(clock, at(1500))).toMatchObject({ currentSection: 1, sectionStartedAt: at(1500) });
    expect(settleClock(clock, at(2800))).toMatchObject({ currentSection: 2, sectionEndsAt: at(3600) });
    expect(settleClock(clock, at(3600))).toMatchObject({ currentSection: null, expiresAt: at(3600) });
    expect(remainingSeconds(settleClock(clock, at(2800)).sectionEndsAt, at(2800))).toBe(800);
  });

  it('starts the next section at once when the learner moves on early', () => {
    const moved = moveOn(clock, at(600));
    expect(moved).toMatchObject({ currentSection: 1, sectionStartedAt: at(600), expiresAt: at(600 + 2100) });
    const last = moveOn({ ...clock, currentSection: 2, sectionStartedAt: at(600) }, at(700));
    expect(last).toMatchObject({ currentSection: null, expiresAt: at(700) });
  });
});
