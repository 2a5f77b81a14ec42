import { z } from 'zod';
import { RESUME_LIMITS, RESUME_MESSAGES, RESUME_TEMPLATES } from './resume-constants.ts';
import { text } from './text.ts';

export * from './resume-constants.ts';

/**
 * The résumé builder: what a learner keeps, the templates it prints in, and the limits of every field. The
 * browser form and the API check the same schema, so both give the same messages.
 */

const isWebUrl = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
};

const line = (label: string, max: number, message: string) => text({ label }).trim().max(max, message);
const required = (label: string, max: number, requiredMessage: string, message: string) =>
  line(label, max, message).min(1, requiredMessage);
const optionalUrl = line('Link', RESUME_LIMITS.url, RESUME_MESSAGES.url).refine(
  (value) => value === '' || isWebUrl(value),
  RESUME_MESSAGES.url,
);
/** A year as typed (the form keeps text): empty, or four digits in the range. */
const optionalYear = text({ label: 'Year' })
  .trim()
  .refine((value) => {
    if (value === '') return true;
    if (!/^\d{4}$/.test(value)) return false;
    const year = Number(value);
    return year >= RESUME_LIMITS.yearMin && year <= RESUME_LIMITS.yearMax;
  }, RESUME_MESSAGES.year);

export const ZResumeLinkSchema = z.object({
  label: line('Link label', RESUME_LIMITS.linkLabel, RESUME_MESSAGES.linkLabel),
  url: optionalUrl.refine((value) => value !== '', RESUME_MESSAGES.url),
});

export const ZResumeContactSchema = z.object({
  name: required('Name', RESUME_LIMITS.name, RESUME_MESSAGES.nameRequired, RESUME_MESSAGES.nameLength),
  email: line('Email', RESUME_LIMITS.email, RESUME_MESSAGES.email).email(RESUME_MESSAGES.email),
  phone: line('Phone', RESUME_LIMITS.phone, RESUME_MESSAGES.phone).refine(
    (value) => value === '' || /^\+?[0-9][0-9 -]{6,18}[0-9]$/.test(value),
    RESUME_MESSAGES.phone,
  ),
  city: line('City', RESUME_LIMITS.city, RESUME_MESSAGES.city),
  links: z.array(ZResumeLinkSchema).max(RESUME_LIMITS.links, RESUME_MESSAGES.links),
});

export const ZResumeEducationSchema = z.object({
  college: required(
    'College',
    RESUME_LIMITS.college,
    RESUME_MESSAGES.collegeRequired,
    RESUME_MESSAGES.college,
  ),
  programme: line('Programme', RESUME_LIMITS.programme, RESUME_MESSAGES.programme),
  year: optionalYear,
  cgpa: text({ label: 'CGPA' })
    .trim()
    .refine(
      (value) => value === '' || (/^\d{1,2}(\.\d{1,2})?$/.test(value) && Number(value) <= 10),
      RESUME_MESSAGES.cgpa,
    ),
});

export const ZResumeProjectSchema = z.object({
  title: required(
    'Project title',
    RESUME_LIMITS.projectTitle,
    RESUME_MESSAGES.projectTitleRequired,
    RESUME_MESSAGES.projectTitle,
  ),
  link: optionalUrl,
  description: text({ label: 'Description', multiline: true })
    .trim()
    .max(RESUME_LIMITS.projectDescription, RESUME_MESSAGES.projectDescription),
});

export const ZResumeExperienceSchema = z.object({
  role: required('Role', RESUME_LIMITS.role, RESUME_MESSAGES.roleRequired, RESUME_MESSAGES.role),
  organisation: line('Organisation', RESUME_LIMITS.organisation, RESUME_MESSAGES.organisation),
  period: line('Period', RESUME_LIMITS.period, RESUME_MESSAGES.period),
  description: text({ label: 'Description', multiline: true })
    .trim()
    .max(RESUME_LIMITS.experienceDescription, RESUME_MESSAGES.experienceDescription),
});

export const ZResumeCertificationSchema = z.object({
  title: required(
    'Certificate title',
    RESUME_LIMITS.certificationTitle,
    RESUME_MESSAGES.certificationTitleRequired,
    RESUME_MESSAGES.certificationTitle,
  ),
  issuer: line('Issuer', RESUME_LIMITS.issuer, RESUME_MESSAGES.issuer),
  year: optionalYear,
  url: optionalUrl,
});

/** The whole résumé, as the builder saves it (PUT /api/resume) and the API keeps it. */
export const ZResumeSchema = z.object({
  template: z.enum(RESUME_TEMPLATES, { message: RESUME_MESSAGES.template }),
  /** The learner's permission to print practice results (problems solved, mock test bests) as achievements. */
  includePractice: z.boolean(),
  contact: ZResumeContactSchema,
  summary: text({ label: 'Summary', multiline: true })
    .trim()
    .max(RESUME_LIMITS.summary, RESUME_MESSAGES.summary),
  education: z.array(ZResumeEducationSchema).max(RESUME_LIMITS.education, RESUME_MESSAGES.education),
  skills: z
    .array(required('Skill', RESUME_LIMITS.skill, RESUME_MESSAGES.skillRequired, RESUME_MESSAGES.skill))
    .max(RESUME_LIMITS.skills, RESUME_MESSAGES.skills),
  projects: z.array(ZResumeProjectSchema).max(RESUME_LIMITS.projects, RESUME_MESSAGES.projects),
  experience: z.array(ZResumeExperienceSchema).max(RESUME_LIMITS.experience, RESUME_MESSAGES.experience),
  certifications: z
    .array(ZResumeCertificationSchema)
    .max(RESUME_LIMITS.certifications, RESUME_MESSAGES.certifications),
  achievements: z
    .array(
      required(
        'Achievement',
        RESUME_LIMITS.achievement,
        RESUME_MESSAGES.achievementRequired,
        RESUME_MESSAGES.achievement,
      ),
    )
    .max(RESUME_LIMITS.achievements, RESUME_MESSAGES.achievements),
});
export type Resume = z.output<typeof ZResumeSchema>;
export type ResumeInput = z.input<typeof ZResumeSchema>;

export const ZResumeStateSchema = z.object({
  resume: ZResumeSchema,
  /** False while the résumé is only the draft prefilled from the profile (nothing stored yet). */
  saved: z.boolean(),
  updatedAt: z.string().nullable(),
  /** Practice results the learner may allow on the résumé (printed only with `includePractice`). */
  practice: z.array(z.string()),
  /** A4 pages the PDF of the chosen template takes, as the server lays it out. */
  pages: z.number().int(),
});
export type ResumeState = z.infer<typeof ZResumeStateSchema>;

export const ZResumeResponseSchema = z.object({
  success: z.literal(true),
  data: ZResumeStateSchema,
});

export const ZResumePdfQuerySchema = z.object({
  template: z.enum(RESUME_TEMPLATES, { message: RESUME_MESSAGES.template }).optional(),
});
