import { type AdminUser, ZAdminUserResponseSchema } from '@pathshala/shared/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AdminUserDetail } from './get-user';

/** Reopens an account closed less than 14 days ago; 409 once its data was erased. */
export async function reinstateUser(userId: string): Promise<AdminUser> {
  const response = await api.post(`/api/admin/users/${encodeURIComponent(userId)}/reinstate`, undefined, {
    schema: import.meta.env.DEV ? ZAdminUserResponseSchema : undefined,
  });
  return response.data;
}

export function useReinstateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reinstateUser,
    onSuccess: (user) => {
      queryClient.setQueryData<AdminUserDetail>(['admin', 'user', user.id], (detail) =>
        detail ? { ...detail, user } : detail,
      );
      return queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}
