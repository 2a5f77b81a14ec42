/**
 * The accounts module's messages, limits and cookie name, without zod: the web app's first load (session check,
 * header, logout) needs them, and zod would add 25 KB gzipped to it. `accounts.ts` re-exports all of them.
 */

/** Spec §5 messages; the browser forms and the API routes use these same words. */
export const ACCOUNT_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email format',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  nameRequired: 'Name is required',
  phoneRequired: 'Phone Number is required',
  phoneInvalid: 'Phone number must be exactly 10 digits',
  passwordsDiffer: 'New password and confirm password should be same',
  registrationFailed: 'User account creation failed',
  userAlreadyExists: 'Error: User already logged in with this email.',
  invalidCredentials: 'Invalid email or password',
  loggedOut: 'Logged out successfully',
  logoutFailed: 'An error occurred while logging out. Please try again.',
  photoWrongType: 'Only JPEG, PNG or WebP images are allowed',
  photoTooLarge: 'File size must be less than 2MB',
  resetLinkSent: 'If an account exists for this e-mail, we have sent a link to reset its password.',
  resetLinkInvalid: 'This reset link is invalid or has expired. Please ask for a new one.',
  passwordReset: 'Your password has been reset. Please log in with the new one.',
} as const;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const ACCOUNT_REINSTATE_DAYS = 14;

/**
 * A readable, non-secret cookie that only says "this browser has a session", so the web app skips the
 * getUser probe (and its 401 in the console) for visitors. The session itself stays HttpOnly.
 */
export const SIGNED_IN_HINT_COOKIE = 'pathshala_signed_in';

/**
 * The profile's language: the interface's languages (locales.ts), each as the profile stores it. 'en-US' is the
 * spec's default and stays English's value; a stored value not listed here is migrated to it.
 */
export const LANGUAGES = [
  { value: 'en-US', label: 'English' },
  { value: 'hi-IN', label: 'हिन्दी (Hindi)' },
] as const;

export const PROFILE_PHOTO_MAX_BYTES = 2 * 1024 * 1024;

export const PROFILE_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** learner: buys and learns; instructor: sees and edits the courses they teach; admin: runs the platform. */
export const USER_ROLES = ['learner', 'instructor', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** The social identity providers of the sign-in and sign-up screens, in the order their buttons appear. */
export const SIGN_IN_PROVIDERS = ['google', 'linkedin', 'github'] as const;
export type SignInProvider = (typeof SIGN_IN_PROVIDERS)[number];
export const SIGN_IN_PROVIDER_NAMES: Record<SignInProvider, string> = {
  google: 'Google',
  linkedin: 'LinkedIn',
  github: 'GitHub',
};

export const RETURN_PATH_MAX_LENGTH = 512;
const RETURN_PATH_BASE = 'http://return-path.invalid';

/**
 * Where a learner goes back to after signing in: a path on this site ('/course/x?resume=buy-now'), or null.
 * Absolute URLs, protocol-relative ones ('//host', '/\host'), backslashes and control characters are
 * refused, so no sign-in link can send anyone to another site.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > RETURN_PATH_MAX_LENGTH) return null;
  if (!value.startsWith('/') || value.includes('\\') || value.startsWith('//')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused here.
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  try {
    return new URL(value, RETURN_PATH_BASE).origin === RETURN_PATH_BASE ? value : null;
  } catch {
    return null;
  }
}
