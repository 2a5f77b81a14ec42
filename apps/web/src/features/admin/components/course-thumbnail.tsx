import { ImageIcon } from './console-icons';

/** A course's thumbnail at a fixed 16:9 size (96 px wide), or a placeholder when it has none yet. */
export function CourseThumbnail({ src }: { src: string }) {
  return src ? (
    <img
      src={src}
      alt=""
      width={96}
      height={54}
      loading="lazy"
      decoding="async"
      className="aspect-video w-24 shrink-0 rounded-lg bg-slate-100 object-cover"
    />
  ) : (
    <span
      aria-hidden="true"
      className="grid aspect-video w-24 shrink-0 place-items-center rounded-lg bg-slate-100 text-slate-400"
    >
      <ImageIcon className="size-5" />
    </span>
  );
}
