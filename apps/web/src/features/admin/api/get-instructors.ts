import { type AdminInstructor, ZAdminInstructorsResponseSchema } from '@pathshala/shared/admin-courses';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ListParams, Page } from '../utils/list-params';
import { toQueryString } from '../utils/query-string';

export type InstructorsSort = 'name' | 'createdAt';
/** `unlinked: 'true'`: only profiles no account teaches as yet. */
export type InstructorsParams = ListParams<InstructorsSort> & { unlinked?: 'true' | 'false' };

export async function getInstructors(params: InstructorsParams): Promise<Page<AdminInstructor>> {
  const response = await api.get(`/api/admin/instructors${toQueryString(params)}`, {
    schema: import.meta.env.DEV ? ZAdminInstructorsResponseSchema : undefined,
  });
  return response.data;
}

export const instructorsQueryOptions = (params: InstructorsParams) =>
  queryOptions({
    queryKey: ['admin', 'instructors', params],
    queryFn: () => getInstructors(params),
    placeholderData: keepPreviousData,
  });

export function useInstructors(params: InstructorsParams) {
  return useQuery(instructorsQueryOptions(params));
}

/** The most a picker offers: the API's largest page, A to Z. */
const PICKER_PARAMS = { page: 1, pageSize: 100, sort: 'name', order: 'asc' } as const;

/**
 * Instructor profiles for a picker (the course editor's, the role editor's), as value and label, A to Z.
 * `unlinked`: only those no account teaches as yet.
 */
export function useInstructorOptions({ unlinked = false, enabled = true } = {}) {
  return useQuery({
    ...instructorsQueryOptions(unlinked ? { ...PICKER_PARAMS, unlinked: 'true' } : PICKER_PARAMS),
    placeholderData: undefined,
    enabled,
    select: (page) =>
      page.items.map((instructor) => ({
        value: instructor.id,
        label: instructor.designation ? `${instructor.name} · ${instructor.designation}` : instructor.name,
      })),
  });
}
