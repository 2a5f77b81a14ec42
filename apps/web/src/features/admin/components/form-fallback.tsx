import { Skeleton } from '@/components/ui/skeleton';

/** While a form's code (the form library and its checks) loads: its fields as placeholders. */
export function FormFallback({ fields = 3 }: { fields?: number }) {
  return (
    <div role="status" aria-label="Loading form" className="flex flex-col gap-5">
      {Array.from({ length: fields }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={index} className="flex flex-col gap-2">
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-12 w-full rounded-xl" />
        </div>
      ))}
      <Skeleton className="h-11 w-32 rounded-xl" />
    </div>
  );
}
