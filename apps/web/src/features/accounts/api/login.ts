import { type LoginRequest, type User, ZUserDataResponseSchema } from '@pathshala/shared/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setSessionUser } from '@/lib/auth';

/** 200 sets the session cookie; the learner is in `data` (spec §7). */
export async function login(credentials: LoginRequest): Promise<User> {
  const response = await api.post('/api/user/login', credentials, {
    schema: import.meta.env.DEV ? ZUserDataResponseSchema : undefined,
  });
  return response.data;
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => setSessionUser(queryClient, user),
  });
}
