import { type ContactRequest, ZSubmittedResponseSchema } from '@pathshala/shared/engagement';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Spec §7: the contact form as JSON; 201 means it was received. Returns the submission's id. */
export async function submitContact(request: ContactRequest): Promise<string> {
  const response = await api.post('/api/contactUs/bookAppointment', request, {
    schema: import.meta.env.DEV ? ZSubmittedResponseSchema : undefined,
  });
  return response.data.id;
}

export function useSubmitContact() {
  return useMutation({ mutationFn: submitContact });
}
