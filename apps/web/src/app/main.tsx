import '@fontsource-variable/inter';
// Bundled before our own styles (which restyle the toasts), not injected at run time: the CSP has no inline style.
import 'react-toastify/ReactToastify.css';
import '@/index.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './provider';
import { AppRouter } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The first render as a transition: React renders it in slices and yields to the browser between them, so a
// phone's main thread is never blocked for the whole tree at once (Total Blocking Time).
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
});
