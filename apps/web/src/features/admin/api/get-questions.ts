import {
  type AdminQuestion,
  type AdminQuestionsQuery,
  ZAdminQuestionsResponseSchema,
} from '@pathshala/shared/admin-practice';
import { useQuery } from '@tanstack/react-query';
import type { ListParams, Page } from '../utils/list-params';
import { fetchPage, pageQueryOptions } from './list-page';

export type QuestionsSort = AdminQuestionsQuery['sort'];
export type QuestionsParams = ListParams<QuestionsSort> &
  Partial<Pick<AdminQuestionsQuery, 'topic' | 'difficulty' | 'kind' | 'archived'>>;

/** The question bank with keys: search prompt, key or subtopic; filter by topic, difficulty, kind, archived. */
export const getQuestions = (params: QuestionsParams): Promise<Page<AdminQuestion>> =>
  fetchPage('/api/admin/questions', params, import.meta.env.DEV ? ZAdminQuestionsResponseSchema : undefined);

export const questionsQueryOptions = (params: QuestionsParams) =>
  pageQueryOptions(['admin', 'questions'], params, getQuestions);

export function useQuestions(params: QuestionsParams) {
  return useQuery(questionsQueryOptions(params));
}
