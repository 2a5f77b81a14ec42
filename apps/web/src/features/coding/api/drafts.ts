import { type CodingDraft, ZCodingDraftResponseSchema } from '@pathshala/shared/coding';
import type { CodingLanguage } from '@pathshala/shared/coding-constants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { codingKeys } from './coding-keys';

const draftPath = (slug: string, language: CodingLanguage) =>
  `/api/coding/problems/${encodeURIComponent(slug)}/drafts/${language}`;

export async function getDraft(slug: string, language: CodingLanguage): Promise<CodingDraft | null> {
  const response = await api.get(draftPath(slug, language), {
    schema: import.meta.env.DEV ? ZCodingDraftResponseSchema : undefined,
  });
  return response.data.draft;
}

export async function saveDraft(
  slug: string,
  language: CodingLanguage,
  source: string,
): Promise<CodingDraft | null> {
  const response = await api.put(
    draftPath(slug, language),
    { source },
    {
      schema: import.meta.env.DEV ? ZCodingDraftResponseSchema : undefined,
    },
  );
  return response.data.draft;
}

/** The learner's saved code of this problem in this language (null: start from the template). */
export function useDraft(slug: string, language: CodingLanguage, enabled: boolean) {
  return useQuery({
    queryKey: codingKeys.draft(slug, language),
    queryFn: () => getDraft(slug, language),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useSaveDraft(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ language, source }: { language: CodingLanguage; source: string }) =>
      saveDraft(slug, language, source),
    // Switching away and back to the language opens what was saved, not what was loaded first.
    onSuccess: (draft, { language }) => queryClient.setQueryData(codingKeys.draft(slug, language), draft),
  });
}
