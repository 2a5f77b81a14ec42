import { BANNER_AUTO_SLIDE_MS, BANNER_FIRST_SLIDE_DELAY_MS } from '@pathshala/shared/constants';
import type { Banner } from '@pathshala/shared/content';
import { Link } from 'react-router';
import { Carousel } from '@/components/ui/carousel';
import { Skeleton } from '@/components/ui/skeleton';
import { useBanners } from '../api/get-banners';
import { useLogLoadFailure } from '../utils/log-load-failure';
import { useReducedMotion } from '../utils/use-reduced-motion';
import { SectionContainer } from './section-heading';

const imageClass = 'aspect-[3/1] w-full bg-slate-100 object-cover';

function BannerSlide({ banner }: { banner: Banner }) {
  const image = (
    <img
      src={banner.imageUrl}
      alt={banner.alt}
      width={1200}
      height={400}
      loading="lazy"
      decoding="async"
      className={imageClass}
    />
  );
  if (!banner.link) return image;
  if (/^https?:\/\//.test(banner.link)) {
    return (
      <a href={banner.link} target="_blank" rel="noopener noreferrer" className="block">
        {image}
      </a>
    );
  }
  return (
    <Link to={banner.link} className="block">
      {image}
    </Link>
  );
}

export function BannerSection() {
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
          Offers and announcements
        </h2>
        {isPending ? (
          <Skeleton className="aspect-[3/1] w-full rounded-card" />
        ) : (
          <Carousel
            label="Offers and announcements"
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
