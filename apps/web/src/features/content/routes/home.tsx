import { useDocumentTitle } from '@/hooks/use-document-title';
import { HydrateInTurn } from '@/lib/hydrate-in-turn';
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
 * Sections that need neither a shared query nor an id hydrate each in a task of their own (`HydrateInTurn`): as
 * one task, the page's hydration was about 90 ms here unthrottled. Not in turn: the benefits, banners, mentors
 * and testimonials (their carousels and dialogs take ids from `useId`, which counts in hydration order) and the
 * newsletter (it reads the session, which the header asks for first).
 */
export function HomeRoute() {
  useDocumentTitle();
  return (
    <>
      <HomeHero />
      <HydrateInTurn name="services">
        <ServicesSection />
      </HydrateInTurn>
      <BenefitsSection />
      <HydrateInTurn name="benefits-grid">
        <BenefitsGrid />
      </HydrateInTurn>
      <HydrateInTurn name="experience">
        <ExperienceBanner />
      </HydrateInTurn>
      <HydrateInTurn name="success-story">
        <SuccessStorySection />
      </HydrateInTurn>
      <BannerSection />
      <MentorsSection />
      <TestimonialsSection />
      <NewsletterSection />
      <PromoPopup />
    </>
  );
}
