import { useLingui } from '@lingui/react/macro';
import { Children, type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useOnScreen } from '@/hooks/use-on-screen';
import { cn } from '@/utils/cn';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

export interface CarouselProps {
  /** Names the carousel, e.g. "Testimonials". */
  label: string;
  /** One child per slide. */
  children: ReactNode;
  /** Next on the last slide goes to the first, and back. Without it the buttons disable at the ends. */
  wrap?: boolean;
  /** Controlled slide index. */
  index?: number;
  onIndexChange?: (index: number) => void;
  /** Advance automatically every so many ms; pauses while hovered, focused or off screen. */
  autoPlayMs?: number;
  /** Delay before the first automatic advance (defaults to autoPlayMs). */
  autoPlayDelayMs?: number;
  /** Show one dot button per slide. */
  showDots?: boolean;
  /** On phones, put previous/next in a row under the slides instead of over them (keeps slide content clear). */
  controlsBelowOnMobile?: boolean;
  className?: string;
}

/** One slide at a time, with previous/next buttons and Left/Right arrow keys. */
export function Carousel({
  label,
  children,
  wrap = false,
  index,
  onIndexChange,
  autoPlayMs,
  autoPlayDelayMs,
  showDots = false,
  controlsBelowOnMobile = false,
  className,
}: CarouselProps) {
  const { t } = useLingui();
  const slides = Children.toArray(children);
  const count = slides.length;
  const baseId = useId();
  const [uncontrolled, setUncontrolled] = useState(0);
  const [paused, setPaused] = useState(false);
  const sectionRef = useRef<HTMLElement>(null);
  const current = Math.min(Math.max(index ?? uncontrolled, 0), Math.max(count - 1, 0));
  const autoPlays = autoPlayMs !== undefined && count > 1;
  // A slide change nobody sees is a render and a transition on a phone's main thread for nothing: autoplay
  // waits until the carousel is on screen, and its first advance comes that long after it appears.
  const onScreen = useOnScreen(sectionRef, autoPlays);
  const autoPlaying = autoPlays && !paused && onScreen;

  const goTo = (next: number) => {
    const target = wrap ? (next + count) % count : Math.min(Math.max(next, 0), count - 1);
    if (count === 0 || target === current) return;
    if (index === undefined) setUncontrolled(target);
    onIndexChange?.(target);
  };
  const canGoBack = wrap ? count > 1 : current > 0;
  const canGoForward = wrap ? count > 1 : current < count - 1;

  // The timer is re-armed after every render, so a manual change or a hover restarts the wait.
  const [hasAutoAdvanced, setHasAutoAdvanced] = useState(false);
  useEffect(() => {
    if (!autoPlaying) return;
    const delay = hasAutoAdvanced ? autoPlayMs : (autoPlayDelayMs ?? autoPlayMs);
    const timer = window.setTimeout(() => {
      setHasAutoAdvanced(true);
      goTo(current + 1);
    }, delay);
    return () => window.clearTimeout(timer);
  });

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft' && canGoBack) {
      event.preventDefault();
      goTo(current - 1);
    } else if (event.key === 'ArrowRight' && canGoForward) {
      event.preventDefault();
      goTo(current + 1);
    }
  };

  const controlClass =
    'absolute top-1/2 z-10 grid size-10 -translate-y-1/2 place-items-center rounded-full bg-white/95 text-slate-800 shadow-card ring-1 ring-slate-200 hover:bg-white disabled:opacity-40';
  const mobileControlClass = controlsBelowOnMobile && 'max-sm:top-auto max-sm:bottom-0 max-sm:translate-y-0';

  return (
    <section
      ref={sectionRef}
      aria-roledescription={t`carousel`}
      aria-label={label}
      className={cn('relative', controlsBelowOnMobile && count > 1 && 'max-sm:pb-14', className)}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setPaused(false);
      }}
    >
      <div className="overflow-hidden rounded-card">
        <div
          id={`${baseId}-track`}
          aria-live={autoPlaying ? 'off' : 'polite'}
          className="flex motion-safe:transition-transform motion-safe:duration-500 motion-safe:ease-out"
          // None on the first slide: the prerendered HTML cannot carry a style attribute (ADR 017).
          style={current > 0 ? { transform: `translateX(-${current * 100}%)` } : undefined}
        >
          {slides.map((slide, position) => {
            const slideNumber = position + 1;
            return (
              // biome-ignore lint/a11y/useSemanticElements: WAI-ARIA carousel pattern: each slide is a group
              <div
                // biome-ignore lint/suspicious/noArrayIndexKey: slides are positional by nature
                key={position}
                role="group"
                aria-roledescription={t`slide`}
                aria-label={t`${slideNumber} of ${count}`}
                inert={position !== current}
                className="w-full shrink-0"
              >
                {slide}
              </div>
            );
          })}
        </div>
      </div>
      {count > 1 ? (
        <>
          <button
            type="button"
            className={cn(
              controlClass,
              'left-3',
              mobileControlClass,
              controlsBelowOnMobile && 'max-sm:left-0',
            )}
            aria-label={t`Previous slide`}
            aria-controls={`${baseId}-track`}
            disabled={!canGoBack}
            onClick={() => goTo(current - 1)}
          >
            <ChevronLeftIcon className="size-5" />
          </button>
          <button
            type="button"
            className={cn(
              controlClass,
              'right-3',
              mobileControlClass,
              controlsBelowOnMobile && 'max-sm:right-0',
            )}
            aria-label={t`Next slide`}
            aria-controls={`${baseId}-track`}
            disabled={!canGoForward}
            onClick={() => goTo(current + 1)}
          >
            <ChevronRightIcon className="size-5" />
          </button>
        </>
      ) : null}
      {showDots && count > 1 ? (
        <div
          className={cn(
            'mt-4 flex justify-center gap-2',
            controlsBelowOnMobile &&
              'max-sm:absolute max-sm:inset-x-12 max-sm:bottom-0 max-sm:mt-0 max-sm:h-10 max-sm:items-center',
          )}
        >
          {slides.map((_, position) => {
            const slideNumber = position + 1;
            return (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: one dot per slide position
                key={position}
                type="button"
                aria-label={t`Go to slide ${slideNumber}`}
                aria-current={position === current ? 'true' : undefined}
                onClick={() => goTo(position)}
                className={cn(
                  'h-2 rounded-full transition-all',
                  position === current ? 'w-6 bg-brand-700' : 'w-2 bg-slate-300 hover:bg-slate-400',
                )}
              />
            );
          })}
        </div>
      ) : null}
    </section>
  );
}
