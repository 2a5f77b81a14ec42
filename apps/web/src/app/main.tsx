import '@fontsource-variable/inter';
// Bundled before our own styles (which restyle the toasts), not injected at run time: the CSP has no inline style.
import 'react-toastify/ReactToastify.css';
import '@/index.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createQueryClient } from '@/lib/query-client';
import { AppProvider } from './provider';
import { AppRouter, createAppRouter, routerReady } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// One query client and one router for the page's life: creating a router starts its loaders (a second one would
// exchange a one-time sign-in code twice).
const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
const app = (
  <StrictMode>
    <AppProvider queryClient={queryClient}>
      <AppRouter router={router} />
    </AppProvider>
  </StrictMode>
);

// Buttons answer from here on (the browser journeys wait for it after loading a page).
const markReady = () => {
  document.documentElement.dataset.appReady = '';
};

// A landing page arrives with its first render already in the HTML (ADR 017): the same render is made here, once
// the router has loaded the page's route (before that it would draw the loading fallback over it), and Preact
// adopts the drawn elements instead of drawing them again. Any other page is drawn here from nothing. Rendered at
// once either way: Preact (ADR 016) has no time-sliced rendering, so `startTransition` would do nothing.
if (container.firstElementChild) {
  // Not a top-level await: that would make the bundler split the lazily loaded toast library in two.
  void routerReady(router).then(() => {
    hydrateRoot(container, app);
    container.removeAttribute('inert');
    markReady();
  });
} else {
  createRoot(container).render(app);
  markReady();
}
