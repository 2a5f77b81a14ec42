import { useLingui } from '@lingui/react/macro';
import { MY_LEARNINGS_CAROUSEL_STEP_PX } from '@pathshala/shared/constants';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { cn } from '@/utils/cn';

/** A sideways-scrolling row; the buttons scroll by one step (spec §9: 320 px) and disable at either end. */
export function MyLearningsCarousel({
  label,
  heading,
  children,
}: {
  label: string;
  /** Shown left of the scroll buttons. */
  heading?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const track = useRef<HTMLUListElement>(null);
  const [atStart, setAtStart] = useState(true);
  const [atEnd, setAtEnd] = useState(true);

  const measure = useCallback(() => {
    const element = track.current;
    if (!element) return;
    setAtStart(element.scrollLeft <= 1);
    setAtEnd(element.scrollLeft + element.clientWidth >= element.scrollWidth - 1);
  }, []);

  useEffect(() => {
    const element = track.current;
    if (!element) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, [measure]);

  const scrollBy = (direction: -1 | 1) => {
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    track.current?.scrollBy({
      left: direction * MY_LEARNINGS_CAROUSEL_STEP_PX,
      behavior: reduceMotion ? 'auto' : 'smooth',
    });
  };

  return (
    <section aria-label={label} aria-roledescription={t`carousel`} className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-4">
        <div className="min-w-0">{heading}</div>
        <div className="flex shrink-0 gap-2">
          <Button
            variant="outline"
            size="icon"
            aria-label={t`Scroll left`}
            disabled={atStart}
            onClick={() => scrollBy(-1)}
          >
            <ChevronLeftIcon className="size-5" />
          </Button>
          <Button
            variant="outline"
            size="icon"
            aria-label={t`Scroll right`}
            disabled={atEnd}
            onClick={() => scrollBy(1)}
          >
            <ChevronRightIcon className="size-5" />
          </Button>
        </div>
      </div>
      <ul
        ref={track}
        onScroll={measure}
        className={cn(
          '-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-6 overflow-x-auto px-4 pb-4 sm:mx-0 sm:scroll-px-0 sm:px-0',
          '[scrollbar-width:thin]',
        )}
      >
        {children}
      </ul>
    </section>
  );
}

/** One carousel item: a fixed card width that still fits a 360 px phone. */
export function CarouselItem({ children }: { children: ReactNode }) {
  return <li className="w-[min(18rem,calc(100vw-4rem))] shrink-0 snap-start">{children}</li>;
}
