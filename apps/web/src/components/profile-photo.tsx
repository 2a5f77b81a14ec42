import { cn } from '@/utils/cn';

/** Neutral silhouette for learners without a photo (spec §2: "a dummy photo if none"). */
export const DEFAULT_AVATAR_URL = '/images/people/default-avatar.svg';

interface ProfilePhotoProps {
  /** The learner's photo URL; null falls back to the silhouette. */
  src: string | null;
  alt: string;
  /** Rendered size in px (square). */
  size: number;
  className?: string;
}

export function ProfilePhoto({ src, alt, size, className }: ProfilePhotoProps) {
  return (
    <img
      src={src ?? DEFAULT_AVATAR_URL}
      alt={alt}
      width={size}
      height={size}
      className={cn('shrink-0 rounded-full bg-slate-100 object-cover', className)}
    />
  );
}
