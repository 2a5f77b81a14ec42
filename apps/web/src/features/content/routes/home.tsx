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
 */
export function HomeRoute() {
  useDocumentTitle();
  return (
    <>
      <HomeHero />
      <ServicesSection />
      <BenefitsSection />
      <BenefitsGrid />
      <ExperienceBanner />
      <SuccessStorySection />
      <BannerSection />
      <MentorsSection />
      <TestimonialsSection />
      <NewsletterSection />
      <PromoPopup />
    </>
  );
}
