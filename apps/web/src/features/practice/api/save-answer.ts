import {
  type AttemptAnswerRequest,
  type AttemptQuestion,
  ZAttemptAnswerResponseSchema,
} from '@pathshala/shared/practice';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { env } from '@/config/env';
import { api } from '@/lib/api-client';
import { attemptMutationKey, attemptMutationScope, practiceKeys } from './practice-keys';
import type { TimedAttempt } from './timed-attempt';

export async function saveAnswer(attemptId: string, answer: AttemptAnswerRequest) {
  const response = await api.post(`/api/attempts/${encodeURIComponent(attemptId)}/answers`, answer, {
    schema: import.meta.env.DEV ? ZAttemptAnswerResponseSchema : undefined,
  });
  return response.data;
}

/**
 * A time-only save sent as the page goes away (closed, reloaded, hidden): `keepalive` lets the request outlive
 * the page, with the session cookie and the page's Origin like any other call (the API's cross-site guard
 * checks it). Nobody waits for the answer.
 */
export function saveTimeOnExit(attemptId: string, answer: AttemptAnswerRequest) {
  try {
    void fetch(`${env.API_URL}/api/attempts/${encodeURIComponent(attemptId)}/answers`, {
      method: 'POST',
      keepalive: true,
      credentials: 'include',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(answer),
    }).catch(() => undefined);
  } catch {
    // A browser without keepalive: the seconds are lost, as they were before.
  }
}

/** A save, and whether a failure should stay quiet (a time-only save the learner did not ask for). */
export interface AnswerSave {
  answer: AttemptAnswerRequest;
  quiet?: boolean;
}

/**
 * Saves in the order they were made (one mutation scope per attempt), showing each change at once: the screen
 * reflects the learner's answer while it travels, and a refused save is undone by fetching the attempt again.
 */
export function useSaveAnswer(attemptId: string, onError: (error: Error, save: AnswerSave) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    // Here rather than per call: a call's own callbacks run only for the latest of several saves in flight.
    onError,
    mutationKey: attemptMutationKey(attemptId),
    scope: attemptMutationScope(attemptId),
    mutationFn: ({ answer }: AnswerSave) => saveAnswer(attemptId, answer),
    onMutate: ({ answer }) => {
      queryClient.setQueryData<TimedAttempt>(practiceKeys.attempt(attemptId), (attempt) =>
        attempt
          ? {
              ...attempt,
              questions: attempt.questions.map(
                (question): AttemptQuestion =>
                  question.id === answer.questionId
                    ? {
                        ...question,
                        selected: answer.selected ?? question.selected,
                        value: answer.value === undefined ? question.value : answer.value,
                        markedForReview: answer.markedForReview ?? question.markedForReview,
                      }
                    : question,
              ),
            }
          : attempt,
      );
    },
  });
}
