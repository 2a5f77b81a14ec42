import { useLingui } from '@lingui/react/macro';
import { Skeleton } from '@/components/ui/skeleton';

/** Shown inside the layout while a page's code loads. */
export function PageFallback() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading page`} className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <Skeleton className="h-10 w-2/3 max-w-md" />
      <Skeleton className="mt-4 h-5 w-full max-w-xl" />
      <Skeleton className="mt-12 h-48 w-full rounded-card" />
    </div>
  );
}
