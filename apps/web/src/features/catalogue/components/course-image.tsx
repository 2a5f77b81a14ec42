import { useState } from 'react';
import { cn } from '@/utils/cn';

interface CourseImageProps {
  src: string;
  alt: string;
  /** Shown on a brand gradient when the image is missing or fails to load. */
  fallbackLabel: string;
  /** Below-the-fold images load lazily; the course page's own thumbnail does not. */
  lazy?: boolean;
  className?: string;
}

/** A 16:9 course or placement image that degrades to a labelled gradient instead of a broken icon. */
export function CourseImage({ src, alt, fallbackLabel, lazy = true, className }: CourseImageProps) {
  const [failed, setFailed] = useState(false);
  if (failed || !src) {
    return (
      <div
        aria-hidden="true"
        className="grid aspect-video w-full place-items-center bg-gradient-to-br from-brand-600 to-brand-900 px-6 text-center text-lg font-bold text-white"
      >
        {fallbackLabel}
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={640}
      height={360}
      loading={lazy ? 'lazy' : undefined}
      decoding="async"
      onError={() => setFailed(true)}
      className={cn('aspect-video w-full bg-slate-100 object-cover', className)}
    />
  );
}
