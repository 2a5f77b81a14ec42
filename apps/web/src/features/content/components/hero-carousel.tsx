import { ph } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { cn } from '@/utils/cn';

export interface HeroSlide {
  /** Stable key, also used in the dot's accessible name. */
  id: string;
  /** Short name of the slide for its dot, e.g. "Internships". */
  title: string;
  content: ReactNode;
}

interface HeroCarouselProps {
  /** Names the carousel region. */
  label: string;
  slides: readonly HeroSlide[];
  className?: string;
  'data-testid'?: string;
}

const controlClass =
  'grid size-10 shrink-0 place-items-center rounded-full bg-white text-slate-800 shadow-card ring-1 ring-slate-200 transition-colors hover:bg-brand-50 hover:text-brand-800';

/**
 * The home hero: one full-width slide at a time (WAI-ARIA carousel pattern), Previous/Next and one dot
 * per slide under the slides, wrapping at both ends (spec §4). Slides sit side by side in one row, so the
 * carousel is as tall as its tallest slide and nothing below moves when the slide changes. Slides that are
 * not shown are inert: hidden from assistive technology and out of the tab order. It does not advance by
 * itself: a hero that moves on its own would take the Register button away from under the visitor.
 */
export function HeroCarousel({ label, slides, className, 'data-testid': testId }: HeroCarouselProps) {
  const { t } = useLingui();
  const baseId = useId();
  const trackId = `${baseId}-track`;
  const count = slides.length;
  const [current, setCurrent] = useState(0);

  const goTo = (next: number) => {
    if (count === 0) return;
    setCurrent(((next % count) + count) % count);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (count < 2) return;
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      goTo(current - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      goTo(current + 1);
    }
  };

  return (
    <section
      aria-roledescription={t`carousel`}
      aria-label={label}
      data-testid={testId}
      className={cn('relative overflow-hidden', className)}
      onKeyDown={onKeyDown}
    >
      <div className="overflow-hidden">
        <div
          id={trackId}
          aria-live="polite"
          className="flex motion-safe:transition-transform motion-safe:duration-500 motion-safe:ease-out"
          // None on the first slide: the prerendered HTML cannot carry a style attribute (ADR 017).
          style={current > 0 ? { transform: `translateX(-${current * 100}%)` } : undefined}
        >
          {slides.map((slide, position) => (
            // biome-ignore lint/a11y/useSemanticElements: WAI-ARIA carousel pattern: each slide is a group
            <div
              key={slide.id}
              role="group"
              aria-roledescription={t`slide`}
              aria-label={t`${ph({ number: position + 1 })} of ${count}`}
              inert={position !== current}
              data-testid={`hero-slide-${slide.id}`}
              className="relative w-full shrink-0"
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      {count > 1 ? (
        <div className="relative mx-auto flex max-w-7xl items-center justify-center gap-4 px-4 pb-10 sm:px-6 lg:justify-start lg:px-8">
          <button
            type="button"
            className={controlClass}
            aria-label={t`Previous slide`}
            aria-controls={trackId}
            onClick={() => goTo(current - 1)}
          >
            <ChevronLeftIcon className="size-5" />
          </button>
          <div className="flex items-center gap-1">
            {slides.map((slide, position) => (
              <button
                key={slide.id}
                type="button"
                aria-label={t`Go to slide ${ph({ number: position + 1 })}: ${ph({ name: slide.title })}`}
                aria-controls={trackId}
                aria-current={position === current ? 'true' : undefined}
                onClick={() => goTo(position)}
                // A 24 px target around a small dot.
                className="group grid h-6 min-w-6 place-items-center px-1"
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'block h-2.5 rounded-full transition-all',
                    position === current ? 'w-8 bg-brand-700' : 'w-2.5 bg-slate-300 group-hover:bg-slate-400',
                  )}
                />
              </button>
            ))}
          </div>
          <button
            type="button"
            className={controlClass}
            aria-label={t`Next slide`}
            aria-controls={trackId}
            onClick={() => goTo(current + 1)}
          >
            <ChevronRightIcon className="size-5" />
          </button>
        </div>
      ) : null}
    </section>
  );
}
