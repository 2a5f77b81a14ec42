import { useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { CareersBenefits } from '../components/careers-benefits';
import { CareersGallery } from '../components/careers-gallery';
import { CareersHero } from '../components/careers-hero';
import { CareersTestimonials } from '../components/careers-testimonials';
import { CultureCards } from '../components/culture-cards';
import { HiringTimeline } from '../components/hiring-timeline';
import { OpenPositions } from '../components/open-positions';
import { smoothScrollTo } from '../components/smooth-scroll';

export function CareersRoute() {
  const { t } = useLingui();
  useDocumentTitle(t`Careers`);
  const positionsRef = useRef<HTMLElement>(null);

  const seePositions = async () => {
    const section = positionsRef.current;
    if (!section) return;
    await smoothScrollTo(section);
    // Keyboard and screen-reader users continue from the positions, not from the hero button.
    section.focus({ preventScroll: true });
  };

  return (
    <>
      <CareersHero onSeePositions={() => void seePositions()} />
      <CultureCards />
      <CareersBenefits />
      <OpenPositions ref={positionsRef} />
      <HiringTimeline />
      <CareersTestimonials />
      <CareersGallery />
    </>
  );
}
