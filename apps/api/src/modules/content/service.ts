import {
  type Banner,
  type Collaborator,
  DEFAULT_LINKEDIN_URL,
  type Mentor,
  type Service,
  TESTIMONIAL_DEFAULTS,
  type Testimonial,
} from '@pathshala/shared/content';
import type { banners, collaborators, mentors, services, testimonials } from '../../db/schema/content.ts';

export function toMentor(row: typeof mentors.$inferSelect): Mentor {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    email: row.email,
    description: row.description,
    linkedIn: row.linkedIn || DEFAULT_LINKEDIN_URL,
    profilePhoto: row.profilePhoto,
    coverPhoto: row.coverPhoto,
  };
}

export function toService(row: typeof services.$inferSelect): Service {
  return {
    _id: row.id,
    id: row.id,
    title: row.title,
    description: row.description,
    coverPhoto: row.coverPhoto,
    index: row.index,
  };
}

/** Missing or blank fields get the spec's defaults. */
export function toTestimonial(row: typeof testimonials.$inferSelect): Testimonial {
  return {
    _id: row.id,
    id: row.id,
    message: row.message?.trim() || TESTIMONIAL_DEFAULTS.message,
    name: row.name?.trim() || TESTIMONIAL_DEFAULTS.name,
    designation: row.designation?.trim() || TESTIMONIAL_DEFAULTS.designation,
    profilePhoto: row.profilePhoto,
  };
}

export function toCollaborator(row: typeof collaborators.$inferSelect): Collaborator {
  return { _id: row.id, id: row.id, name: row.name, logo: row.logo, website: row.website };
}

export function toBanner(row: typeof banners.$inferSelect): Banner {
  return {
    _id: row.id,
    id: row.id,
    imageUrl: row.imageUrl,
    alt: row.alt,
    headline: row.headline,
    subline: row.subline,
    ctaLabel: row.ctaLabel,
    link: row.link,
  };
}
