import { lazy, Suspense } from 'react';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { whenIdleOrNear } from '@/lib/when-idle-or-near';
import { BannerSection } from '../components/banner-section';
import { BenefitsGrid } from '../components/benefits-grid';
import { ExperienceBanner } from '../components/experience-banner';
import { HomeHero } from '../components/home-hero';
import { MentorsSection } from '../components/mentors-section';
import { NewsletterSection } from '../components/newsletter-section';
import { PromoPopup } from '../components/promo-popup';
import { BENEFITS_SECTION_ID } from '../components/section-ids';
import { ServicesSection } from '../components/services-section';
import { SuccessStorySection } from '../components/success-story-section';
import { TestimonialsSection } from '../components/testimonials-section';

/**
 * The benefit points' Read More toggles are Radix Collapsibles: their code (5 KB with Radix's base) arrives
 * when the browser is idle after the load or the section nears the screen, not with the page (its budget:
 * docs/performance.md). Until then the drawn section is shown as it is.
 */
const BenefitsSection = lazy(async () => {
  await whenIdleOrNear(BENEFITS_SECTION_ID);
  return { default: (await import('../components/benefits-section')).BenefitsSection };
});

/**
 * Spec §2 "Home page order": hero, services, benefits, success story, banners, mentors, testimonials, newsletter.
 * From the further home variant (spec §1): the hero is a three-slide carousel, and the benefits grid and the
 * experience banner follow the benefits, leading into the success story.
 *
 * Every section but the newsletter is a Suspense boundary of its own: React hydrates them separately, yielding to
 * the browser between them and taking first the one a visitor interacts with (as one task, the page's hydration
 * was about 90 ms here unthrottled).
 */
export function HomeRoute() {
  useDocumentTitle();
  return (
    <>
      <HomeHero />
      <Suspense fallback={null}>
        <ServicesSection />
      </Suspense>
      <Suspense fallback={null}>
        <BenefitsSection />
      </Suspense>
      <Suspense fallback={null}>
        <BenefitsGrid />
      </Suspense>
      <Suspense fallback={null}>
        <ExperienceBanner />
      </Suspense>
      <Suspense fallback={null}>
        <SuccessStorySection />
      </Suspense>
      <Suspense fallback={null}>
        <BannerSection />
      </Suspense>
      <Suspense fallback={null}>
        <MentorsSection />
      </Suspense>
      <Suspense fallback={null}>
        <TestimonialsSection />
      </Suspense>
      <NewsletterSection />
      <PromoPopup />
    </>
  );
}
