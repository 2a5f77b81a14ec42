/** The résumé builder's constants, without zod: the apply forms and the preview read them on their first load. */

export const RESUME_TEMPLATES = ['classic', 'modern', 'compact'] as const;
export type ResumeTemplate = (typeof RESUME_TEMPLATES)[number];

export const RESUME_LIMITS = {
  name: 80,
  email: 120,
  phone: 20,
  city: 60,
  links: 5,
  linkLabel: 30,
  url: 300,
  summary: 600,
  education: 6,
  college: 120,
  programme: 120,
  skills: 40,
  skill: 40,
  projects: 8,
  projectTitle: 100,
  projectDescription: 600,
  experience: 8,
  role: 100,
  organisation: 100,
  period: 40,
  experienceDescription: 800,
  certifications: 15,
  certificationTitle: 150,
  issuer: 100,
  achievements: 10,
  achievement: 200,
  yearMin: 1960,
  yearMax: 2040,
} as const;

export const RESUME_MESSAGES = {
  nameRequired: 'Please enter your name',
  nameLength: `Name must be at most ${RESUME_LIMITS.name} characters`,
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  city: `City must be at most ${RESUME_LIMITS.city} characters`,
  url: 'Please enter a valid URL (starting with https://)',
  linkLabel: `Link label must be at most ${RESUME_LIMITS.linkLabel} characters`,
  links: `Add at most ${RESUME_LIMITS.links} links`,
  summary: `Summary must be at most ${RESUME_LIMITS.summary} characters`,
  collegeRequired: 'Please enter your college',
  college: `College must be at most ${RESUME_LIMITS.college} characters`,
  programme: `Programme must be at most ${RESUME_LIMITS.programme} characters`,
  year: `Year must be between ${RESUME_LIMITS.yearMin} and ${RESUME_LIMITS.yearMax}`,
  cgpa: 'CGPA must be a number from 0 to 10',
  education: `Add at most ${RESUME_LIMITS.education} education entries`,
  skillRequired: 'A skill cannot be empty',
  skill: `A skill must be at most ${RESUME_LIMITS.skill} characters`,
  skills: `Add at most ${RESUME_LIMITS.skills} skills`,
  projectTitleRequired: 'Please enter the project title',
  projectTitle: `Project title must be at most ${RESUME_LIMITS.projectTitle} characters`,
  projectDescription: `Project description must be at most ${RESUME_LIMITS.projectDescription} characters`,
  projects: `Add at most ${RESUME_LIMITS.projects} projects`,
  roleRequired: 'Please enter the role',
  role: `Role must be at most ${RESUME_LIMITS.role} characters`,
  organisation: `Organisation must be at most ${RESUME_LIMITS.organisation} characters`,
  period: `Period must be at most ${RESUME_LIMITS.period} characters`,
  experienceDescription: `Description must be at most ${RESUME_LIMITS.experienceDescription} characters`,
  experience: `Add at most ${RESUME_LIMITS.experience} internships or jobs`,
  certificationTitleRequired: 'Please enter the certificate title',
  certificationTitle: `Certificate title must be at most ${RESUME_LIMITS.certificationTitle} characters`,
  issuer: `Issuer must be at most ${RESUME_LIMITS.issuer} characters`,
  certifications: `Add at most ${RESUME_LIMITS.certifications} certifications`,
  achievementRequired: 'An achievement cannot be empty',
  achievement: `An achievement must be at most ${RESUME_LIMITS.achievement} characters`,
  achievements: `Add at most ${RESUME_LIMITS.achievements} achievements`,
  template: 'Please choose a template',
  /** The apply forms' choice when there is nothing to attach. */
  notSaved: 'Save your résumé in the builder first.',
  loginToAttach: 'Please login to attach your Pathshala résumé.',
} as const;

/**
 * The section headings, in print order: the words résumé parsers recognise. A résumé goes to recruiters, so the
 * PDF and the preview print them in English whatever the site's language.
 */
export const RESUME_HEADINGS = {
  summary: 'Summary',
  education: 'Education',
  skills: 'Skills',
  projects: 'Projects',
  experience: 'Experience',
  certifications: 'Certifications',
  achievements: 'Achievements',
} as const;

/** Printed before a certificate's public verification link. */
export const RESUME_VERIFY_LABEL = 'Verify';

/** The header of the PDF answer that carries its page count. */
export const RESUME_PAGES_HEADER = 'x-resume-pages';
