import { ZAdminUserDetailResponseSchema } from '@pathshala/shared/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type AdminUserDetail = z.infer<typeof ZAdminUserDetailResponseSchema>['data'];

/** A user with their latest 50 orders and the progress of each course they hold. */
export async function getAdminUser(userId: string): Promise<AdminUserDetail> {
  const response = await api.get(`/api/admin/users/${encodeURIComponent(userId)}`, {
    schema: import.meta.env.DEV ? ZAdminUserDetailResponseSchema : undefined,
  });
  return response.data;
}

export const adminUserQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ['admin', 'user', userId], queryFn: () => getAdminUser(userId) });

export function useAdminUser(userId: string) {
  return useQuery(adminUserQueryOptions(userId));
}
