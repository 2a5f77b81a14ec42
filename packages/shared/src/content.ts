import { z } from 'zod';
import { text } from './text.ts';

export { DEFAULT_LINKEDIN_URL } from './content-constants.ts';

export const TESTIMONIAL_DEFAULTS = {
  message: 'No message available',
  name: 'Anonymous',
  designation: 'No designation provided',
} as const;

const id = { _id: z.string(), id: z.string() };

export const ZMentorSchema = z.object({
  ...id,
  name: z.string(),
  email: z.string(),
  description: z.string(),
  linkedIn: z.string(),
  profilePhoto: z.string(),
  coverPhoto: z.string(),
});
export type Mentor = z.infer<typeof ZMentorSchema>;

export const optionalUrlOrPath = text({ label: 'Link' })
  .trim()
  .max(500)
  .refine((value) => value === '' || value.startsWith('/') || /^https?:\/\//.test(value), {
    message: 'Please enter a valid URL',
  });

export const ZCreateMentorRequestSchema = z.object({
  name: text({ message: 'Name is required', label: 'Name' }).trim().min(1, 'Name is required').max(100),
  email: z.email({ message: 'Invalid email format' }),
  description: text({ label: 'Description', multiline: true }).trim().max(2000).default(''),
  linkedIn: optionalUrlOrPath.default(''),
  profilePhoto: optionalUrlOrPath.default(''),
  coverPhoto: optionalUrlOrPath.default(''),
});

export const ZServiceSchema = z.object({
  ...id,
  title: z.string(),
  description: z.string(),
  coverPhoto: z.string(),
  index: z.number().int().nullable(),
});
export type Service = z.infer<typeof ZServiceSchema>;

export const ZCreateServiceRequestSchema = z.object({
  title: text({ message: 'Title is required', label: 'Title' }).trim().min(1, 'Title is required').max(100),
  description: text({ label: 'Description', multiline: true }).trim().max(2000).default(''),
  coverPhoto: optionalUrlOrPath.default(''),
  index: z.number().int().min(0).nullable().optional(),
});

export const ZTestimonialSchema = z.object({
  ...id,
  message: z.string(),
  name: z.string(),
  designation: z.string(),
  profilePhoto: z.string().nullable(),
});
export type Testimonial = z.infer<typeof ZTestimonialSchema>;

export const ZCollaboratorSchema = z.object({
  ...id,
  name: z.string(),
  logo: z.string(),
  website: z.string(),
});
export type Collaborator = z.infer<typeof ZCollaboratorSchema>;

export const ZBannerSchema = z.object({
  ...id,
  imageUrl: z.string(),
  alt: z.string(),
  /** Text shown over the image; the artwork itself carries no words. */
  headline: z.string(),
  subline: z.string(),
  ctaLabel: z.string().nullable(),
  link: z.string().nullable(),
});
export type Banner = z.infer<typeof ZBannerSchema>;

export const ZGetMentorsResponseSchema = z.object({ success: z.literal(true), data: z.array(ZMentorSchema) });
export const ZGetMentorResponseSchema = z.object({ success: z.literal(true), data: ZMentorSchema });
export const ZGetServicesResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(ZServiceSchema),
});
export const ZGetServiceResponseSchema = z.object({ success: z.literal(true), data: ZServiceSchema });
export const ZGetTestimonialsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ testimonials: z.array(ZTestimonialSchema) }),
});
export const ZGetCollaboratorsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(ZCollaboratorSchema),
});
export const ZGetBannersResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ banners: z.array(ZBannerSchema) }),
});
