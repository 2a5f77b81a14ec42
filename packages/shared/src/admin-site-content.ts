import { z } from 'zod';
import {
  PLACEMENT_LEVELS,
  PLACEMENT_STATUSES,
  PLACEMENT_SUBJECT_MESSAGE,
  PLACEMENT_TOPICS,
  SITE_CONTENT_MAX_ITEMS,
} from './admin-site-content-constants.ts';
import {
  optionalUrlOrPath,
  ZCreateMentorRequestSchema,
  ZCreateServiceRequestSchema,
  ZMentorSchema,
  ZServiceSchema,
} from './content.ts';
import { POSITION_CATEGORIES } from './engagement-constants.ts';
import {
  ELIGIBLE_YEARS,
  POSITION_KINDS,
  POSITION_LIMITS,
  PROGRAMMES,
  WORK_MODES,
} from './jobs-board-constants.ts';
import { text } from './text.ts';

/**
 * The admin console's "Content" calls for everything on the site but courses: placement courses, mentors,
 * services, testimonials, banners, collaborators and open positions. Each type has a list, create, edit and
 * delete, and a new order (placement courses keep the coming-soon ones last, each group in the new order). Images
 * are URLs or paths of our own (/images/...), as the public reads give them, or uploads (SITE_CONTENT_IMAGES).
 */

export {
  PLACEMENT_LEVELS,
  PLACEMENT_STATUSES,
  PLACEMENT_SUBJECT_MESSAGE,
  PLACEMENT_TOPICS,
  type PlacementTopic,
  SITE_CONTENT_IMAGES,
  SITE_CONTENT_MAX_ITEMS,
} from './admin-site-content-constants.ts';

const nothingToChange = (patch: object) => Object.keys(patch).length > 0;
const imageRequired = (label: string) =>
  optionalUrlOrPath.refine((value) => value !== '', `${label} is required`);
