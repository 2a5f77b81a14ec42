import { Suspense } from 'react';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { BannerSection } from '../components/banner-section';
import { BenefitsGrid } from '../components/benefits-grid';
import { BenefitsSection } from '../components/benefits-section';
import { ExperienceBanner } from '../components/experience-banner';
import { HomeHero } from '../components/home-hero';
import { MentorsSection } from '../components/mentors-section';
import { NewsletterSection } from '../components/newsletter-section';
import { PromoPopup } from '../components/promo-popup';
import { ServicesSection } from '../components/services-section';
import { SuccessStorySection } from '../components/success-story-section';
import { TestimonialsSection } from '../components/testimonials-section';

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
