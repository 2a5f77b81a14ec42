import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BOOTCAMP_GALLERY } from '../utils/gallery';
import { GalleryGrid } from './gallery-grid';
import { SectionContainer, SectionHeading } from './section-heading';

const BOOTCAMP_RESULTS = [
  { value: '500+', label: msg`participants` },
  { value: '85%', label: msg`found it highly valuable` },
  { value: '90%', label: msg`interested in advanced courses` },
];

export function SuccessStorySection() {
  const { t, i18n } = useLingui();
  return (
    <section
      aria-labelledby="home-success-title"
      data-testid="home-section-success-story"
      className="py-16 md:py-24"
    >
      <SectionContainer className="grid gap-12 lg:grid-cols-[2fr_3fr] lg:items-start">
        <div>
          <SectionHeading
            id="home-success-title"
            eyebrow={t`Success story`}
            title={t`Free 2-day AI/ML bootcamp`}
            intro={t`In August 2025 we opened our AI and machine learning bootcamp to every student for free. Two days online: from Python notebooks to a working model, with mentors answering questions live.`}
          />
          <dl className="mt-8 grid grid-cols-3 gap-3">
            {BOOTCAMP_RESULTS.map((result) => (
              <div
                key={result.label.id}
                className="flex flex-col rounded-card bg-brand-50 p-4 ring-1 ring-brand-100"
              >
                <dt className="text-sm leading-5 text-slate-700">{i18n._(result.label)}</dt>
                <dd className="order-first text-2xl font-extrabold tracking-tight text-brand-800 sm:text-3xl">
                  {result.value}
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-6 flex flex-wrap gap-2 text-sm font-semibold">
            <span className="rounded-full bg-accent-100 px-3 py-1 text-accent-900">
              <Trans>Online</Trans>
            </span>
            <span className="rounded-full bg-accent-100 px-3 py-1 text-accent-900">
              <Trans>August 2025</Trans>
            </span>
            <span className="rounded-full bg-accent-100 px-3 py-1 text-accent-900">
              <Trans>2 days · Free</Trans>
            </span>
          </p>
        </div>
        <GalleryGrid
          images={BOOTCAMP_GALLERY}
          title={t`AI/ML bootcamp photos`}
          data-testid="bootcamp-gallery"
        />
      </SectionContainer>
    </section>
  );
}
