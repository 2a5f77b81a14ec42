import '@fontsource-variable/inter';
// Bundled before our own styles (which restyle the toasts), not injected at run time: the CSP has no inline style.
import 'react-toastify/ReactToastify.css';
import '@/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './provider';
import { AppRouter } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Rendered at once: Preact (ADR 016) has no time-sliced rendering, so React's `startTransition` around the first
// render, which let React yield to the browser between slices, would do nothing here.
createRoot(container).render(
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);
