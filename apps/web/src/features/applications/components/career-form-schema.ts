import { ZCareerApplicationSchema } from '@pathshala/shared/engagement';
import { CAREER_RESUME } from '@pathshala/shared/engagement-constants';
import { z } from 'zod';
import { careerResumeProblem } from '../api/apply-for-position';

/**
 * The career form's rules: the shared text rules plus the resume — required, and PDF/DOC/DOCX of at most 10 MB
 * (spec §5). Its own module so the form can load it, and zod, on the first check (ADR 010).
 */
export const ZCareerFormSchema = ZCareerApplicationSchema.extend({
  resume: z
    .custom<File | null>()
    .superRefine((file, context) => {
      const problem = file instanceof File ? careerResumeProblem(file) : CAREER_RESUME.messages.required;
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .transform((file) => file as File),
});
