import type { UserRole } from '@pathshala/shared/accounts-constants';
import { type AdminUser, ZAdminUsersResponseSchema } from '@pathshala/shared/admin';
import { useQuery } from '@tanstack/react-query';
import type { ListParams, Page } from '../utils/list-params';
import { fetchPage, pageQueryOptions } from './list-page';

export type UsersSort = 'createdAt' | 'name' | 'email';
export type UsersParams = ListParams<UsersSort> & { role?: UserRole };

export const getUsers = (params: UsersParams): Promise<Page<AdminUser>> =>
  fetchPage('/api/admin/users', params, import.meta.env.DEV ? ZAdminUsersResponseSchema : undefined);

export const adminUsersQueryOptions = (params: UsersParams) =>
  pageQueryOptions(['admin', 'users'], params, getUsers);

export function useAdminUsers(params: UsersParams) {
  return useQuery(adminUsersQueryOptions(params));
}
