import { z } from 'zod';
import {
  ACCOUNT_MESSAGES,
  LANGUAGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RETURN_PATH_MAX_LENGTH,
  SIGN_IN_PROVIDERS,
  safeReturnPath,
  USER_ROLES,
} from './accounts-constants.ts';
import { text } from './text.ts';

// Messages and limits live in a module without zod, so the web app's first load can use them.
export * from './accounts-constants.ts';

const requiredString = (message: string, label: string) => text({ message, label }).trim().min(1, message);

const email = requiredString(ACCOUNT_MESSAGES.emailRequired, 'Email')
  .max(254, ACCOUNT_MESSAGES.emailInvalid)
  .pipe(z.email({ message: ACCOUNT_MESSAGES.emailInvalid }))
  .transform((value) => value.toLowerCase());

const newPassword = text({ message: ACCOUNT_MESSAGES.passwordRequired, label: 'Password' })
  .min(1, ACCOUNT_MESSAGES.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, ACCOUNT_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.passwordTooLong);

export const ZLoginRequestSchema = z.object({
  email,
  password: text({ message: ACCOUNT_MESSAGES.passwordRequired, label: 'Password' })
    .min(1, ACCOUNT_MESSAGES.passwordRequired)
    .max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.invalidCredentials),
});
export type LoginRequest = z.input<typeof ZLoginRequestSchema>;

export const ZRegisterRequestSchema = z.object({
  name: requiredString(ACCOUNT_MESSAGES.nameRequired, 'Name').max(100, 'Name must be at most 100 characters'),
  email,
  mobileNo: requiredString(ACCOUNT_MESSAGES.phoneRequired, 'Phone number').regex(
    /^\d{10}$/,
    ACCOUNT_MESSAGES.phoneInvalid,
  ),
  password: newPassword,
});
export type RegisterRequest = z.input<typeof ZRegisterRequestSchema>;

/** Spec: name, email and mobile are read-only on the profile; only bio and language change. */
export const ZUpdateDetailsRequestSchema = z.object({
  name: text({ label: 'Name' }).optional(),
  email: text({ label: 'Email' }).optional(),
  mobileNo: text({ label: 'Phone number' }).optional(),
  bio: text({ label: 'Bio', multiline: true })
    .trim()
    .max(500, 'Bio must be at most 500 characters')
    .default(''),
  language: z
    .enum(LANGUAGES.map((language) => language.value) as [string, ...string[]], {
      message: 'Please choose a language from the list',
    })
    .optional(),
});
export type UpdateDetailsRequest = z.input<typeof ZUpdateDetailsRequestSchema>;

export const ZUpdatePasswordRequestSchema = z.object({
  oldPassword: text({ message: ACCOUNT_MESSAGES.passwordRequired, label: 'Password' }).min(
    1,
    ACCOUNT_MESSAGES.passwordRequired,
  ),
  newPassword,
});

/** The browser form adds the confirmation field; the API never sees it. */
export const ZChangePasswordFormSchema = z
  .object({
    oldPassword: text({ label: 'Password' }).min(1, ACCOUNT_MESSAGES.passwordRequired),
    newPassword,
    confirmPassword: text({ label: 'Password' }).min(1, ACCOUNT_MESSAGES.passwordRequired),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: ACCOUNT_MESSAGES.passwordsDiffer,
    path: ['confirmPassword'],
  });

export const ZUserSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  email: z.string(),
  mobileNo: z.string(),
  bio: z.string(),
  language: z.string(),
  profilePhoto: z.string().nullable(),
  newsletterSubscribe: z.boolean(),
  role: z.enum(USER_ROLES),
});
export type User = z.infer<typeof ZUserSchema>;

export const ZUserDataResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: ZUserSchema,
});
/** getUser and getUserDetails: the signed-in learner at `data.user` (a visitor gets 401). */
export const ZUserResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ user: ZUserSchema }),
});
export const ZMessageResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** What the web app needs to know before it draws the sign-in options. */
export const ZAuthConfigResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    /** Each social sign-in that is configured; the buttons of the others are hidden. */
    google: z.boolean(),
    linkedin: z.boolean(),
    github: z.boolean(),
    /** Base URL of the quiz service for /oauth-success, or null when none is configured. */
    quizServiceUrl: z.string().nullable(),
    /** The outside résumé builder the header's 'Create Resume' opens; null: our own /resume. */
    resumeBuilderUrl: z.string().nullable(),
  }),
});
export type AuthConfigResponse = z.infer<typeof ZAuthConfigResponseSchema>;

export const RETURN_PATH_INVALID = 'The return path must be a path on this site.';

/** A path on this site to come back to after signing in (see safeReturnPath). */
export const ZReturnPathSchema = z
  .string()
  .max(RETURN_PATH_MAX_LENGTH, RETURN_PATH_INVALID)
  .refine((value) => safeReturnPath(value) !== null, RETURN_PATH_INVALID);

/** Start of a social sign-in: which screen it began on (spec: redirect=login|signup) and where to return. */
export const ZSocialSignInParamsSchema = z.object({ provider: z.enum(SIGN_IN_PROVIDERS) });
export const ZSocialSignInQuerySchema = z.object({
  redirect: z.enum(['login', 'signup']).default('login'),
  returnTo: ZReturnPathSchema.optional(),
});

/** The one-time hand-over code from `?token=` (spec §4), exchanged for the session cookie. */
export const ZExchangeTokenRequestSchema = z.object({
  token: text({ message: 'Token is required', label: 'Token' })
    .min(1, 'Token is required')
    .max(200, 'Invalid token'),
});

export const ZForgotPasswordRequestSchema = z.object({ email });
export type ForgotPasswordRequest = z.input<typeof ZForgotPasswordRequestSchema>;

export const ZResetPasswordRequestSchema = z.object({
  token: text({ message: ACCOUNT_MESSAGES.resetLinkInvalid, label: 'Token' })
    .trim()
    .min(1, ACCOUNT_MESSAGES.resetLinkInvalid)
    .max(200, ACCOUNT_MESSAGES.resetLinkInvalid),
  newPassword,
});
export type ResetPasswordRequest = z.input<typeof ZResetPasswordRequestSchema>;

/** The browser form of the reset page: the new password twice (the token comes from the link). */
export const ZResetPasswordFormSchema = z
  .object({
    newPassword,
    confirmPassword: text({ label: 'Password' }).min(1, ACCOUNT_MESSAGES.passwordRequired),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: ACCOUNT_MESSAGES.passwordsDiffer,
    path: ['confirmPassword'],
  });
