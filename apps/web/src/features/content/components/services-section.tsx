import { Trans, useLingui } from '@lingui/react/macro';
import type { Service } from '@pathshala/shared/content';
import { useState } from 'react';
import { Link } from 'react-router';
import { ArrowRightIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { useServices } from '../api/get-services';
import { useLogLoadFailure } from '../utils/log-load-failure';
import { SectionContainer, SectionHeading } from './section-heading';

const SKELETON_COUNT = 4;

/** The artwork is 400×240 (5:3): the box keeps that shape at every width, so nothing is cropped off. */
const coverBox = 'aspect-[5/3] w-32 sm:w-full';

/** Spec §2: each service card links to /{service title}. */
export const servicePath = (title: string) => `/${encodeURIComponent(title)}`;

/**
 * The title as the card shows it: one written as a path ('internships', 'contact-us', so that it opens that page
 * in any client) reads as words ('Internships', 'Contact Us'); any other title as it is. The link stays /{title}.
 */
export const serviceLabel = (title: string) =>
  /^[a-z]+(?:-[a-z]+)*$/.test(title)
    ? title
        .split('-')
        .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
        .join(' ')
    : title;

function ServiceCover({ service }: { service: Service }) {
  const [failed, setFailed] = useState(false);
  if (failed || !service.coverPhoto) {
    return (
      <div aria-hidden="true" className={`${coverBox} bg-gradient-to-br from-brand-100 to-accent-100`} />
    );
  }
  return (
    <img
      src={service.coverPhoto}
      alt=""
      width={400}
      height={240}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className={`${coverBox} bg-slate-100 object-contain transition-transform duration-300 group-hover:scale-[1.03]`}
    />
  );
}

function ServiceCard({ service }: { service: Service }) {
  return (
    <li
      data-testid="service-card"
      className="group relative flex overflow-hidden rounded-card sm:flex-col bg-white shadow-card ring-1 ring-slate-200/70 transition-shadow hover:shadow-card-hover focus-within:shadow-card-hover"
    >
      <div className="ml-3 shrink-0 self-center overflow-hidden rounded-lg sm:ml-0 sm:self-stretch sm:rounded-none">
        <ServiceCover service={service} />
      </div>
      <div className="flex min-w-0 flex-1 flex-col p-4 sm:p-6">
        <h3 className="text-lg font-bold">
          {/* The link covers the whole card; its name stays the short title. */}
          <Link
            to={servicePath(service.title)}
            className="after:absolute after:inset-0 after:rounded-card after:content-[''] focus-visible:outline-none focus-visible:after:ring-3 focus-visible:after:ring-brand-500"
          >
            {serviceLabel(service.title)}
          </Link>
        </h3>
        <p className="mt-1 flex-1 text-sm leading-6 text-slate-600 sm:mt-2 sm:text-base sm:leading-7">
          {service.description}
        </p>
        <p
          aria-hidden="true"
          className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 group-hover:gap-2 sm:mt-4"
        >
          <Trans>Explore</Trans> <ArrowRightIcon className="size-4 transition-all" />
        </p>
      </div>
    </li>
  );
}

function ServiceCardSkeleton() {
  return (
    <li className="flex overflow-hidden rounded-card bg-white shadow-card ring-1 ring-slate-200/70 sm:block">
      <Skeleton className={`${coverBox} ml-3 shrink-0 self-center rounded-lg sm:ml-0 sm:rounded-none`} />
      <div className="flex-1 space-y-3 p-4 sm:p-6">
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
      </div>
    </li>
  );
}

export function ServicesSection() {
  const { t } = useLingui();
  const { data: services, isPending, error } = useServices();
  useLogLoadFailure('services', error);
  // Spec §8: a failed load leaves the section out rather than showing an error.
  if (error || services?.length === 0) return null;

  return (
    <section
      aria-labelledby="home-services-title"
      data-testid="home-section-services"
      className="py-16 md:py-24"
    >
      <SectionContainer>
        <SectionHeading
          id="home-services-title"
          eyebrow={t`What we offer`}
          title={t`Everything you need to get hired`}
          intro={t`Pick a path: learn a skill from scratch, sharpen it for placements, or prove it on real projects.`}
        />
        <ul
          className="mt-12 grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-4"
          aria-busy={isPending || undefined}
        >
          {isPending
            ? Array.from({ length: SKELETON_COUNT }, (_, position) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <ServiceCardSkeleton key={position} />
              ))
            : services.map((service) => <ServiceCard key={service.id} service={service} />)}
        </ul>
      </SectionContainer>
    </section>
  );
}
