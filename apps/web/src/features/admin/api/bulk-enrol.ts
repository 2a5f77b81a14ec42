import { type BulkEnrolmentRequest, ZBulkEnrolmentResponseSchema } from '@pathshala/shared/admin-people';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type BulkEnrolmentResult = z.infer<typeof ZBulkEnrolmentResponseSchema>['data'];

/**
 * A CSV of e-mails into one course. `dryRun: true` reports row by row and writes nothing; a real run is all or
 * nothing (409 counting the invalid rows) unless `skipInvalid`, which enrols the valid rows only.
 */
export async function bulkEnrol(request: BulkEnrolmentRequest): Promise<BulkEnrolmentResult> {
  const response = await api.post('/api/admin/enrolments/bulk', request, {
    schema: import.meta.env.DEV ? ZBulkEnrolmentResponseSchema : undefined,
  });
  return response.data;
}

export function useBulkEnrol() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkEnrol,
    onSuccess: (result) =>
      result.dryRun ? undefined : queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
