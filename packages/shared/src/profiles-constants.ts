/** Public-profile rules and texts without zod, for pages that must stay light (the schemas are in profiles.ts). */

export const PROFILE_HANDLE_MIN = 3;
export const PROFILE_HANDLE_MAX = 30;

/**
 * Handles a learner may not take: words that pass for Pathshala itself or its staff, or name a page of the site,
 * so no public profile can impersonate either.
 */
export const RESERVED_HANDLES: ReadonlySet<string> = new Set([
  'about',
  'admin',
  'administrator',
  'api',
  'billing',
  'careers',
  'certificate',
  'certificates',
  'contact',
  'courses',
  'help',
  'instructor',
  'login',
  'logout',
  'me',
  'mentor',
  'moderator',
  'null',
  'official',
  'pathshala',
  'profile',
  'root',
  'security',
  'settings',
  'signup',
  'staff',
  'support',
  'system',
  'team',
  'undefined',
  'www',
]);

export const PROFILE_MESSAGES = {
  handleRequired: 'Choose a handle to make your profile public',
  handleLength: `A handle is ${PROFILE_HANDLE_MIN} to ${PROFILE_HANDLE_MAX} characters long`,
  handleCharacters: 'A handle may use only lowercase letters, digits and hyphens',
  handleEnds: 'A handle starts and ends with a letter or a digit',
  handleReserved: 'This handle is reserved. Please choose another.',
  handleTaken: 'This handle is already taken. Please choose another.',
  notFound: 'Profile not found',
} as const;

/** The public page's path for a handle. */
export const publicProfilePath = (handle: string) => `/u/${encodeURIComponent(handle)}`;
