import type { AdminQuestion } from '@pathshala/shared/admin-practice';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { ADMIN_PAGE_SIZES } from '../utils/page-sizes';
import { getQuestions } from './get-questions';

/** Pages of matches read before giving up: a key is unique, and its own search finds it among the first. */
const PAGES_SEARCHED = 10;
/** The largest page the API gives. */
const PAGE_SIZE = Math.max(...ADMIN_PAGE_SIZES);

/**
 * One question by its key (unique, and fixed once created, so the editor's address survives a reload). The API
 * has no call for one question: the bank's search takes the key and the exact match is picked from its pages.
 */
export async function getQuestionByKey(key: string): Promise<AdminQuestion> {
  for (let page = 1; page <= PAGES_SEARCHED; page += 1) {
    const found = await getQuestions({
      page,
      pageSize: PAGE_SIZE,
      q: key,
      sort: 'key',
      order: 'asc',
    });
    const question = found.items.find((item) => item.key === key);
    if (question) return question;
    if (page * found.pageSize >= found.total) break;
  }
  throw new ApiError('Question not found', 404);
}

export const questionQueryOptions = (key: string) =>
  queryOptions({ queryKey: ['admin', 'questions', 'by-key', key], queryFn: () => getQuestionByKey(key) });

export function useQuestion(key: string) {
  return useQuery(questionQueryOptions(key));
}
