import { ZMessageResponseSchema } from '@pathshala/shared/accounts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Closes the account (reinstatable for 14 days through support); the server signs out everywhere. */
export async function deleteAccount(): Promise<string> {
  const response = await api.delete('/api/user/delete', {
    schema: import.meta.env.DEV ? ZMessageResponseSchema : undefined,
  });
  return response.message;
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
