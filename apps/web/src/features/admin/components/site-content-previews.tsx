import { formatCalendarDay } from '@pathshala/shared/dates';
import { isPastDeadline } from '@pathshala/shared/jobs-board-constants';
import { type ReactNode, useState } from 'react';
import { ExternalLinkIcon } from '@/components/ui/icons';
import { rupees } from '@/lib/money';
import { cn } from '@/utils/cn';
import { formatCount } from '../utils/format';
import type { SiteContentItem, SiteContentItems, SiteContentType } from '../utils/site-content-types';
import { Badge } from './badge';
import { ImageIcon } from './console-icons';

/**
 * Each content item drawn roughly as learners see it (the image, the title, the words around it), small enough
 * for a list, so an admin recognises it at a glance.
 */

interface ThumbnailProps {
  src: string;
  className: string;
  /** 'contain' for logos and artwork that must not be cut; 'cover' for photos. */
  fit?: 'cover' | 'contain';
  round?: boolean;
}

/** An item's image, or a placeholder when there is none or it does not load. Decorative: the title names it. */
export function Thumbnail({ src, className, fit = 'cover', round = false }: ThumbnailProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const shape = cn(
    'shrink-0 bg-slate-100 ring-1 ring-slate-200/70',
    round ? 'rounded-full' : 'rounded-lg',
    className,
  );
  if (!src || failed === src) {
    return (
      <span aria-hidden="true" className={cn(shape, 'grid place-items-center text-slate-400')}>
        <ImageIcon className="size-6" />
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setFailed(src)}
      className={cn(shape, fit === 'cover' ? 'object-cover' : 'object-contain p-1')}
    />
  );
}

function Title({ children }: { children: ReactNode }) {
  return <p className="font-bold break-words text-slate-900">{children}</p>;
}

function Clamp({ lines = 2, children }: { lines?: 2 | 3; children: ReactNode }) {
  return (
    <p className={cn('text-sm break-words text-slate-600', lines === 2 ? 'line-clamp-2' : 'line-clamp-3')}>
      {children}
    </p>
  );
}

