import {
  ACCOUNT_MESSAGES,
  type RegisterRequest,
  type User,
  ZUserDataResponseSchema,
} from '@pathshala/shared/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setSessionUser } from '@/lib/auth';
import { AccountError } from '../utils/error-message';
import { login } from './login';

/** 201 creates the account but sets no cookie; an answer without the new learner counts as a failure. */
export async function register(details: RegisterRequest): Promise<User> {
  const payload = await api.post('/api/user/register', details);
  const parsed = ZUserDataResponseSchema.safeParse(payload);
  if (!parsed.success) throw new AccountError(ACCOUNT_MESSAGES.registrationFailed);
  return parsed.data.data;
}

/** Spec §7: a successful registration is followed by an automatic login with the same credentials. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (details: RegisterRequest) => {
      await register(details);
      return login({ email: details.email, password: details.password });
    },
    onSuccess: (user) => setSessionUser(queryClient, user),
  });
}
