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
    let idle = 0;
    const onLoad = () => {
      idle = window.requestIdleCallback
        ? window.requestIdleCallback(done, { timeout: 2_000 })
        : window.setTimeout(done, 200);
    };
    function done() {
      observer.disconnect();
      window.removeEventListener('load', onLoad);
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
      resolve();
    }
    observer.observe(section);
    if (document.readyState === 'complete') onLoad();
    else window.addEventListener('load', onLoad);
  });
}
