import { z } from 'zod';
import { text } from './text.ts';

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

/** A public profile's handle, as typed: trimmed and lower-cased, then checked. */
export const ZProfileHandleSchema = text({ label: 'Handle' })
  .trim()
  .toLowerCase()
  .min(PROFILE_HANDLE_MIN, PROFILE_MESSAGES.handleLength)
  .max(PROFILE_HANDLE_MAX, PROFILE_MESSAGES.handleLength)
  .regex(/^[a-z0-9-]+$/, PROFILE_MESSAGES.handleCharacters)
  .regex(/^[a-z0-9](?:.*[a-z0-9])?$/, PROFILE_MESSAGES.handleEnds)
  .refine((handle) => !RESERVED_HANDLES.has(handle), PROFILE_MESSAGES.handleReserved);

/**
 * The learner's public-profile settings. The profile is off until the learner turns it on, and only a handle
 * makes it reachable; a handle may be kept while the profile is off.
 */
export const ZPublicProfileSettingsRequestSchema = z
  .object({
    handle: z.union([z.literal(''), ZProfileHandleSchema]).default(''),
    enabled: z.boolean({ message: 'Please say whether the profile is public' }),
  })
  .refine((settings) => !settings.enabled || settings.handle !== '', {
    message: PROFILE_MESSAGES.handleRequired,
    path: ['handle'],
  });
export type PublicProfileSettingsRequest = z.input<typeof ZPublicProfileSettingsRequestSchema>;

export const ZPublicProfileSettingsSchema = z.object({
  handle: z.string().nullable(),
  enabled: z.boolean(),
  /** The page's address, once the profile is public; null while it is not. */
  url: z.string().nullable(),
});
export type PublicProfileSettings = z.infer<typeof ZPublicProfileSettingsSchema>;

export const ZPublicProfileSettingsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ settings: ZPublicProfileSettingsSchema }),
});

export const ZPublicCertificateSchema = z.object({
  id: z.string(),
  courseTitle: z.string(),
  issuedAt: z.string(),
  imageUrl: z.string(),
  verifyUrl: z.string(),
  linkedInUrl: z.string(),
});
export type PublicCertificate = z.infer<typeof ZPublicCertificateSchema>;

export const ZMockTestBestSchema = z.object({
  title: z.string(),
  score: z.number(),
  maxScore: z.number(),
});
export type MockTestBest = z.infer<typeof ZMockTestBestSchema>;

/** What a public profile shows: never an e-mail, a phone number or anything the learner did not choose to show. */
export const ZPublicProfileSchema = z.object({
  handle: z.string(),
  name: z.string(),
  profilePhoto: z.string().nullable(),
  bio: z.string(),
  url: z.string(),
  certificates: z.array(ZPublicCertificateSchema),
  mockTestBests: z.array(ZMockTestBestSchema),
});
export type PublicProfile = z.infer<typeof ZPublicProfileSchema>;

export const ZPublicProfileResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ profile: ZPublicProfileSchema }),
});

/** The public page's path for a handle. */
export const publicProfilePath = (handle: string) => `/u/${encodeURIComponent(handle)}`;
