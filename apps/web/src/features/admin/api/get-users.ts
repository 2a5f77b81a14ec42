import type { UserRole } from '@pathshala/shared/accounts-constants';
import { type AdminUser, ZAdminUsersResponseSchema } from '@pathshala/shared/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ListParams, Page } from '../utils/list-params';
import { toQueryString } from '../utils/query-string';

export type UsersSort = 'createdAt' | 'name' | 'email';
export type UsersParams = ListParams<UsersSort> & { role?: UserRole };

export async function getUsers(params: UsersParams): Promise<Page<AdminUser>> {
  const response = await api.get(`/api/admin/users${toQueryString(params)}`, {
    schema: import.meta.env.DEV ? ZAdminUsersResponseSchema : undefined,
  });
  return response.data;
}

export const adminUsersQueryOptions = (params: UsersParams) =>
  queryOptions({
    queryKey: ['admin', 'users', params],
    queryFn: () => getUsers(params),
    // The page on screen stays while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });

export function useAdminUsers(params: UsersParams) {
  return useQuery(adminUsersQueryOptions(params));
}
