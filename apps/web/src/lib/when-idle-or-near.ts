/**
 * Runs `callback` when the browser is first idle after the page has loaded (at once if it has), for work that
 * must not compete with the page's first load. Returns a function that cancels it.
 */
export function afterLoadWhenIdle(callback: () => void): () => void {
  let idle: number | undefined;
  const schedule = () => {
    idle = window.requestIdleCallback
      ? window.requestIdleCallback(callback, { timeout: 2_000 })
      : window.setTimeout(callback, 200);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idle === undefined) return;
    if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}

/**
 * For a below-the-fold section React drew on the server and hydrates from a lazily loaded module: resolves when
 * the browser is first idle after the page has loaded, or sooner when the section comes within a screen of the
 * viewport. Its code so stays out of the page's first load without waiting for a visitor to scroll. Resolves at
 * once on the server and when the section is not drawn yet (a navigation inside the app draws it from nothing).
 */
export function whenIdleOrNear(sectionId: string): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  const section = document.getElementById(sectionId);
  if (!section) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      { rootMargin: '100% 0px' },
    );
    const cancelIdle = afterLoadWhenIdle(done);
    function done() {
      observer.disconnect();
      cancelIdle();
      resolve();
    }
    observer.observe(section);
  });
}
