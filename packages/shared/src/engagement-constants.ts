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
