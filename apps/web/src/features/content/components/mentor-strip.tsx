import { Trans, useLingui } from '@lingui/react/macro';
import { MENTOR_ITEM_WIDTH_PX, MENTOR_STRIP_SPEED } from '@pathshala/shared/constants';
import type { Mentor } from '@pathshala/shared/content';
import { useEffect, useRef, useState } from 'react';
import { useOnScreen } from '@/hooks/use-on-screen';
import { cn } from '@/utils/cn';
import { useReducedMotion } from '../utils/use-reduced-motion';
import { MentorCard } from './mentor-card';

interface MentorStripProps {
  mentors: readonly Mentor[];
  onSelect: (mentor: Mentor) => void;
}

/**
 * Spec §4/§9: the mentor strip scrolls on its own (speed 20 px/s, items 320 px). A second, inert copy of
 * the list follows the first, so jumping back by one list width is invisible. The strip is a real scroll
 * container: keyboard focus and touch swipes move it natively, and it stops while hovered, focused,
 * paused with the button, or when the visitor prefers reduced motion.
 *
 * It moves only while it is on screen. Each frame it moves in is work on the page's main thread (a scroll, a
 * frame drawn): on a low-end phone the loop alone kept that thread busy from the moment the home page loaded,
 * with the strip far below the fold (docs/performance.md).
 */
export function MentorStrip({ mentors, onSelect }: MentorStripProps) {
  const { t } = useLingui();
  const scrollerRef = useRef<HTMLDivElement>(null);
  const copyRef = useRef<HTMLUListElement>(null);
  const reducedMotion = useReducedMotion();
  const [pausedByButton, setPausedByButton] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const animated = !reducedMotion && mentors.length > 0;
  const onScreen = useOnScreen(scrollerRef, animated);
  const moving = animated && onScreen && !pausedByButton && !hovered && !focused;

  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!moving || !scroller) return;
    let position = scroller.scrollLeft;
    let written = position;
    let previous: number | null = null;
    let timer = 0;
    // One list's width, where the copy starts: measured once and on resize, not in every frame (a layout read).
    let loopWidth = copyRef.current?.offsetLeft ?? 0;
    const measure = () => {
      loopWidth = copyRef.current?.offsetLeft ?? 0;
    };
    window.addEventListener('resize', measure);
    // A step per device pixel, not a frame per display refresh: 20 px/s is a third of a pixel a frame at 60 Hz,
    // and every frame asked for is drawn, moved or not (a low-end phone's main thread, docs/performance.md).
    const stepMs = 1000 / (MENTOR_STRIP_SPEED * window.devicePixelRatio);
    const tick = () => {
      const now = performance.now();
      // A long gap (background tab) must not turn into a jump.
      const seconds = previous === null ? 0 : Math.min(now - previous, 100) / 1000;
      previous = now;
      // The browser may round scrollLeft; only a larger difference means someone scrolled by hand.
      if (Math.abs(scroller.scrollLeft - position) > 1) position = scroller.scrollLeft;
      position += MENTOR_STRIP_SPEED * seconds;
      if (loopWidth > 0 && position >= loopWidth) position -= loopWidth;
      const pixel = Math.round(position * window.devicePixelRatio) / window.devicePixelRatio;
      if (pixel !== written) {
        scroller.scrollLeft = pixel;
        written = pixel;
      }
      timer = window.setTimeout(tick, stepMs);
    };
    tick();
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('resize', measure);
    };
  }, [moving]);

  const listClass = 'flex shrink-0 gap-6 pr-6';
  return (
    <div>
      {animated ? (
        <div className="mx-auto mb-4 flex max-w-7xl justify-end px-4 sm:px-6 lg:px-8">
          <button
            type="button"
            onClick={() => setPausedByButton((paused) => !paused)}
            className="rounded-lg px-3 py-1.5 text-sm font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50"
          >
            {pausedByButton ? (
              <Trans>
                Play<span className="sr-only"> mentor strip</span>
              </Trans>
            ) : (
              <Trans>
                Pause<span className="sr-only"> mentor strip</span>
              </Trans>
            )}
          </button>
        </div>
      ) : null}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only pause the motion */}
      <div
        ref={scrollerRef}
        data-testid="mentor-strip"
        data-moving={moving}
        onPointerEnter={() => setHovered(true)}
        onPointerLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
        }}
        className={cn(
          // Room above and below for the cards' shadows, which the scroll container would clip.
          'relative -my-4 flex overflow-x-auto py-4',
          // Moving, it runs edge to edge with no scrollbar; still, it is a padded, scrollable row.
          animated ? '[scrollbar-width:none] [&::-webkit-scrollbar]:hidden' : 'px-4 sm:px-6 lg:px-8',
        )}
      >
        <ul aria-label={t`Mentors`} className={listClass}>
          {mentors.map((mentor) => (
            <MentorCard
              key={mentor.id}
              mentor={mentor}
              onSelect={onSelect}
              style={{ width: MENTOR_ITEM_WIDTH_PX }}
              className="shrink-0"
            />
          ))}
        </ul>
        {animated ? (
          <ul ref={copyRef} inert aria-hidden="true" className={listClass}>
            {mentors.map((mentor) => (
              <MentorCard
                key={mentor.id}
                mentor={mentor}
                onSelect={onSelect}
                style={{ width: MENTOR_ITEM_WIDTH_PX }}
                className="shrink-0"
              />
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
