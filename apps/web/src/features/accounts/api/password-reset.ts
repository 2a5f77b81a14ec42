import { type ForgotPasswordRequest, ZMessageResponseSchema } from '@pathshala/shared/accounts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Always answers the same message: whether the address has an account is not for the form to tell. */
export async function requestPasswordReset(input: ForgotPasswordRequest): Promise<string> {
  return (
    await api.post('/api/user/forgotPassword', input, {
      schema: import.meta.env.DEV ? ZMessageResponseSchema : undefined,
    })
  ).message;
}

export async function resetPassword(input: { token: string; newPassword: string }): Promise<string> {
  return (
    await api.post('/api/user/resetPassword', input, {
      schema: import.meta.env.DEV ? ZMessageResponseSchema : undefined,
    })
  ).message;
}

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
