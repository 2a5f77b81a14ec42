import '@fontsource-variable/inter';
// Bundled before our own styles (which restyle the toasts), not injected at run time: the CSP has no inline style.
import 'react-toastify/ReactToastify.css';
import '@/index.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { beginHydrationTurns, endHydrationTurns } from '@/lib/hydrate-in-turn';
import { createQueryClient } from '@/lib/query-client';
import { AppProvider } from './provider';
import { AppRouter, createAppRouter, routerReady } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Buttons answer from here on (the browser journeys wait for it after loading a page).
const markReady = () => {
  document.documentElement.dataset.appReady = '';
};

/**
 * Gives the browser the main thread back before the next piece of start-up: the modules' evaluation, the router's
 * first navigation and the hydration are each tens of milliseconds on a phone, and as one task they keep a tap
 * waiting for all of them (Lighthouse's TBT counts every task's time past 50 ms).
 */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// One query client and one router for the page's life: creating a router starts its loaders (a second one would
// exchange a one-time sign-in code twice). Not a top-level await: that would make the bundler split the lazily
// loaded toast library in two.
void yieldToBrowser().then(async () => {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  const app = (
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <AppRouter router={router} />
      </AppProvider>
    </StrictMode>
  );
  // A landing page arrives with its first render already in the HTML (ADR 017): the same render is made here,
  // once the router has loaded the page's route (before that it would draw the loading fallback over it), and
  // Preact adopts the drawn elements instead of drawing them again. Any other page is drawn here from nothing.
  // Rendered at once either way: Preact (ADR 016) has no time-sliced rendering, so `startTransition` would do
  // nothing.
  if (container.firstElementChild) {
    await routerReady(router);
    await yieldToBrowser();
    // Sections marked to hydrate in turn adopt their elements in tasks of their own; the page answers taps
    // once the last of them has.
    beginHydrationTurns();
    hydrateRoot(container, app);
    await endHydrationTurns();
    container.removeAttribute('inert');
  } else {
    createRoot(container).render(app);
  }
  markReady();
});
