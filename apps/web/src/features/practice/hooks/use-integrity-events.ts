import type { IntegrityEvent } from '@pathshala/shared/practice-constants';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Tab switches (the page going hidden) and fullscreen exits during an attempt, reported through `report`.
 * Leaving the page (a reload, a link) is not a tab switch; leaving fullscreen by finishing the test is not an
 * exit either, because the listeners are gone by then.
 */
export function useIntegrityEvents(active: boolean, report: (kind: IntegrityEvent) => void) {
  const [fullscreen, setFullscreen] = useState(() => document.fullscreenElement !== null);
  const wasFullscreen = useRef(fullscreen);
  const reportRef = useRef(report);
  reportRef.current = report;

  useEffect(() => {
    if (!active) return;
    let leaving = false;
    const onLeave = () => {
      leaving = true;
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden' && !leaving) reportRef.current('tab-switch');
    };
    const onFullscreen = () => {
      const now = document.fullscreenElement !== null;
      if (wasFullscreen.current && !now && !leaving) reportRef.current('fullscreen-exit');
      wasFullscreen.current = now;
      setFullscreen(now);
    };
    window.addEventListener('beforeunload', onLeave);
    window.addEventListener('pagehide', onLeave);
    document.addEventListener('visibilitychange', onVisibility);
    document.addEventListener('fullscreenchange', onFullscreen);
    return () => {
      window.removeEventListener('beforeunload', onLeave);
      window.removeEventListener('pagehide', onLeave);
      document.removeEventListener('visibilitychange', onVisibility);
      document.removeEventListener('fullscreenchange', onFullscreen);
    };
  }, [active]);

  // Done with the attempt (submitted, or the page left): give the screen back.
  useEffect(
    () => () => {
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    },
    [],
  );

  const enterFullscreen = useCallback(() => {
    void document.documentElement.requestFullscreen?.().catch(() => undefined);
  }, []);

  return { fullscreen, fullscreenSupported: document.fullscreenEnabled === true, enterFullscreen };
}
