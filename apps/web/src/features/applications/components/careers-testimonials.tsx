import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ArrowRightIcon, ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { SectionContainer, SectionHeading } from '@/features/content/components/section-heading';
import { CAREERS_TESTIMONIALS as TESTIMONIALS } from './careers-testimonials-data';

/** Spec §2 Careers: the next 3 people appear as thumbnails. */
const UPCOMING_COUNT = 3;

const controlClass =
  'grid size-11 place-items-center rounded-full bg-white text-slate-800 shadow-card ring-1 ring-slate-200 transition-colors hover:bg-brand-50 hover:text-brand-800';

/** Spec §2 Careers: six fixed testimonials, 'n/6 Testimonials', Next and Previous wrap around. */
export function CareersTestimonials() {
  const { t, i18n } = useLingui();
  const baseId = useId();
  const [current, setCurrent] = useState(0);
  const count = TESTIMONIALS.length;
  const goTo = (index: number) => setCurrent((index + count) % count);
  const testimonial = TESTIMONIALS[current] ?? TESTIMONIALS[0];
  if (!testimonial) return null;
  const upcoming = Array.from({ length: Math.min(UPCOMING_COUNT, count - 1) }, (_, step) => {
    const index = (current + step + 1) % count;
    return { index, person: TESTIMONIALS[index] };
  });
  const slideId = `${baseId}-slide`;
  const position = current + 1;
  const firstName = testimonial.author.split(' ')[0];

  return (
    <section
      aria-labelledby="careers-testimonials-title"
      data-testid="careers-section-testimonials"
      className="py-16 md:py-24"
    >
      <SectionContainer>
        <SectionHeading
          id="careers-testimonials-title"
          eyebrow={t`Life at Pathshala`}
          title={t`Hear it from the team`}
        />
        <section
          aria-roledescription={t`carousel`}
          aria-label={t`Team testimonials`}
          className="mt-10 grid gap-8 rounded-card bg-gradient-to-br from-brand-50 via-white to-accent-50 p-6 ring-1 ring-brand-100 sm:p-10 lg:grid-cols-[1fr_18rem]"
        >
          <div id={slideId} aria-live="polite" aria-atomic="true">
            {/* biome-ignore lint/a11y/useSemanticElements: WAI-ARIA carousel pattern: the slide is a group */}
            <figure
              key={current}
              role="group"
              aria-roledescription={t`slide`}
              aria-label={t`${position} of ${count}`}
              data-testid="careers-testimonial"
              className="flex flex-col gap-6 motion-safe:animate-fade-in sm:flex-row sm:items-start"
            >
              <img
                src={testimonial.image}
                alt=""
                width={128}
                height={128}
                decoding="async"
                className="size-24 shrink-0 rounded-full bg-brand-100 object-cover ring-4 ring-white sm:size-32"
              />
              <div className="min-w-0">
                <span aria-hidden="true" className="block font-serif text-5xl leading-none text-accent-400">
                  “
                </span>
                <blockquote className="text-lg leading-8 text-slate-700">
                  <p>{i18n._(testimonial.text)}</p>
                </blockquote>
                <figcaption className="mt-6">
                  <span className="block font-bold text-slate-900" data-testid="careers-testimonial-author">
                    {testimonial.author}
                  </span>
                  <span className="block text-sm text-slate-600">{i18n._(testimonial.role)}</span>
                  <Link
                    to={testimonial.link}
                    className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
                  >
                    <Trans>Meet {firstName} and the team</Trans>
                    <ArrowRightIcon className="size-4" />
                  </Link>
                </figcaption>
              </div>
            </figure>
          </div>
          <div className="flex flex-col gap-6 border-t border-brand-100 pt-6 lg:border-t-0 lg:border-l lg:pt-0 lg:pl-8">
            <p className="text-sm font-semibold text-slate-700" data-testid="careers-testimonial-counter">
              <Trans>
                <span className="text-2xl font-extrabold text-slate-900">{position}</span>/{count}{' '}
                Testimonials
              </Trans>
            </p>
            <div>
              <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
                <Trans>Up next</Trans>
              </p>
              <ul className="mt-3 flex gap-3">
                {upcoming.map(({ index, person }) => {
                  if (!person) return null;
                  const shownAt = index + 1;
                  const author = person.author;
                  return (
                    <li key={person.author}>
                      <button
                        type="button"
                        aria-controls={slideId}
                        aria-label={t`Show testimonial ${shownAt} of ${count}: ${author}`}
                        data-testid="careers-testimonial-thumb"
                        onClick={() => goTo(index)}
                        className="block rounded-full ring-2 ring-white transition-transform hover:scale-105"
                      >
                        <img
                          src={person.image}
                          alt=""
                          width={56}
                          height={56}
                          loading="lazy"
                          decoding="async"
                          className="size-14 rounded-full bg-brand-100 object-cover"
                        />
                      </button>
                    </li>
                  );
                })}
              </ul>
            </div>
            <div className="flex gap-3 lg:mt-auto">
              <button
                type="button"
                className={controlClass}
                aria-label={t`Previous testimonial`}
                aria-controls={slideId}
                onClick={() => goTo(current - 1)}
              >
                <ChevronLeftIcon className="size-5" />
              </button>
              <button
                type="button"
                className={controlClass}
                aria-label={t`Next testimonial`}
                aria-controls={slideId}
                onClick={() => goTo(current + 1)}
              >
                <ChevronRightIcon className="size-5" />
              </button>
            </div>
          </div>
        </section>
      </SectionContainer>
    </section>
  );
}
