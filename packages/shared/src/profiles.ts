import { z } from 'zod';
import {
  PROFILE_HANDLE_MAX,
  PROFILE_HANDLE_MIN,
  PROFILE_MESSAGES,
  RESERVED_HANDLES,
} from './profiles-constants.ts';
import { text } from './text.ts';

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
