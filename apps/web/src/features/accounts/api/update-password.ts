import { type ZChangePasswordFormSchema, ZMessageResponseSchema } from '@pathshala/shared/accounts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

/** The browser form: old, new and a confirmation that must match (spec §5). */
export type ChangePasswordInput = z.input<typeof ZChangePasswordFormSchema>;

/** 200 with a message; the server renews this session's cookie and ends every other session. */
export async function updatePassword({ oldPassword, newPassword }: ChangePasswordInput): Promise<string> {
  const response = await api.post(
    '/api/user/updatePassword',
    { oldPassword, newPassword },
    { schema: import.meta.env.DEV ? ZMessageResponseSchema : undefined },
  );
  return response.message;
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
