import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether the element is on screen (any part of it in the viewport), watched only while `watching`. Motion that
 * nobody sees (an autoplaying carousel, the mentor strip) waits on it: each frame or slide change it would make
 * is work on a phone's main thread (docs/performance.md). False until first observed.
 */
export function useOnScreen(ref: RefObject<Element | null>, watching: boolean): boolean {
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!watching || !element) return;
    const observer = new IntersectionObserver(([entry]) => setOnScreen(entry?.isIntersecting ?? false));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, watching]);
  return onScreen;
}
