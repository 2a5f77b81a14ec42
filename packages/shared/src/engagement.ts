import { z } from 'zod';
import { POSITION_CATEGORIES } from './engagement-constants.ts';
import { text } from './text.ts';

export { POSITION_CATEGORIES } from './engagement-constants.ts';

export type PositionCategory = (typeof POSITION_CATEGORIES)[number];

/** An open position (careers page; "internship position" on the server). Applications go to /internship/{title}. */
export const ZPositionSchema = z.object({
  _id: z.string(),
  id: z.string(),
  title: z.string(),
  category: z.enum(POSITION_CATEGORIES),
  detailedDescription: z.string(),
});
export type Position = z.infer<typeof ZPositionSchema>;

/** GET /api/internships/getInternships (contract.md: `data.internships[]`). */
export const ZGetInternshipsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ internships: z.array(ZPositionSchema) }),
});

// ── Forms (spec §5): the browser forms and the API routes use these same schemas, message for message ──────

export { ENGAGEMENT_MESSAGES } from './engagement-constants.ts';

/** A simple address pattern, as the spec's forms use (one @, a dot in the domain, no spaces). */
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const LETTERS_AND_SPACES = /^[A-Za-z\s]+$/;
const DIGITS = /^\d+$/;

const isUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/** An optional link: empty, or an http(s) URL. */
const optionalUrl = (message: string) =>
  text({ label: 'Link' })
    .trim()
    .max(500, message)
    .refine((value) => value === '' || isUrl(value), message)
    .default('');

export const ZContactRequestSchema = z.object({
  fullName: text({ message: 'Name is required', label: 'Name' }).trim().min(1, 'Name is required').max(100),
  email: text({ message: 'Email is required', label: 'Email' })
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Invalid email format')
    .regex(SIMPLE_EMAIL, 'Invalid email format'),
  message: text({ message: 'Message is required', label: 'Message', multiline: true })
    .trim()
    .min(1, 'Message is required')
    .max(5000, 'Message must be at most 5000 characters'),
});
export type ContactRequest = z.infer<typeof ZContactRequestSchema>;

// ── Career application (/internship/:title → POST /api/internship/apply) ─────────────────────────────────

export const CAREER_YEARS = [
  'first year',
  'second year',
  'third year',
  'fourth year',
  'experienced',
] as const;
export const CAREER_RESUME = {
  maxBytes: 10 * 1024 * 1024,
  kinds: ['pdf', 'doc', 'docx'] as const,
  accept:
    '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  messages: {
    required: 'Resume is required',
    type: 'Invalid file type. Allowed: PDF, DOC, DOCX',
    size: 'File size exceeds 10MB.',
  },
} as const;

/** The text fields of the career form; unknown extra fields (some clients send `collegeUniversity`) are ignored. */
export const ZCareerApplicationSchema = z.object({
  name: text({ message: 'Full Name is required', label: 'Name' })
    .trim()
    .min(1, 'Full Name is required')
    .max(100, 'Name should contain only letters and spaces')
    .regex(LETTERS_AND_SPACES, 'Name should contain only letters and spaces'),
  email: text({ message: 'Invalid email format', label: 'Email' })
    .trim()
    .max(254, 'Invalid email format')
    .regex(SIMPLE_EMAIL, 'Invalid email format'),
  mobileNo: text({ message: 'Enter a valid Contact Number', label: 'Contact number' })
    .trim()
    .regex(DIGITS, 'Enter a valid Contact Number')
    .length(10, 'Contact number must be 10 digits'),
  college: text({ message: 'College is required', label: 'College' })
    .trim()
    .min(1, 'College is required')
    .max(200, 'College name should contain only letters and spaces')
    .regex(LETTERS_AND_SPACES, 'College name should contain only letters and spaces'),
  year: z.enum(CAREER_YEARS, { message: 'Year is required' }),
  github: optionalUrl('Invalid URL'),
  position: text({ message: 'Position is required', label: 'Position' })
    .trim()
    .min(1, 'Position is required')
    .max(200, 'Position is too long'),
});
export type CareerApplication = z.infer<typeof ZCareerApplicationSchema>;

// ── Internship application (/internships → POST /api/internshipapplication/applyforinternship) ────────────

/** Spec §3: the 12 listings of the form page (only title and department are shown there). */
export const INTERNSHIP_LISTINGS = [
  {
    id: 1,
    title: 'Frontend Developer Intern',
    department: 'Web Development',
    duration: '3 months',
    location: 'Remote',
    deadline: '2025-05-15',
  },
  {
    id: 2,
    title: 'Marketing Assistant',
    department: 'Digital Marketing',
    duration: '6 months',
    location: 'On-site',
    deadline: '2025-05-10',
  },
  {
    id: 3,
    title: 'Data Analyst Intern',
    department: 'Data Science',
    duration: '4 months',
    location: 'Hybrid',
    deadline: '2025-05-30',
  },
  {
    id: 4,
    title: 'UX/UI Design Intern',
    department: 'Design',
    duration: '3 months',
    location: 'Remote',
    deadline: '2025-06-05',
  },
  {
    id: 5,
    title: 'Business Development Intern',
    department: 'Sales',
    duration: '6 months',
    location: 'On-site',
    deadline: '2025-06-15',
  },
  {
    id: 6,
    title: 'Content Writer Intern',
    department: 'Content Creation',
    duration: '4 months',
    location: 'Remote',
    deadline: '2025-05-08',
  },
  {
    id: 7,
    title: 'Software Development Intern',
    department: 'Software Engineering',
    duration: '5 months',
    location: 'Hybrid',
    deadline: '2025-06-20',
  },
  {
    id: 8,
    title: 'Backend Development Intern',
    department: 'Web Development',
    duration: '4 months',
    location: 'Remote',
    deadline: '2025-06-25',
  },
  {
    id: 9,
    title: 'React Developer Intern',
    department: 'Web Development',
    duration: '4 months',
    location: 'Remote',
    deadline: '2025-06-25',
  },
  {
    id: 10,
    title: 'NodeJs Developer Intern',
    department: 'Web Development',
    duration: '4 months',
    location: 'Remote',
    deadline: '2025-06-25',
  },
  {
    id: 11,
    title: 'MERN Stack Developer Intern',
    department: 'Web Development',
    duration: '4 months',
    location: 'Remote',
    deadline: '2025-06-25',
  },
  {
    id: 12,
    title: 'Machine Learning Intern',
    department: 'Web Development',
    duration: '4 months',
    location: 'Remote',
    deadline: '2025-06-25',
  },
] as const;
const LISTING_IDS = new Set<number>(INTERNSHIP_LISTINGS.map((listing) => listing.id));

