import {
  type QuestionImportReport,
  type QuestionImportRequest,
  ZQuestionImportResponseSchema,
} from '@pathshala/shared/admin-practice';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * Questions from a JSON or CSV file. A dry run reports what would be created, changed or left, and each invalid
 * row; a real run writes all rows in one go, or nothing while any row is invalid.
 */
export async function importQuestions(request: QuestionImportRequest): Promise<QuestionImportReport> {
  const response = await api.post('/api/admin/questions/import', request, {
    schema: import.meta.env.DEV ? ZQuestionImportResponseSchema : undefined,
  });
  return response.data;
}

export function useImportQuestions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importQuestions,
    onSuccess: (report) =>
      report.dryRun ? undefined : queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
