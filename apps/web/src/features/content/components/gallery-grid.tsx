import { ph } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { cn } from '@/utils/cn';
import type { GalleryImage } from '../utils/gallery';

const ImagePreviewDialog = lazy(async () => ({
  default: (await import('./image-preview-dialog')).ImagePreviewDialog,
}));

interface GalleryGridProps {
  images: readonly GalleryImage[];
  /** Names the preview dialog, e.g. "AI/ML bootcamp photos". */
  title: string;
  className?: string;
  'data-testid'?: string;
}

/** Thumbnails that open a full-size preview with previous/next. */
export function GalleryGrid({ images, title, className, 'data-testid': testId }: GalleryGridProps) {
  const { t, i18n } = useLingui();
  const count = images.length;
  const [previewIndex, setPreviewIndex] = useState<number | null>(null);
  return (
    <>
      <ul className={cn('grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3', className)} data-testid={testId}>
        {images.map((image, position) => (
          <li key={image.src}>
            <button
              type="button"
              aria-haspopup="dialog"
              aria-label={t`View photo ${ph({ number: position + 1 })} of ${count}: ${ph({ description: i18n._(image.alt) })}`}
              onClick={() => setPreviewIndex(position)}
              className="group block w-full overflow-hidden rounded-xl bg-slate-100 ring-1 ring-slate-200/70"
            >
              <img
                src={image.src}
                alt=""
                width={800}
                height={600}
                loading="lazy"
                decoding="async"
                className="aspect-[4/3] w-full object-cover transition-transform duration-300 group-hover:scale-105"
              />
            </button>
          </li>
        ))}
      </ul>
      {previewIndex !== null ? (
        <Suspense fallback={null}>
          <ImagePreviewDialog
            images={images}
            index={previewIndex}
            onIndexChange={setPreviewIndex}
            onClose={() => setPreviewIndex(null)}
            title={title}
          />
        </Suspense>
      ) : null}
    </>
  );
}
