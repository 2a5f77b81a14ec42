import { ZCareerApplicationSchema } from '@pathshala/shared/engagement';
import { CAREER_RESUME } from '@pathshala/shared/engagement-constants';
import { z } from 'zod';
import { careerResumeProblem } from '../api/apply-for-position';

/**
 * The career form's rules: the shared text rules plus the resume — required, and PDF/DOC/DOCX of at most 10 MB
 * (spec §5). Its own module so the form can load it, and zod, on the first check (ADR 010).
 */
export const ZCareerFormSchema = ZCareerApplicationSchema.extend({
  /** A signed-in learner's choice to attach the résumé from the builder: then no file is needed. */
  useBuilderResume: z.boolean(),
  resume: z.custom<File | null>(),
}).superRefine(({ resume, useBuilderResume }, context) => {
  if (useBuilderResume === true) return;
  const problem = resume instanceof File ? careerResumeProblem(resume) : CAREER_RESUME.messages.required;
  if (problem) context.addIssue({ code: 'custom', message: problem, path: ['resume'] });
});
