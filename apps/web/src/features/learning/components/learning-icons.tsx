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

export const PlayIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M7 4.5v15l12-7.5z" fill="currentColor" />
  </StrokeIcon>
);

export const PauseIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M8 5v14M16 5v14" strokeWidth={3} />
  </StrokeIcon>
);

export const VolumeIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M4 9v6h4l5 4V5L8 9z" />
    <path d="M16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12" />
  </StrokeIcon>
);

export const MutedIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M4 9v6h4l5 4V5L8 9z" />
    <path d="m17 9 5 6m0-6-5 6" />
  </StrokeIcon>
);

export const EnterFullscreenIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
  </StrokeIcon>
);

export const ExitFullscreenIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5" />
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
