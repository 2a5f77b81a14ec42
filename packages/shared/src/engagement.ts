import { z } from 'zod';
import {
  CAREER_YEARS,
  INTERNSHIP_LISTINGS,
  MOTIVATION_MAX,
  MOTIVATION_MIN,
  POSITION_CATEGORIES,
} from './engagement-constants.ts';
import { text } from './text.ts';

// Texts, limits and listings live in a module without zod, so pages can use them without it (ADR 010).
export * from './engagement-constants.ts';

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

const LISTING_IDS = new Set<number>(INTERNSHIP_LISTINGS.map((listing) => listing.id));

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
