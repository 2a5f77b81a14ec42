import { Trans, useLingui } from '@lingui/react/macro';
import { ButtonLink } from '@/components/ui/button';
import { ArrowRightIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { GalleryGrid } from '@/features/content/components/gallery-grid';
import { SectionContainer, SectionHeading } from '@/features/content/components/section-heading';
import { BOOTCAMP_GALLERY, TEAM_GALLERY } from '@/features/content/utils/gallery';

/** The team at work and at our events (spec §2 Careers: photo gallery). */
const CAREERS_GALLERY = [
  // team-1 is already the hero's picture.
  ...TEAM_GALLERY.filter((image) => !image.src.endsWith('/team-1.svg')),
  ...BOOTCAMP_GALLERY.filter((image) => /bootcamp-[245]\./.test(image.src)),
];

export function CareersGallery() {
  const { t } = useLingui();
  return (
    <section
      aria-labelledby="careers-gallery-title"
      data-testid="careers-section-gallery"
      className="pb-16 md:pb-24"
    >
      <SectionContainer>
        <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
          <SectionHeading
            id="careers-gallery-title"
            eyebrow={t`Gallery`}
            title={t`Moments from our team`}
            intro={t`Recording lectures, running bootcamps and celebrating together.`}
          />
          <ButtonLink to={paths.aboutUs} variant="outline" className="self-start md:self-auto">
            <Trans>Explore more</Trans>
            <ArrowRightIcon className="size-4" />
          </ButtonLink>
        </div>
        <GalleryGrid images={CAREERS_GALLERY} title={t`Team photos`} className="mt-10" />
      </SectionContainer>
    </section>
  );
}
