import { Trans, useLingui } from '@lingui/react/macro';
import { BANNER_AUTO_SLIDE_MS, BANNER_FIRST_SLIDE_DELAY_MS } from '@pathshala/shared/constants';
import type { Banner } from '@pathshala/shared/content';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Carousel } from '@/components/ui/carousel';
import { Skeleton } from '@/components/ui/skeleton';
import { useBanners } from '../api/get-banners';
import { useLogLoadFailure } from '../utils/log-load-failure';
import { useReducedMotion } from '../utils/use-reduced-motion';
import { SectionContainer } from './section-heading';

const isExternal = (link: string) => /^https?:\/\//.test(link);

/** The banner's call to action: an in-app link, or a new tab for another site. */
function BannerLink({ link, className, children }: { link: string; className: string; children: ReactNode }) {
  if (isExternal(link)) {
    return (
      <a href={link} target="_blank" rel="noopener noreferrer" className={className}>
        {children}
        <span className="sr-only">
          {' '}
          <Trans>(opens in a new tab)</Trans>
        </span>
      </a>
    );
  }
  return (
    <Link to={link} className={className}>
      {children}
    </Link>
  );
}

/**
 * The artwork carries no words: it fills the slide as a background and the headline, subline and button are
 * real text over it. The text sets the height (never clipped); from sm up the slide is at least 3:1.
 */
function BannerSlide({ banner }: { banner: Banner }) {
  return (
    <div
      data-testid="banner-slide"
      className="relative isolate flex h-full min-h-64 items-center overflow-hidden bg-brand-900 sm:aspect-[3/1] sm:min-h-0"
    >
      <img
        src={banner.imageUrl}
        alt={banner.alt}
        width={1200}
        height={400}
        loading="lazy"
        decoding="async"
        className="absolute inset-0 -z-10 size-full object-cover object-right"
      />
      {/* Keeps the words readable wherever the artwork sits under them on a narrow screen. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-r from-brand-950/90 via-brand-950/80 to-brand-950/60 sm:from-brand-950/85 sm:via-brand-950/35 sm:to-brand-950/0"
      />
      <div className="flex max-w-xl flex-col items-start gap-3 px-6 py-8 sm:px-16 sm:py-10 md:gap-4">
        <h3
          data-testid="banner-headline"
          className="text-2xl leading-tight font-extrabold tracking-tight text-balance text-white sm:text-3xl lg:text-4xl"
        >
          {banner.headline}
        </h3>
        {banner.subline ? (
          <p className="text-base leading-relaxed text-pretty text-brand-50 sm:text-lg">{banner.subline}</p>
        ) : null}
        {banner.link && banner.ctaLabel ? (
          <BannerLink
            link={banner.link}
            className={buttonClasses({ variant: 'secondary', size: 'lg' }, 'mt-2 rounded-full')}
          >
            {banner.ctaLabel}
          </BannerLink>
        ) : null}
      </div>
    </div>
  );
}

export function BannerSection() {
  const { t } = useLingui();
  const { data: banners, isPending, error } = useBanners();
  const reducedMotion = useReducedMotion();
  useLogLoadFailure('banners', error);
  if (error || banners?.length === 0) return null;

  return (
    <section
      aria-labelledby="home-banners-title"
      data-testid="home-section-banners"
      className="py-8 md:py-12"
    >
      <SectionContainer>
        <h2 id="home-banners-title" className="mb-6 text-2xl font-extrabold tracking-tight md:text-3xl">
          <Trans>Offers and announcements</Trans>
        </h2>
        {isPending ? (
          <Skeleton className="min-h-64 w-full rounded-card sm:aspect-[3/1] sm:min-h-0" />
        ) : (
          <Carousel
            label={t`Offers and announcements`}
            wrap
            showDots
            controlsBelowOnMobile
            // Spec §4/§9: every 3000 ms, the first change after 1 s; none for visitors who asked for less motion.
            autoPlayMs={reducedMotion ? undefined : BANNER_AUTO_SLIDE_MS}
            autoPlayDelayMs={BANNER_FIRST_SLIDE_DELAY_MS}
          >
            {banners.map((banner) => (
              <BannerSlide key={banner.id} banner={banner} />
            ))}
          </Carousel>
        )}
      </SectionContainer>
    </section>
  );
}
