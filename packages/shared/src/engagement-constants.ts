/**
 * The engagement forms' messages without zod: the newsletter strip on every page needs them in the first load.
 * `engagement.ts` re-exports them.
 */
export const ENGAGEMENT_MESSAGES = {
  contactSuccess: 'Appointment Booked Successfully',
  contactToast: 'Thank you for reaching out!',
  contactFailed: 'Something went wrong. Please try again.',
  contactFailedToast: 'Failed to submit the form. Please try again.',
  applicationFailed: 'Try again later',
  careerSubmitted: 'Form submitted successfully!',
  newsletterLogin: 'Please login to subscribe newsletter',
} as const;

/** Spec §3: an open position is in one of these categories (the careers page's tabs). */
export const POSITION_CATEGORIES = ['Engineering', 'Product', 'Design', 'Operations', 'Marketing'] as const;

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

/** The multipart field the apply forms send ('true') to attach the learner's résumé from the builder instead of a file. */
export const USE_BUILDER_RESUME_FIELD = 'useBuilderResume';
