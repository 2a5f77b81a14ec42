import type { PracticeNextRequest } from '@pathshala/shared/practice';
import {
  PRACTICE_TOPICS,
  type PracticeTopic,
  practicePath,
  QUESTION_DIFFICULTIES,
  type QuestionDifficulty,
} from '@pathshala/shared/practice-constants';

const isTopic = (value: string | null): value is PracticeTopic =>
  value !== null && (PRACTICE_TOPICS as readonly string[]).includes(value);
const isDifficulty = (value: string | null): value is QuestionDifficulty =>
  value !== null && (QUESTION_DIFFICULTIES as readonly string[]).includes(value);

/** The practice selection in /practice's query string (`topic`, `subtopic`, `difficulty`), if it names a topic. */
export function readSelection(params: URLSearchParams): PracticeNextRequest | null {
  const topic = params.get('topic');
  if (!isTopic(topic)) return null;
  const subtopic = params.get('subtopic')?.trim();
  const difficulty = params.get('difficulty');
  return {
    topic,
    ...(subtopic ? { subtopic } : {}),
    ...(isDifficulty(difficulty) ? { difficulty } : {}),
  };
}

export const readDifficulty = (params: URLSearchParams) => {
  const difficulty = params.get('difficulty');
  return isDifficulty(difficulty) ? difficulty : undefined;
};

/** The link into a session: the shared `practicePath` (the result page's links) plus a difficulty. */
export function sessionPath({ topic, subtopic, difficulty }: PracticeNextRequest) {
  const path = practicePath(topic, subtopic);
  return difficulty ? `${path}&difficulty=${difficulty}` : path;
}
