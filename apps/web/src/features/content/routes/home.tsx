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
 * Every section but the newsletter hydrates in a task of its own (`HydrateInTurn`): as one task, the page's
 * hydration was about 90 ms here unthrottled. The newsletter reads the session, which the header asks for first,
 * so it may not wait. The benefits and the mentors take ids from `useId`, which Preact numbers in hydration order:
 * they may wait because nothing after them takes an id outside a turn (the promo popup takes none until it opens).
 * The banners, mentors and testimonials read their own queries only, which start when they hydrate.
 */
export function HomeRoute() {
  useDocumentTitle();
  return (
    <>
      <HomeHero />
      <HydrateInTurn name="services">
        <ServicesSection />
      </HydrateInTurn>
      <HydrateInTurn name="benefits">
        <BenefitsSection />
      </HydrateInTurn>
      <HydrateInTurn name="benefits-grid">
        <BenefitsGrid />
      </HydrateInTurn>
      <HydrateInTurn name="experience">
        <ExperienceBanner />
      </HydrateInTurn>
      <HydrateInTurn name="success-story">
        <SuccessStorySection />
      </HydrateInTurn>
      <HydrateInTurn name="banners">
        <BannerSection />
      </HydrateInTurn>
      <HydrateInTurn name="mentors">
        <MentorsSection />
      </HydrateInTurn>
      <HydrateInTurn name="testimonials">
        <TestimonialsSection />
      </HydrateInTurn>
      <NewsletterSection />
      <PromoPopup />
    </>
  );
}
