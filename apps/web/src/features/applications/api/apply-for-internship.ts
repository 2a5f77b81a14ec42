import type { ZInternshipFormSchema } from '@pathshala/shared/engagement';
import { INTERNSHIP_RESUME, USE_BUILDER_RESUME_FIELD } from '@pathshala/shared/engagement-constants';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

/** The checked form values (zod output), as the internship form hands them over. */
export type InternshipFormValues = z.output<typeof ZInternshipFormSchema>;

const PDF_MAGIC = '%PDF-';

/**
 * The checks the browser can make before any request (spec §5): a .pdf name (and a PDF type when the
 * browser gives one), a PDF header, and at most 2 MB. The server repeats them on the bytes.
 */
export async function internshipResumeProblem(file: File): Promise<string | null> {
  const namedPdf = file.name.toLowerCase().endsWith('.pdf');
  const typedPdf = file.type === '' || file.type === 'application/pdf';
  if (!namedPdf || !typedPdf) return INTERNSHIP_RESUME.messages.type;
  if (file.size > INTERNSHIP_RESUME.maxBytes) return INTERNSHIP_RESUME.messages.size;
  const header = await file.slice(0, PDF_MAGIC.length).text();
  return header === PDF_MAGIC ? null : INTERNSHIP_RESUME.messages.type;
}

export interface InternshipApplicationInput {
  values: InternshipFormValues;
  resume: File | null;
  /** Attach the learner's saved résumé from the builder (the server prints it now) instead of a file. */
  useBuilderResume?: boolean;
}

/**
 * Spec §3/§7: multipart to POST /api/internshipapplication/applyforinternship. The chosen listing ids go
 * comma-joined as `internshipSelection`; the `internships` array itself is not sent. 201 means success;
 * the body is not read.
 */
export async function applyForInternship({
  values,
  resume,
  useBuilderResume,
}: InternshipApplicationInput): Promise<void> {
  const form = new FormData();
  form.append('fullName', values.fullName);
  form.append('email', values.email);
  form.append('phoneNumber', values.phoneNumber);
  form.append('collegeUniversity', values.university);
  form.append('programCourse', values.program);
  form.append('yearOfStudy', values.yearOfStudy);
  form.append('linkedinUrl', values.linkedinUrl);
  form.append('portfolioUrl', values.portfolioUrl);
  form.append('motivation', values.motivation);
  form.append('consent', String(values.consent));
  form.append('internshipSelection', values.internships.join(','));
  if (useBuilderResume) form.append(USE_BUILDER_RESUME_FIELD, 'true');
  else if (resume) form.append('resume', resume, resume.name);
  await api.post('/api/internshipapplication/applyforinternship', form);
}

export function useApplyForInternship() {
  return useMutation({ mutationFn: applyForInternship });
}
