import {
  type AdminPlacementCourse,
  type CreatePlacementCourseRequest,
  PAY_RANGE_MESSAGE,
  type UpdatePlacementCourseRequest,
  type ZCreatePositionRequestSchema,
  type ZUpdatePositionRequestSchema,
} from '@pathshala/shared/admin-site-content';
import type { z } from 'zod';
import type {
  banners,
  collaborators,
  mentors,
  PlacementItem,
  placementCourses,
  services,
  testimonials,
} from '../../db/schema/content.ts';
import type { positions } from '../../db/schema/engagement.ts';
import { AppError } from '../../plugins/errors.ts';
import { paiseToRupees } from '../catalogue/service.ts';
import type { PositionRow } from './site-content-repository.ts';

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;
const paise = (rupees: number) => Math.round(rupees * 100);

// ── Placement courses ───────────────────────────────────────────────────────────────────────────

export function toAdminPlacementCourse(row: typeof placementCourses.$inferSelect): AdminPlacementCourse {
  return {
    id: row.id,
    title: row.title,
    subject: row.subject,
    coverPhoto: row.coverPhoto,
    description: row.description.map((item) => ({
      text: item.text,
      realPrice: item.realPricePaise === undefined ? null : paiseToRupees(item.realPricePaise),
      price: item.pricePaise === undefined ? null : paiseToRupees(item.pricePaise),
    })),
    realPrice: paiseToRupees(row.realPricePaise),
    discountedPrice: row.discountedPricePaise === null ? null : paiseToRupees(row.discountedPricePaise),
    price: paiseToRupees(row.pricePaise),
    review: row.review,
    level: row.level,
    instructorName: row.instructorName,
    status: row.status,
    programmeId: row.programmeId,
    createdAt: iso(row.createdAt),
  };
}

/**
 * Rupees in, paise stored: the fields of an edit (only those given). A new real or discounted price without a card
 * price of its own moves the card price with it (the discounted price, else the real one), as on create.
 */
export function placementPatch(
  body: UpdatePlacementCourseRequest,
  stored?: Pick<typeof placementCourses.$inferSelect, 'realPricePaise' | 'discountedPricePaise'>,
): Partial<typeof placementCourses.$inferInsert> {
  const { description, realPrice, discountedPrice, price, ...rest } = body;
  const discounted =
    discountedPrice === undefined
      ? stored?.discountedPricePaise
      : discountedPrice === null
        ? null
        : paise(discountedPrice);
  const real = realPrice === undefined ? stored?.realPricePaise : paise(realPrice);
  const priceMoves = price === undefined && (realPrice !== undefined || discountedPrice !== undefined);
  const cardPrice = priceMoves ? (discounted ?? real) : undefined;
  return {
    ...rest,
    ...(description === undefined
      ? {}
      : {
          description: description.map(
            (item): PlacementItem => ({
              text: item.text,
              ...(item.realPrice == null ? {} : { realPricePaise: paise(item.realPrice) }),
              ...(item.price == null ? {} : { pricePaise: paise(item.price) }),
            }),
          ),
        }),
    ...(realPrice === undefined ? {} : { realPricePaise: paise(realPrice) }),
    ...(discountedPrice === undefined
      ? {}
      : { discountedPricePaise: discountedPrice === null ? null : paise(discountedPrice) }),
    ...(price === undefined ? {} : { pricePaise: paise(price) }),
    ...(cardPrice === undefined ? {} : { pricePaise: cardPrice }),
  };
}

/** A new placement course; its card price defaults to the discounted price, or the real one. */
export function placementInsert(body: CreatePlacementCourseRequest): typeof placementCourses.$inferInsert {
  const values = placementPatch(body);
  return {
    ...values,
    description: values.description ?? [],
    title: body.title,
    subject: body.subject,
    pricePaise: paise(body.price ?? body.discountedPrice ?? body.realPrice),
  };
}

// ── The others ──────────────────────────────────────────────────────────────────────────────────

export function toAdminMentor(row: typeof mentors.$inferSelect) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    description: row.description,
    linkedIn: row.linkedIn,
    profilePhoto: row.profilePhoto,
    coverPhoto: row.coverPhoto,
    createdAt: iso(row.createdAt),
  };
}

export function toAdminService(row: typeof services.$inferSelect) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    coverPhoto: row.coverPhoto,
    index: row.index,
    createdAt: iso(row.createdAt),
  };
}

export function toAdminTestimonial(row: typeof testimonials.$inferSelect) {
  return {
    id: row.id,
    message: row.message ?? '',
    name: row.name ?? '',
    designation: row.designation ?? '',
    profilePhoto: row.profilePhoto ?? '',
    createdAt: iso(row.createdAt),
  };
}

export function toAdminBanner(row: typeof banners.$inferSelect) {
  return {
    id: row.id,
    imageUrl: row.imageUrl,
    alt: row.alt,
    headline: row.headline,
    subline: row.subline,
    ctaLabel: row.ctaLabel,
    link: row.link,
    position: row.position,
    createdAt: null,
  };
}

export function toAdminCollaborator(row: typeof collaborators.$inferSelect) {
  return { id: row.id, name: row.name, logo: row.logo, website: row.website, createdAt: iso(row.createdAt) };
}

export function toAdminPosition({ position, applications }: PositionRow) {
  const rupees = (value: number | null) => (value === null ? null : Math.round(value / 100));
  return {
    id: position.id,
    title: position.title,
    category: position.category,
    detailedDescription: position.detailedDescription,
    open: position.open,
    position: position.position,
    applications,
    createdAt: iso(position.createdAt),
    listingId: position.listingId,
    kind: position.kind,
    team: position.team,
    location: position.workMode,
    city: position.city,
    durationMonths: position.durationMonths,
    payMin: rupees(position.payMinPaise),
    payMax: rupees(position.payMaxPaise),
    eligibleYears: position.eligibleYears,
    eligibleProgrammes: position.eligibleProgrammes,
    skills: position.skills,
    deadline: position.deadline,
    openings: position.openings,
  };
}

type PositionValues = Partial<typeof positions.$inferInsert>;

/** The console's fields as columns: the location is the work mode, pay is kept in paise. */
function positionColumns(body: Partial<z.infer<typeof ZCreatePositionRequestSchema>>): PositionValues {
  const { location, payMin, payMax, ...rest } = body;
  const columns: PositionValues = { ...rest };
  if (location !== undefined) columns.workMode = location;
  if (payMin !== undefined) columns.payMinPaise = payMin === null ? null : paise(payMin);
  if (payMax !== undefined) columns.payMaxPaise = payMax === null ? null : paise(payMax);
  return columns;
}

export const positionInsert = (body: z.infer<typeof ZCreatePositionRequestSchema>) =>
  positionColumns(body) as typeof positions.$inferInsert;

/** An edit's columns; a pay range edited at one end is checked against the stored other end. */
export function positionPatch(body: z.infer<typeof ZUpdatePositionRequestSchema>, stored: PositionRow) {
  const storedRupees = (value: number | null) => (value === null ? null : value / 100);
  const min = body.payMin !== undefined ? body.payMin : storedRupees(stored.position.payMinPaise);
  const max = body.payMax !== undefined ? body.payMax : storedRupees(stored.position.payMaxPaise);
  if (min !== null && max !== null && min > max) throw new AppError('BAD_REQUEST', PAY_RANGE_MESSAGE);
  return positionColumns(body);
}
