import {
  type PracticeNext,
  type PracticeNextRequest,
  ZPracticeNextResponseSchema,
} from '@pathshala/shared/practice';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { practiceKeys } from './practice-keys';

/** The next question of a selection: a review that is due first, else a new one (no key in it). */
export async function getNextQuestion(selection: PracticeNextRequest): Promise<PracticeNext> {
  const response = await api.post('/api/practice/next', selection, {
    schema: import.meta.env.DEV ? ZPracticeNextResponseSchema : undefined,
  });
  return response.data;
}

/**
 * One question per `round`: the session bumps the round for "Next question". A round is asked once (a POST
 * that picks a question is not refetched behind the learner's back) and dropped as soon as it is left.
 */
export function useNextQuestion(userId: string, selection: PracticeNextRequest, round: number) {
  return useQuery({
    queryKey: practiceKeys.next(userId, selection, round),
    queryFn: () => getNextQuestion(selection),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
}
