import '@fontsource-variable/inter';
// Hindi content (and the interface in Hindi): downloaded only for a page that shows Devanagari text.
import '@fontsource-variable/noto-sans-devanagari';
// Bundled before our own styles (which restyle the toasts), not injected at run time: the CSP has no inline style.
import 'react-toastify/ReactToastify.css';
import '@/index.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createI18n, documentLocale, loadCatalogue } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { AppReady } from './app-ready';
import { AppProvider } from './provider';
import { AppRouter, createAppRouter, routerReady } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * Gives the browser the main thread back before the next piece of start-up: the modules' evaluation and the
 * router's first navigation are each tens of milliseconds on a phone, and as one task they keep a tap waiting
 * (Lighthouse's TBT counts every task's time past 50 ms). React's hydration yields by itself.
 */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// One query client and one router for the page's life: creating a router starts its loaders (a second one would
// exchange a one-time sign-in code twice). Not a top-level await: that would make the bundler split the lazily
// loaded toast library in two.
void yieldToBrowser().then(async () => {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  // The page's language as the server drew it: hydration must render the same texts.
  const locale = documentLocale();
  const i18n = createI18n(locale, await loadCatalogue(locale));
  const app = (
    <StrictMode>
      <AppProvider queryClient={queryClient} i18n={i18n}>
        <AppRouter router={router} />
      </AppProvider>
      <AppReady />
    </StrictMode>
  );
  // A landing page arrives with its first render already in the HTML (ADR 017): React hydrates the drawn
  // elements once the router has loaded the page's route (before that it would draw the loading fallback over
  // it). Any other page is drawn here from nothing.
  if (container.firstElementChild) {
    await routerReady(router);
    await yieldToBrowser();
    hydrateRoot(container, app, {
      onRecoverableError: (error) => console.error('hydration', error),
    });
  } else {
    createRoot(container).render(app);
  }
});
