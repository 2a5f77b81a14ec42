import { type AdminInstructor, ZAdminInstructorsResponseSchema } from '@pathshala/shared/admin-courses';
import { useQuery } from '@tanstack/react-query';
import type { ListParams, Page } from '../utils/list-params';
import { fetchPage, pageQueryOptions } from './list-page';

export type InstructorsSort = 'name' | 'createdAt';
/** `unlinked: 'true'`: only profiles no account teaches as yet. */
export type InstructorsParams = ListParams<InstructorsSort> & { unlinked?: 'true' | 'false' };

export const getInstructors = (params: InstructorsParams): Promise<Page<AdminInstructor>> =>
  fetchPage(
    '/api/admin/instructors',
    params,
    import.meta.env.DEV ? ZAdminInstructorsResponseSchema : undefined,
  );

export const instructorsQueryOptions = (params: InstructorsParams) =>
  pageQueryOptions(['admin', 'instructors'], params, getInstructors);

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
