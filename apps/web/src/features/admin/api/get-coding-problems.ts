import {
  type AdminCodingProblemSummary,
  type AdminCodingProblemsQuery,
  ZAdminCodingProblemsResponseSchema,
} from '@pathshala/shared/admin-coding';
import { useQuery } from '@tanstack/react-query';
import type { ListParams, Page } from '../utils/list-params';
import { fetchPage, pageQueryOptions } from './list-page';

export type CodingProblemsSort = AdminCodingProblemsQuery['sort'];
export type CodingProblemsParams = ListParams<CodingProblemsSort> &
  Partial<Pick<AdminCodingProblemsQuery, 'difficulty' | 'state'>>;

/** Coding problems, drafts and published: search title or slug; filter by difficulty and state. */
export const getCodingProblems = (params: CodingProblemsParams): Promise<Page<AdminCodingProblemSummary>> =>
  fetchPage(
    '/api/admin/coding/problems',
    params,
    import.meta.env.DEV ? ZAdminCodingProblemsResponseSchema : undefined,
  );

export function useCodingProblems(params: CodingProblemsParams) {
  return useQuery(pageQueryOptions(['admin', 'coding-problems'], params, getCodingProblems));
}