function WebLink({ href, children }: { href: string; children: ReactNode }) {
  if (!/^https?:\/\//i.test(href))
    return <span className="text-sm break-all text-slate-600">{children}</span>;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 text-sm font-medium break-all text-brand-800 hover:underline"
    >
      {children}
      <ExternalLinkIcon className="size-3.5 shrink-0" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

function BannerPreview({ banner }: { banner: SiteContentItems['banners'] }) {
  return (
    <div className="flex min-w-0 flex-col gap-3 lg:flex-row lg:items-center lg:gap-5">
      {/* The slide as the carousel draws it: the artwork behind, the words over it on the left. */}
      <div className="relative isolate aspect-[3/1] w-full shrink-0 overflow-hidden rounded-lg bg-brand-900 lg:w-80">
        <Thumbnail src={banner.imageUrl} className="absolute inset-0 -z-10 size-full rounded-none ring-0" />
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-gradient-to-r from-brand-950/85 via-brand-950/40 to-brand-950/0"
        />
        <div className="flex h-full max-w-[70%] flex-col justify-center gap-1 px-4">
          <p className="line-clamp-2 text-sm leading-tight font-extrabold text-white">{banner.headline}</p>
          {banner.subline ? (
            <p className="line-clamp-1 text-[0.6875rem] text-brand-50">{banner.subline}</p>
          ) : null}
          {banner.ctaLabel && banner.link ? (
            <span className="mt-0.5 w-fit rounded-full bg-accent-400 px-2 py-0.5 text-[0.625rem] font-semibold text-accent-950">
              {banner.ctaLabel}
            </span>
          ) : null}
        </div>
      </div>
      <div className="min-w-0">
        <Title>{banner.headline || <span className="text-slate-500">No headline</span>}</Title>
        {banner.subline ? <Clamp>{banner.subline}</Clamp> : null}
        <p className="mt-1 text-xs text-slate-500">
          {banner.link ? (
            <>
              Button “{banner.ctaLabel || 'no label'}” → <span className="break-all">{banner.link}</span>
            </>
          ) : (
            'No button'
          )}
          {banner.alt ? ` · Alt text: ${banner.alt}` : ' · No alt text'}
        </p>
      </div>
    </div>
  );
}

function ServicePreview({ service }: { service: SiteContentItems['services'] }) {
  return (
    <div className="flex min-w-0 gap-4">
      <Thumbnail src={service.coverPhoto} fit="contain" className="aspect-[5/3] w-28 sm:w-36" />
      <div className="min-w-0">
        <Title>{service.title}</Title>
        <Clamp>{service.description}</Clamp>
        <p className="mt-1 text-xs break-words text-slate-500">Card links to /{service.title}</p>
      </div>
    </div>
  );
}

function MentorPreview({ mentor }: { mentor: SiteContentItems['mentors'] }) {
  return (
    <div className="flex min-w-0 gap-4">
      <Thumbnail src={mentor.profilePhoto} round className="size-16" />
      <div className="min-w-0">
        <Title>{mentor.name}</Title>
        <p className="text-sm break-all text-slate-600">{mentor.email}</p>
        <Clamp>{mentor.description}</Clamp>
        {mentor.linkedIn ? <WebLink href={mentor.linkedIn}>LinkedIn profile</WebLink> : null}
      </div>
    </div>
  );
}

function TestimonialPreview({ testimonial }: { testimonial: SiteContentItems['testimonials'] }) {
  return (
    <figure className="flex min-w-0 gap-4">
      <Thumbnail src={testimonial.profilePhoto} round className="size-14" />
      <div className="min-w-0">
        <blockquote className="line-clamp-3 text-sm break-words text-slate-700">
          “{testimonial.message}”
        </blockquote>
        <figcaption className="mt-1 text-sm">
          <span className="font-bold text-slate-900">{testimonial.name}</span>
          {testimonial.designation ? (
            <span className="text-slate-600"> · {testimonial.designation}</span>
          ) : null}
        </figcaption>
      </div>
    </figure>
  );
}

function CollaboratorPreview({ collaborator }: { collaborator: SiteContentItems['collaborators'] }) {
  return (
    <div className="flex min-w-0 items-center gap-4">
      <Thumbnail src={collaborator.logo} fit="contain" className="h-14 w-28 bg-white" />
      <div className="min-w-0">
        <Title>{collaborator.name}</Title>
        {collaborator.website ? <WebLink href={collaborator.website}>{collaborator.website}</WebLink> : null}
      </div>
    </div>
  );
}

function PlacementPreview({ course }: { course: SiteContentItems['placement-courses'] }) {
  const comingSoon = course.status === 'coming soon';
  return (
    <div className="flex min-w-0 gap-4">
      <Thumbnail src={course.coverPhoto} className="aspect-[16/10] w-28 sm:w-36" />
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{course.subject}</p>
        <Title>{course.title}</Title>
        <p className="mt-0.5 text-sm text-slate-600">
          {course.level}
          {course.instructorName ? ` · ${course.instructorName}` : ''}
        </p>
        <p className="mt-1 flex flex-wrap items-baseline gap-x-2 text-sm">
          {comingSoon ? (
            <span className="font-semibold text-accent-700">Price will be announced soon</span>
          ) : (
            <>
              <span className="font-bold text-slate-900">{rupees(course.price)}</span>
              {course.realPrice > course.price ? (
                <s className="text-slate-500">
                  <span className="sr-only">Original price </span>
                  {rupees(course.realPrice)}
                </s>
              ) : null}
            </>
          )}
          <Badge tone={comingSoon ? 'amber' : 'green'}>{comingSoon ? 'Coming soon' : 'Published'}</Badge>
        </p>
      </div>
    </div>
  );
}

function PositionPreview({ position }: { position: SiteContentItems['positions'] }) {
  return (
    <div className="min-w-0">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-bold break-words text-slate-900">{position.title}</span>
        <Badge tone="blue">{position.category}</Badge>
        <Badge tone="slate">{position.kind === 'internship' ? 'Internship' : 'Job'}</Badge>
        {!position.open ? (
          <Badge tone="slate">Closed</Badge>
        ) : position.deadline && isPastDeadline(position.deadline, new Date()) ? (
          <Badge tone="slate">Past deadline</Badge>
        ) : (
          <Badge tone="green">Open</Badge>
        )}
      </p>
      <p className="mt-1 text-sm text-slate-600">
        {[
          position.team,
          position.city ? `${position.location}, ${position.city}` : position.location,
          position.deadline ? `apply by ${formatCalendarDay(position.deadline)}` : 'no deadline',
          position.listingId === null ? '' : `internship form listing #${position.listingId}`,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <Clamp>{position.detailedDescription}</Clamp>
      <p className="mt-1 text-xs text-slate-500">
        {position.applications === 1
          ? '1 career application names it'
          : `${formatCount(position.applications)} career applications name it`}
        {position.open ? '' : ' · not on the board'}
      </p>
    </div>
  );
}

/** The preview of any item, by its type. */
export function SiteContentPreview({ type, item }: { type: SiteContentType; item: SiteContentItem }) {
  switch (type) {
    case 'banners':
      return <BannerPreview banner={item as SiteContentItems['banners']} />;
    case 'services':
      return <ServicePreview service={item as SiteContentItems['services']} />;
    case 'mentors':
      return <MentorPreview mentor={item as SiteContentItems['mentors']} />;
    case 'testimonials':
      return <TestimonialPreview testimonial={item as SiteContentItems['testimonials']} />;
    case 'collaborators':
      return <CollaboratorPreview collaborator={item as SiteContentItems['collaborators']} />;
    case 'placement-courses':
      return <PlacementPreview course={item as SiteContentItems['placement-courses']} />;
    case 'positions':
      return <PositionPreview position={item as SiteContentItems['positions']} />;
  }
}
