import type { ResumeState } from '@pathshala/shared/resume';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useUser } from '@/lib/auth';

/**
 * The signed-in learner's résumé from the builder (the same call and cache entry as /resume): the apply forms
 * offer to attach it, and prefill from it. Not asked for a visitor.
 */
export function useBuilderResume() {
  const { user } = useUser();
  return useQuery({
    queryKey: ['resume'],
    queryFn: async () => (await api.get<{ data: ResumeState }>('/api/resume')).data,
    enabled: Boolean(user),
    staleTime: 60_000,
  });
}

export interface ApplicantDetails {
  name: string;
  email: string;
  phone: string;
  college: string;
  programme: string;
  github: string;
  linkedin: string;
  portfolio: string;
}

/** What the apply forms can fill in for a signed-in learner: the account's details, then the résumé's. */
export function useApplicantDetails() {
  const { user } = useUser();
  const { data: state } = useBuilderResume();
  const saved = state?.saved ? state.resume : undefined;
  const education = saved?.education[0];
  const linkTo = (pattern: RegExp) => saved?.contact.links.find((link) => pattern.test(link.url))?.url ?? '';
  return {
    hasSavedResume: Boolean(saved),
    details: user
      ? ({
          name: user.name,
          email: user.email,
          phone: user.mobileNo,
          college: education?.college ?? '',
          programme: education?.programme ?? '',
          github: linkTo(/^https?:\/\/(www\.)?github\.com\//i),
          linkedin: linkTo(/^https?:\/\/([a-z]+\.)?linkedin\.com\//i),
          portfolio:
            saved?.contact.links.find((link) => !/github\.com|linkedin\.com/i.test(link.url))?.url ?? '',
        } satisfies ApplicantDetails)
      : null,
  };
}
