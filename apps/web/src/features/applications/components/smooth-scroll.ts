import { SMOOTH_SCROLL_MS } from '@pathshala/shared/constants';

const easeInOutCubic = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

/** Where the page must scroll so `element` sits at the top, minus its scroll-margin-top (sticky header). */
function targetTop(element: HTMLElement): number {
  const margin = Number.parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
  const top = element.getBoundingClientRect().top + window.scrollY - margin;
  const maxTop = document.documentElement.scrollHeight - window.innerHeight;
  return Math.max(0, Math.min(top, maxTop));
}

/**
 * Spec §9: smooth scroll over 500 ms, eased frame by frame. Jumps when the visitor asked for reduced
 * motion, and stops early if they take over scrolling (wheel, touch or a key). Resolves when done.
 */
export function smoothScrollTo(element: HTMLElement, duration = SMOOTH_SCROLL_MS): Promise<void> {
  const to = targetTop(element);
  const from = window.scrollY;
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  if (reduced || duration <= 0 || from === to) {
    window.scrollTo({ top: to, behavior: 'instant' });
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    let frame = 0;
    let start: number | null = null;
    const interrupts = ['wheel', 'touchstart', 'keydown'] as const;
    const finish = () => {
      window.cancelAnimationFrame(frame);
      for (const type of interrupts) window.removeEventListener(type, finish);
      resolve();
    };
    for (const type of interrupts) window.addEventListener(type, finish, { passive: true });
    const step = (now: number) => {
      start ??= now;
      const progress = Math.min((now - start) / duration, 1);
      window.scrollTo({ top: from + (to - from) * easeInOutCubic(progress), behavior: 'instant' });
      if (progress < 1) frame = window.requestAnimationFrame(step);
      else finish();
    };
    frame = window.requestAnimationFrame(step);
  });
}
