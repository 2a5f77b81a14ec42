import { type IconProps, StrokeIcon } from '@/components/ui/icons';

export const HomeIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="m3 10 9-7 9 7v10a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z" />
  </StrokeIcon>
);

export const SidebarIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <path d="M9 4v16" />
  </StrokeIcon>
);

export const CheckCircleIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12 3 3 5-6" />
  </StrokeIcon>
);

export const CircleIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <circle cx="12" cy="12" r="9" />
  </StrokeIcon>
);

export const FileTextIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M14 3H6a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8z" />
    <path d="M14 3v5h5M9 13h6M9 17h6" />
  </StrokeIcon>
);

export const DownloadIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M12 4v11m0 0 4-4m-4 4-4-4M5 20h14" />
  </StrokeIcon>
);

/** Shown in the video frame when there is no lecture or the lecture has no video. */
export function VideoPlaceholder({ message }: { message: string }) {
  return (
    <div
      data-testid="video-placeholder"
      className="flex aspect-video w-full flex-col items-center justify-center gap-4 bg-gradient-to-br from-slate-800 to-brand-950 p-6 text-center"
    >
      <svg viewBox="0 0 160 100" className="w-32 sm:w-44" aria-hidden="true" focusable="false">
        <rect x="8" y="10" width="144" height="80" rx="10" fill="#1e293b" stroke="#60a5fa" strokeWidth="3" />
        <rect x="20" y="22" width="120" height="56" rx="6" fill="#0f172a" />
        <circle cx="80" cy="50" r="16" fill="#1d4ed8" />
        <path d="M75 42v16l13-8z" fill="#fff" />
        <path d="M40 96h80" stroke="#60a5fa" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <p className="text-sm font-medium text-slate-200 sm:text-base">{message}</p>
    </div>
  );
}
