import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  countWords,
  ZCareerApplicationSchema,
  ZContactRequestSchema,
  ZInternshipApplicationSchema,
  ZInternshipFormSchema,
} from './engagement.ts';

/** The first message for each field, as a form shows it under the field. */
function messages(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const found: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    found[field] ??= issue.message;
  }
  return found;
}

describe('contact form (spec §5)', () => {
  const valid = {
    fullName: 'Asha Verma',
    email: 'asha@example.com',
    message: 'When does the next batch start?',
  };

  it('accepts a complete message', () => {
    expect(ZContactRequestSchema.parse(valid)).toEqual(valid);
  });

  it.each([
    ['fullName', '', 'Name is required'],
    ['fullName', '   ', 'Name is required'],
    ['email', '', 'Email is required'],
    ['email', 'asha@example', 'Invalid email format'],
    ['email', 'asha example.com', 'Invalid email format'],
    ['message', '', 'Message is required'],
  ])('%s = %j → %s', (field, value, message) => {
    expect(messages(ZContactRequestSchema, { ...valid, [field]: value })[field]).toBe(message);
  });
});

describe('career form (spec §5)', () => {
  const valid = {
    name: 'Ravi Kumar',
    email: 'ravi@example.com',
    mobileNo: '9876543210',
    college: 'IIT Madras',
    year: 'third year',
    github: '',
    position: 'Frontend Developer Intern',
  };

  it('accepts a complete application, GitHub optional, and ignores unknown fields', () => {
    expect(ZCareerApplicationSchema.parse({ ...valid, collegeUniversity: 'undefined' })).toEqual(valid);
    expect(ZCareerApplicationSchema.parse({ ...valid, github: 'https://github.com/ravi' }).github).toBe(
      'https://github.com/ravi',
    );
  });

  it.each([
    ['name', '', 'Full Name is required'],
    ['name', 'Ravi K2', 'Name should contain only letters and spaces'],
    ['email', 'ravi@', 'Invalid email format'],
    ['mobileNo', '98765', 'Contact number must be 10 digits'],
    ['mobileNo', '98765abcde', 'Enter a valid Contact Number'],
    ['college', '', 'College is required'],
    ['college', 'IIT-Madras', 'College name should contain only letters and spaces'],
    ['year', '', 'Year is required'],
    ['year', 'fifth year', 'Year is required'],
    ['github', 'github.com/ravi', 'Invalid URL'],
    ['github', 'javascript:alert(1)', 'Invalid URL'],
  ])('%s = %j → %s', (field, value, message) => {
    expect(messages(ZCareerApplicationSchema, { ...valid, [field]: value })[field]).toBe(message);
  });
});

describe('internship form (spec §5)', () => {
  const motivation = 'I want to build real products with a team and learn how code ships.';
  const form = {
    fullName: 'Meera Iyer',
    email: 'meera@example.com',
    phoneNumber: '9123456780',
    university: 'Anna University',
    program: 'BTech CSE',
    yearOfStudy: '3',
    internships: [1, 3],
    linkedinUrl: '',
    portfolioUrl: '',
    motivation,
    consent: true,
  };

  it('accepts a complete form', () => {
    expect(ZInternshipFormSchema.safeParse(form).success).toBe(true);
  });

  it.each([
    ['fullName', 'M', 'Name must be at least 2 characters'],
    ['fullName', 'Meera 1', 'Only alphabets and spaces are allowed'],
    ['email', 'meera@example', 'Please enter a valid email address'],
    ['phoneNumber', '912345678', 'Phone number must be exactly 10 digits'],
    ['phoneNumber', '91234567801', 'Phone number must be exactly 10 digits'],
    ['university', 'A', 'Please enter your university/college name'],
    ['university', 'Anna Univ.', 'Only alphabets and spaces are allowed'],
    ['program', 'B', 'Please enter your program/course'],
    ['internships', [], 'Please select at least one internship'],
    ['internships', [13], 'Please select at least one internship'],
    ['linkedinUrl', 'linkedin.com/in/meera', 'Please enter a valid URL'],
    ['portfolioUrl', 'not a url', 'Please enter a valid URL'],
    ['motivation', 'Too short.', 'Please write at least 50 characters'],
    ['motivation', 'x'.repeat(501), 'Please write at most 500 characters'],
    ['consent', false, 'You must agree to the terms and conditions'],
  ])('%s = %j → %s', (field, value, message) => {
    expect(messages(ZInternshipFormSchema, { ...form, [field]: value })[field]).toBe(message);
  });

  it('counts characters for the 50/500 bounds, while the label counts words', () => {
    const fifty = 'a'.repeat(50);
    expect(countWords(fifty)).toBe(1);
    expect(ZInternshipFormSchema.safeParse({ ...form, motivation: fifty }).success).toBe(true);
    expect(ZInternshipFormSchema.safeParse({ ...form, motivation: 'a'.repeat(49) }).success).toBe(false);
    expect(ZInternshipFormSchema.safeParse({ ...form, motivation: 'a'.repeat(500) }).success).toBe(true);
    // Fifty short words are far more than 50 characters, and still fine up to 500 characters.
    expect(countWords('one two  three\nfour ')).toBe(4);
    expect(countWords('   ')).toBe(0);
  });

  it('reads the multipart fields: aliases, comma-joined selection, consent as text, unknown fields ignored', () => {
    const multipart = {
      fullName: 'Meera Iyer',
      email: 'meera@example.com',
      phoneNumber: '9123456780',
      collegeUniversity: 'Anna University',
      programCourse: 'BTech CSE',
      yearOfStudy: '5+',
      linkedinUrl: 'https://www.linkedin.com/in/meera',
      portfolioUrl: '',
      motivation,
      consent: 'true',
      internshipSelection: '1,3',
      somethingElse: 'ignored',
    };
    expect(ZInternshipApplicationSchema.parse(multipart)).toMatchObject({
      university: 'Anna University',
      program: 'BTech CSE',
      yearOfStudy: '5+',
      internships: [1, 3],
      consent: true,
    });
    const spelling = {
      ...multipart,
      collegeUniversity: 'undefined',
      university: 'IIT Bombay',
      programCourse: undefined,
      program: 'MSc',
    };
    expect(ZInternshipApplicationSchema.parse(spelling)).toMatchObject({
      university: 'IIT Bombay',
      program: 'MSc',
    });
    expect(
      messages(ZInternshipApplicationSchema, { ...multipart, internshipSelection: '' }).internships,
    ).toBe('Please select at least one internship');
    expect(messages(ZInternshipApplicationSchema, { ...multipart, consent: 'false' }).consent).toBe(
      'You must agree to the terms and conditions',
    );
    expect(ZInternshipApplicationSchema.parse({ ...multipart, yearOfStudy: undefined }).yearOfStudy).toBe(
      '1',
    );
  });
});
