import { type ComponentType, lazy, Suspense } from 'react';
import { useToastOutletWanted } from '@/lib/toast';

const ToastOutlet = lazy(async (): Promise<{ default: ComponentType }> => {
  try {
    return { default: (await import('./toast-outlet')).ToastOutlet };
  } catch (error) {
    // Offline, or a new deployment removed the chunk: the page goes on without toasts rather than failing the
    // layout (this sits outside the routes' error boundary).
    console.warn('Could not load the toasts:', error instanceof Error ? error.message : error);
    return { default: () => null };
  }
});

/** Mounted once in the layout; renders the toast container (and loads it) from the visit's first toast on. */
export function Toaster() {
  const wanted = useToastOutletWanted();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastOutlet />
    </Suspense>
  );
}
