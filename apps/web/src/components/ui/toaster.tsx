import { lazy, Suspense } from 'react';
import { useToastOutletWanted } from '@/lib/toast';

const ToastOutlet = lazy(async () => ({ default: (await import('./toast-outlet')).ToastOutlet }));

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