export const YEARS_OF_STUDY = [
  { value: '1', label: '1st Year' },
  { value: '2', label: '2nd Year' },
  { value: '3', label: '3rd Year' },
  { value: '4', label: '4th Year' },
  { value: '5+', label: '5th Year or Above' },
] as const;

export const MOTIVATION_MIN = 50;
export const MOTIVATION_MAX = 500;
export const INTERNSHIP_RESUME = {
  maxBytes: 2 * 1024 * 1024,
  kinds: ['pdf'] as const,
  accept: '.pdf,application/pdf',
  messages: { type: 'Only PDF files are accepted', size: 'File size must be less than 2MB' },
} as const;

/** The live count under the motivation box (the label says words; the rule counts characters, spec §5). */
export const countWords = (value: string) => value.trim().split(/\s+/).filter(Boolean).length;

const fullName = text({ message: 'Name must be at least 2 characters', label: 'Name' })
  .trim()
  .min(2, 'Name must be at least 2 characters')
  .max(100, 'Only alphabets and spaces are allowed')
  .regex(LETTERS_AND_SPACES, 'Only alphabets and spaces are allowed');

/** Fields both the browser form and the API check the same way. */
const internshipFields = {
  fullName,
  email: text({ message: 'Please enter a valid email address', label: 'Email' })
    .trim()
    .max(254, 'Please enter a valid email address')
    .regex(SIMPLE_EMAIL, 'Please enter a valid email address'),
  phoneNumber: text({ message: 'Phone number must be exactly 10 digits', label: 'Phone number' })
    .trim()
    .regex(/^\d{10}$/, 'Phone number must be exactly 10 digits'),
  university: text({ message: 'Please enter your university/college name', label: 'University' })
    .trim()
    .min(2, 'Please enter your university/college name')
    .max(200, 'Only alphabets and spaces are allowed')
    .regex(LETTERS_AND_SPACES, 'Only alphabets and spaces are allowed'),
  program: text({ message: 'Please enter your program/course', label: 'Program' })
    .trim()
    .min(2, 'Please enter your program/course')
    .max(200, 'Please enter your program/course'),
  yearOfStudy: z
    .enum(['1', '2', '3', '4', '5+'], { message: 'Please choose your year of study' })
    .default('1'),
  linkedinUrl: optionalUrl('Please enter a valid URL'),
  portfolioUrl: optionalUrl('Please enter a valid URL'),
  motivation: text({ message: 'Please write at least 50 characters', label: 'Motivation', multiline: true })
    .trim()
    .min(MOTIVATION_MIN, 'Please write at least 50 characters')
    .max(MOTIVATION_MAX, 'Please write at most 500 characters'),
};

const internshipIds = z
  .array(z.coerce.number().int())
  .refine((ids) => ids.length > 0, 'Please select at least one internship')
  .refine((ids) => ids.every((id) => LISTING_IDS.has(id)), 'Please select at least one internship');

/** The browser form: internships as a list of chosen ids, consent as a checkbox. */
export const ZInternshipFormSchema = z.object({
  ...internshipFields,
  internships: internshipIds,
  consent: z.literal(true, { message: 'You must agree to the terms and conditions' }),
});
export type InternshipForm = z.input<typeof ZInternshipFormSchema>;

const present = (value: unknown) => typeof value === 'string' && value.trim() !== '' && value !== 'undefined';

/**
 * The multipart fields as they arrive: `collegeUniversity` or the spec's `university`, `programCourse` or
 * `program`, `internshipSelection` comma-joined ('1,3'), consent as the string 'true'. Unknown fields are ignored.
 */
export const ZInternshipApplicationSchema = z.preprocess(
  (raw) => {
    if (raw === null || typeof raw !== 'object') return raw;
    const fields = raw as Record<string, unknown>;
    const selection = typeof fields.internshipSelection === 'string' ? fields.internshipSelection : '';
    return {
      ...fields,
      university: present(fields.collegeUniversity) ? fields.collegeUniversity : fields.university,
      program: present(fields.programCourse) ? fields.programCourse : fields.program,
      internships: selection
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
      consent: fields.consent === 'true' || fields.consent === true,
    };
  },
  z.object({
    ...internshipFields,
    university: internshipFields.university.default(''),
    program: internshipFields.program.default(''),
    internships: internshipIds,
    consent: z.literal(true, { message: 'You must agree to the terms and conditions' }),
  }),
);
export type InternshipApplication = z.infer<typeof ZInternshipApplicationSchema>;

/** 201 for every form (spec §9); the id lets support find the submission. */
export const ZSubmittedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ id: z.string() }),
});

export const ZNewsletterStatusResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ newsLetterStatus: z.object({ newsletterSubscribe: z.boolean() }) }),
});
export const ZNewsletterToggleResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ newsletterSubscribe: z.boolean() }),
});