const line = (label: string, max: number) =>
  text({ label, message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters.`);
const optionalLine = (label: string, max: number) =>
  text({ label }).trim().max(max, `${label} must be at most ${max} characters.`);
const paragraph = (label: string, max: number) =>
  text({ label, multiline: true }).trim().max(max, `${label} must be at most ${max} characters.`);
const rupees = (label: string) =>
  z
    .number({ message: `${label} must be a number.` })
    .min(0, `${label} must be 0 or more.`)
    .max(10_000_000, `${label} is too large.`)
    .refine((value) => Math.round(value * 100) === value * 100, `${label} takes at most two decimals.`);

const item = { id: z.string(), createdAt: z.string().nullable() };
const listOf = <Item extends z.ZodType>(schema: Item) =>
  z.object({ success: z.literal(true), data: z.object({ items: z.array(schema) }) });
const savedOf = <Item extends z.ZodType>(schema: Item) =>
  z.object({ success: z.literal(true), message: z.string(), data: schema });

export const ZSiteContentDeletedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ id: z.string() }),
});

/** A new order: every item of the type, each once, first shown first. */
export const ZReorderRequestSchema = z.object({
  ids: z
    .array(z.uuid({ message: 'Unknown item in the new order.' }), {
      message: 'Give the items in their new order.',
    })
    .min(1, 'Give the items in their new order.')
    .max(SITE_CONTENT_MAX_ITEMS, 'Give the items in their new order.')
    .refine((ids) => new Set(ids).size === ids.length, 'Each item may appear once in the new order.'),
});
export type ReorderRequest = z.infer<typeof ZReorderRequestSchema>;
export const ZReorderResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ ids: z.array(z.string()) }),
});

// ── Placement courses ───────────────────────────────────────────────────────────────────────────

export const ZAdminPlacementCourseSchema = z.object({
  ...item,
  title: z.string(),
  subject: z.string(),
  coverPhoto: z.string(),
  description: z.array(
    z.object({ text: z.string(), realPrice: z.number().nullable(), price: z.number().nullable() }),
  ),
  realPrice: z.number(),
  discountedPrice: z.number().nullable(),
  price: z.number(),
  review: z.number().int(),
  level: z.string(),
  instructorName: z.string(),
  /** 'coming soon' sorts last and shows no price on the placement page. */
  status: z.string(),
  /** The placement programme the card sells (set by PUT /api/admin/placement-courses/{id}/programme). */
  programmeId: z.string().nullable(),
});
export type AdminPlacementCourse = z.infer<typeof ZAdminPlacementCourseSchema>;

const placementFields = {
  title: line('Title', 150),
  /** One of the placement topics, spelt as PLACEMENT_TOPICS spells it: the placement page's tab it shows under. */
  subject: z.enum(PLACEMENT_TOPICS, { message: PLACEMENT_SUBJECT_MESSAGE }),
  coverPhoto: optionalUrlOrPath,
  description: z
    .array(
      z.object({
        text: line('Description line', 300),
        realPrice: rupees('Line real price').nullable().optional(),
        price: rupees('Line price').nullable().optional(),
      }),
      { message: 'Description must be a list of lines.' },
    )
    .max(30, 'Description takes at most 30 lines.'),
  realPrice: rupees('Real price'),
  discountedPrice: rupees('Discounted price').nullable(),
  /** What the card shows; by default the discounted price, or the real one. */
  price: rupees('Price'),
  review: z
    .number({ message: 'Review must be a number.' })
    .int('Review must be a whole number of stars.')
    .min(0, 'Review must be 0 to 5 stars.')
    .max(5, 'Review must be 0 to 5 stars.'),
  level: z.enum(PLACEMENT_LEVELS, { message: 'Level must be Beginner, Intermediate or Expert.' }),
  instructorName: optionalLine('Instructor name', 100),
  status: z.enum(PLACEMENT_STATUSES, { message: "Status must be published or 'coming soon'." }),
};

export const ZCreatePlacementCourseRequestSchema = z.object({
  ...placementFields,
  coverPhoto: placementFields.coverPhoto.default(''),
  description: placementFields.description.default([]),
  realPrice: placementFields.realPrice.default(0),
  discountedPrice: placementFields.discountedPrice.default(null),
  price: placementFields.price.optional(),
  review: placementFields.review.default(0),
  level: placementFields.level.default('Beginner'),
  instructorName: placementFields.instructorName.default(''),
  status: placementFields.status.default('published'),
});
export type CreatePlacementCourseRequest = z.infer<typeof ZCreatePlacementCourseRequestSchema>;
export const ZUpdatePlacementCourseRequestSchema = z
  .object(placementFields)
  .partial()
  .refine(nothingToChange, 'Nothing to change.');
export type UpdatePlacementCourseRequest = z.infer<typeof ZUpdatePlacementCourseRequestSchema>;
export const ZPlacementCoursesResponseSchema = listOf(ZAdminPlacementCourseSchema);
export const ZPlacementCourseResponseSchema = savedOf(ZAdminPlacementCourseSchema);

// ── Mentors (created by the spec's POST /api/mentor/createMentor) ───────────────────────────────

export const ZAdminMentorSchema = ZMentorSchema.omit({ _id: true }).extend({
  /** As stored: empty when the public read falls back to the default profile link. */
  linkedIn: z.string(),
  createdAt: z.string().nullable(),
});
const mentorFields = ZCreateMentorRequestSchema.shape;
/** Any fields of the mentor (without createMentor's defaults, so a left-out field keeps its value). */
export const ZUpdateMentorRequestSchema = ZCreateMentorRequestSchema.extend({
  description: mentorFields.description.unwrap(),
  linkedIn: mentorFields.linkedIn.unwrap(),
  profilePhoto: mentorFields.profilePhoto.unwrap(),
  coverPhoto: mentorFields.coverPhoto.unwrap(),
})
  .partial()
  .refine(nothingToChange, 'Nothing to change.');
export type UpdateMentorRequest = z.infer<typeof ZUpdateMentorRequestSchema>;
export const ZMentorsResponseSchema = listOf(ZAdminMentorSchema);
export const ZMentorResponseSchema = savedOf(ZAdminMentorSchema);

// ── Services (created by the spec's POST /api/services/createService) ───────────────────────────

export const ZAdminServiceSchema = ZServiceSchema.omit({ _id: true }).extend({
  createdAt: z.string().nullable(),
});
const serviceFields = ZCreateServiceRequestSchema.shape;
export const ZUpdateServiceRequestSchema = ZCreateServiceRequestSchema.extend({
  description: serviceFields.description.unwrap(),
  coverPhoto: serviceFields.coverPhoto.unwrap(),
})
  .partial()
  .refine(nothingToChange, 'Nothing to change.');
export type UpdateServiceRequest = z.infer<typeof ZUpdateServiceRequestSchema>;
export const ZServicesResponseSchema = listOf(ZAdminServiceSchema);
export const ZServiceResponseSchema = savedOf(ZAdminServiceSchema);

// ── Testimonials ────────────────────────────────────────────────────────────────────────────────

/** As stored: the public read fills blanks with the spec's defaults ('Anonymous', ...). */
export const ZAdminTestimonialSchema = z.object({
  ...item,
  message: z.string(),
  name: z.string(),
  designation: z.string(),
  profilePhoto: z.string(),
});
const testimonialFields = {
  message: paragraph('Message', 2000).refine((value) => value !== '', 'Message is required'),
  name: line('Name', 100),
  designation: optionalLine('Designation', 150),
  profilePhoto: optionalUrlOrPath,
};
export const ZCreateTestimonialRequestSchema = z.object({
  ...testimonialFields,
  designation: testimonialFields.designation.default(''),
  profilePhoto: testimonialFields.profilePhoto.default(''),
});
export const ZUpdateTestimonialRequestSchema = z
  .object(testimonialFields)
  .partial()
  .refine(nothingToChange, 'Nothing to change.');
export const ZTestimonialsResponseSchema = listOf(ZAdminTestimonialSchema);
export const ZTestimonialResponseSchema = savedOf(ZAdminTestimonialSchema);

// ── Banners ─────────────────────────────────────────────────────────────────────────────────────

export const ZAdminBannerSchema = z.object({
  ...item,
  imageUrl: z.string(),
  alt: z.string(),
  headline: z.string(),
  subline: z.string(),
  ctaLabel: z.string().nullable(),
  link: z.string().nullable(),
  position: z.number().int(),
});
const bannerFields = {
  imageUrl: imageRequired('Image'),
  alt: optionalLine('Alt text', 200),
  headline: optionalLine('Headline', 150),
  subline: optionalLine('Subline', 300),
  ctaLabel: optionalLine('Button label', 40).nullable(),
  link: optionalUrlOrPath.nullable(),
};
export const ZCreateBannerRequestSchema = z.object({
  ...bannerFields,
  alt: bannerFields.alt.default(''),
  headline: bannerFields.headline.default(''),
  subline: bannerFields.subline.default(''),
  ctaLabel: bannerFields.ctaLabel.default(null),
  link: bannerFields.link.default(null),
});
export const ZUpdateBannerRequestSchema = z
  .object(bannerFields)
  .partial()
  .refine(nothingToChange, 'Nothing to change.');
export const ZBannersResponseSchema = listOf(ZAdminBannerSchema);
export const ZBannerResponseSchema = savedOf(ZAdminBannerSchema);

// ── Collaborators ───────────────────────────────────────────────────────────────────────────────

export const ZAdminCollaboratorSchema = z.object({
  ...item,
  name: z.string(),
  logo: z.string(),
  website: z.string(),
});
const collaboratorFields = {
  name: line('Name', 100),
  logo: imageRequired('Logo'),
  website: optionalUrlOrPath,
};
export const ZCreateCollaboratorRequestSchema = z.object({
  ...collaboratorFields,
  website: collaboratorFields.website.default(''),
});
export const ZUpdateCollaboratorRequestSchema = z
  .object(collaboratorFields)
  .partial()
  .refine(nothingToChange, 'Nothing to change.');
export const ZCollaboratorsResponseSchema = listOf(ZAdminCollaboratorSchema);
export const ZCollaboratorResponseSchema = savedOf(ZAdminCollaboratorSchema);

// ── Open positions (careers page) ───────────────────────────────────────────────────────────────

export const ZAdminPositionSchema = z.object({
  ...item,
  title: z.string(),
  category: z.string(),
  detailedDescription: z.string(),
  /** Closed positions stay (applications name them) but leave the careers page. */
  open: z.boolean(),
  position: z.number().int(),
  /** Career applications naming this title. */
  applications: z.number().int(),
  /** The internship form's listing id when the form offers this position (the spec's 12); not editable. */
  listingId: z.number().int().nullable(),
  kind: z.enum(POSITION_KINDS),
  team: z.string(),
  location: z.enum(WORK_MODES),
  city: z.string(),
  durationMonths: z.number().int().nullable(),
  /** Rupees: per month for an internship, per annum for a job. */
  payMin: z.number().int().nullable(),
  payMax: z.number().int().nullable(),
  eligibleYears: z.array(z.string()),
  eligibleProgrammes: z.array(z.string()),
  skills: z.array(z.string()),
  deadline: z.string().nullable(),
  openings: z.number().int().nullable(),
});

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ message: `${label} must be a number.` })
    .int(`${label} must be a whole number.`)
    .min(min, `${label} must be ${min} or more.`)
    .max(max, `${label} must be at most ${max}.`)
    .nullable();
const distinct = (values: readonly string[]) => new Set(values).size === values.length;
/** A day as a date input gives it (YYYY-MM-DD), a real one; null: no deadline. */
const calendarDay = z
  .string({ message: 'Deadline must be a date (YYYY-MM-DD).' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Deadline must be a date (YYYY-MM-DD).')
  .refine((day) => {
    const parsed = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day;
  }, 'Deadline must be a real date.')
  .nullable();

const positionFields = {
  title: line('Title', POSITION_LIMITS.title),
  category: z.enum(POSITION_CATEGORIES, {
    message: `Category must be one of: ${POSITION_CATEGORIES.join(', ')}.`,
  }),
  detailedDescription: paragraph('Description', POSITION_LIMITS.description),
  open: z.boolean({ message: 'Open must be true or false.' }),
  kind: z.enum(POSITION_KINDS, { message: `Kind must be one of: ${POSITION_KINDS.join(', ')}.` }),
  team: optionalLine('Company or team', POSITION_LIMITS.team),
  location: z.enum(WORK_MODES, { message: `Location must be one of: ${WORK_MODES.join(', ')}.` }),
  city: optionalLine('City', POSITION_LIMITS.city),
  durationMonths: wholeNumber('Duration', 1, POSITION_LIMITS.durationMonths),
  payMin: wholeNumber('Lowest pay', 0, POSITION_LIMITS.pay),
  payMax: wholeNumber('Highest pay', 0, POSITION_LIMITS.pay),
  eligibleYears: z
    .array(z.enum(ELIGIBLE_YEARS as [string, ...string[]], { message: 'Unknown year of study.' }), {
      message: 'Years of study must be a list.',
    })
    .refine(distinct, 'Each year of study may appear once.'),
  eligibleProgrammes: z
    .array(z.enum(PROGRAMMES, { message: `Programmes must be among: ${PROGRAMMES.join(', ')}.` }), {
      message: 'Programmes must be a list.',
    })
    .refine(distinct, 'Each programme may appear once.'),
  skills: z
    .array(line('Skill', POSITION_LIMITS.skill), { message: 'Skills must be a list.' })
    .max(POSITION_LIMITS.skills, `At most ${POSITION_LIMITS.skills} skills.`)
    .refine((skills) => distinct(skills.map((skill) => skill.toLowerCase())), 'Each skill may appear once.'),
  deadline: calendarDay,
  openings: wholeNumber('Openings', 1, POSITION_LIMITS.openings),
};
/** The lowest pay of a range is not above its highest. */
export const PAY_RANGE_MESSAGE = 'The lowest pay must not be above the highest.';
const payInOrder = (range: { payMin?: number | null; payMax?: number | null }) =>
  range.payMin === null || range.payMin === undefined || range.payMax === null || range.payMax === undefined
    ? true
    : range.payMin <= range.payMax;

export const ZCreatePositionRequestSchema = z
  .object({
    ...positionFields,
    detailedDescription: positionFields.detailedDescription.default(''),
    open: positionFields.open.default(true),
    kind: positionFields.kind.default('job'),
    team: positionFields.team.default(''),
    location: positionFields.location.default('Hybrid'),
    city: positionFields.city.default(''),
    durationMonths: positionFields.durationMonths.default(null),
    payMin: positionFields.payMin.default(null),
    payMax: positionFields.payMax.default(null),
    eligibleYears: positionFields.eligibleYears.default([]),
    eligibleProgrammes: positionFields.eligibleProgrammes.default([]),
    skills: positionFields.skills.default([]),
    deadline: positionFields.deadline.default(null),
    openings: positionFields.openings.default(null),
  })
  .refine(payInOrder, { message: PAY_RANGE_MESSAGE, path: ['payMax'] });
export const ZUpdatePositionRequestSchema = z
  .object(positionFields)
  .partial()
  .refine(nothingToChange, 'Nothing to change.')
  .refine(payInOrder, { message: PAY_RANGE_MESSAGE, path: ['payMax'] });
export const ZPositionsResponseSchema = listOf(ZAdminPositionSchema);
export const ZPositionResponseSchema = savedOf(ZAdminPositionSchema);

/** The path parameter of one item of a type, with that type's own not-found message. */
export const siteContentParams = (notFound: string) => z.object({ id: z.uuid({ message: notFound }) });

/** The path parameters of an image upload: the item, and which of its images (SITE_CONTENT_IMAGES). */
export const siteContentImageParams = (notFound: string, images: readonly [string, ...string[]]) =>
  z.object({
    id: z.uuid({ message: notFound }),
    image: z.enum(images, { message: `Image must be one of: ${images.join(', ')}.` }),
  });
