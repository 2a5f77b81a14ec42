import { type CareerApplication, ZSubmittedResponseSchema } from '@pathshala/shared/engagement';
import { CAREER_RESUME, USE_BUILDER_RESUME_FIELD } from '@pathshala/shared/engagement-constants';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const RESUME_EXTENSION = /\.([a-z0-9]+)$/i;

/**
 * The checks the browser makes on the chosen resume (spec §5): PDF, DOC or DOCX by the file's extension, and
 * at most 10 MB. The server repeats them on the bytes.
 */
export function careerResumeProblem(file: File): string | null {
  const extension = RESUME_EXTENSION.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (!(CAREER_RESUME.kinds as readonly string[]).includes(extension)) return CAREER_RESUME.messages.type;
  if (file.size > CAREER_RESUME.maxBytes) return CAREER_RESUME.messages.size;
  return null;
}

export interface PositionApplicationInput {
  values: CareerApplication;
  /** The uploaded file, or null when the learner attaches the résumé from the builder instead. */
  resume: File | null;
}

/**
 * Spec §3/§7: multipart POST /api/internship/apply with name, email, mobileNo, college, year, github ('' when
 * absent), position and the resume file. The shared client sends cookies and Accept: application/json and
 * leaves Content-Type to the browser (multipart boundary). 201 means success.
 */
export async function applyForPosition({ values, resume }: PositionApplicationInput): Promise<void> {
  const form = new FormData();
  form.append('name', values.name);
  form.append('email', values.email);
  form.append('mobileNo', values.mobileNo);
  form.append('college', values.college);
  form.append('year', values.year);
  form.append('github', values.github ?? '');
  form.append('position', values.position);
  // The optional field older clients never send: the server prints the learner's saved résumé instead.
  if (resume) form.append('resume', resume, resume.name);
  else form.append(USE_BUILDER_RESUME_FIELD, 'true');
  await api.post('/api/internship/apply', form, {
    schema: import.meta.env.DEV ? ZSubmittedResponseSchema : undefined,
  });
}

export function useApplyForPosition() {
  return useMutation({ mutationFn: applyForPosition });
}
