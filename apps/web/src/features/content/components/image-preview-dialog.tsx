import { useLingui } from '@lingui/react/macro';
import type { KeyboardEvent } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import type { GalleryImage } from '../utils/gallery';

interface ImagePreviewDialogProps {
  images: readonly GalleryImage[];
  /** The image shown; null keeps the dialog closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  title: string;
}

/** A gallery image at full size, with previous/next (wrapping) and the Left/Right arrow keys. */
export function ImagePreviewDialog({
  images,
  index,
  onIndexChange,
  onClose,
  title,
}: ImagePreviewDialogProps) {
  const { t, i18n } = useLingui();
  const count = images.length;
  const image = index === null ? undefined : images[index];
  const step = (delta: number) => {
    if (index !== null) onIndexChange((index + delta + count) % count);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') step(-1);
    if (event.key === 'ArrowRight') step(1);
  };
  const alt = image ? i18n._(image.alt) : '';
  const control =
    'grid size-11 place-items-center rounded-full bg-white text-slate-800 shadow-card ring-1 ring-slate-200 hover:bg-slate-50';

  return (
    <Dialog
      open={image !== undefined}
      onClose={onClose}
      title={title}
      size="wide"
      data-testid="image-preview"
    >
      {image && index !== null ? (
        // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys are a shortcut for the buttons below
        <div onKeyDown={onKeyDown}>
          <figure>
            <img
              src={image.src}
              alt={alt}
              width={800}
              height={600}
              className="max-h-[65dvh] w-full rounded-xl bg-slate-100 object-contain"
            />
            <figcaption className="mt-3 text-sm text-slate-600">{alt}</figcaption>
          </figure>
          <div className="mt-4 flex items-center justify-between gap-4">
            <button type="button" className={control} aria-label={t`Previous image`} onClick={() => step(-1)}>
              <ChevronLeftIcon className="size-5" />
            </button>
            <p aria-live="polite" className="text-sm font-semibold text-slate-700">
              {index + 1} / {count}
            </p>
            <button type="button" className={control} aria-label={t`Next image`} onClick={() => step(1)}>
              <ChevronRightIcon className="size-5" />
            </button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
