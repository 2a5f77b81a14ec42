import { type AdminUser, type SetUserRoleRequest, ZAdminUserResponseSchema } from '@pathshala/shared/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AdminUserDetail } from './get-user';

interface SetUserRoleInput {
  userId: string;
  change: SetUserRoleRequest;
}

/** 409 for one's own role, a profile linked to another account, or a closed account (docs/admin-api.md). */
export async function setUserRole({ userId, change }: SetUserRoleInput): Promise<AdminUser> {
  const response = await api.put(`/api/admin/users/${encodeURIComponent(userId)}/role`, change, {
    schema: import.meta.env.DEV ? ZAdminUserResponseSchema : undefined,
  });
  return response.data;
}

/** The saved user replaces the one on screen; every table (and the audit log) reloads. */
export function useSetUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserRole,
    onSuccess: (user) => {
      queryClient.setQueryData<AdminUserDetail>(['admin', 'user', user.id], (detail) =>
        detail ? { ...detail, user } : detail,
      );
      return queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}
