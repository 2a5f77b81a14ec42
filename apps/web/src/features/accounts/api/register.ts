import type { RegisterRequest, User } from '@pathshala/shared/accounts';
import { ACCOUNT_MESSAGES } from '@pathshala/shared/accounts-constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setSessionUser } from '@/lib/auth';
import { AccountError } from '../utils/error-message';
import { login } from './login';

/** 201 creates the account but sets no cookie; an answer without the new learner counts as a failure. */
export async function register(details: RegisterRequest): Promise<User> {
  const payload = await api.post('/api/user/register', details);
  // Checked by hand rather than with the schema: zod stays out of the sign-up page's first load (ADR 010).
  const user = (payload as { success?: unknown; data?: Partial<User> } | undefined)?.data;
  if (typeof user?.id !== 'string' || typeof user.email !== 'string') {
    throw new AccountError(ACCOUNT_MESSAGES.registrationFailed);
  }
  return user as User;
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
