import { CODING_TESTS_FIELD, ZAdminCodingProblemResponseSchema } from '@pathshala/shared/admin-coding';
import type { CodingLanguage } from '@pathshala/shared/coding-constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { storeCodingProblem } from './get-coding-problem';

const options = () => ({ schema: import.meta.env.DEV ? ZAdminCodingProblemResponseSchema : undefined });
const testsPath = (problemId: string) => `/api/admin/coding/problems/${encodeURIComponent(problemId)}`;

export interface UploadTestsInput {
  problemId: string;
  zip: File;
  /** "1, 2": the tests learners see. */
  samples: string;
  /** With a reference solution, the zip holds N.in files only and the judge writes the outputs. */
  reference?: { language: CodingLanguage; source: string };
}

/** Replaces every test: N.in/N.out pairs, or inputs whose outputs the reference solution gives. */
export async function uploadCodingTests({ problemId, zip, samples, reference }: UploadTestsInput) {
  const form = new FormData();
  form.set('samples', samples);
  if (reference) {
    form.set('language', reference.language);
    form.set('source', reference.source);
  }
  form.set(CODING_TESTS_FIELD, zip);
  const response = reference
    ? await api.post(`${testsPath(problemId)}/tests/generate`, form, options())
    : await api.put(`${testsPath(problemId)}/tests`, form, options());
  return { problem: response.data.problem, message: response.message ?? '' };
}

export function useUploadCodingTests() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadCodingTests,
    onSuccess: ({ problem }) => storeCodingProblem(queryClient, problem),
  });
}

export async function chooseCodingSamples({ problemId, samples }: { problemId: string; samples: number[] }) {
  const response = await api.put(`${testsPath(problemId)}/samples`, { samples }, options());
  return response.data.problem;
}

export function useChooseCodingSamples() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chooseCodingSamples,
    onSuccess: (problem) => storeCodingProblem(queryClient, problem),
  });
}
