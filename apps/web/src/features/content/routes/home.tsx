import { useDocumentTitle } from '@/hooks/use-document-title';
import { BannerSection } from '../components/banner-section';
import { BenefitsSection } from '../components/benefits-section';
import { HomeHero } from '../components/home-hero';
import { MentorsSection } from '../components/mentors-section';
import { NewsletterSection } from '../components/newsletter-section';
import { PromoPopup } from '../components/promo-popup';
import { ServicesSection } from '../components/services-section';
import { SuccessStorySection } from '../components/success-story-section';
import { TestimonialsSection } from '../components/testimonials-section';

/** Spec §2 "Home page order": hero, services, benefits, success story, banners, mentors, testimonials, newsletter. */
export function HomeRoute() {
  useDocumentTitle();
  return (
    <>
      <HomeHero />
      <ServicesSection />
      <BenefitsSection />
      <SuccessStorySection />
      <BannerSection />
      <MentorsSection />
      <TestimonialsSection />
      <NewsletterSection />
      <PromoPopup />
    </>
  );
}
