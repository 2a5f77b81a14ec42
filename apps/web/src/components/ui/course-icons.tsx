import { type IconProps, StrokeIcon } from './icons';

/**
 * Icons the pages of more than one feature draw: course facts, the roadmap timeline, the purchase panel, the
 * careers page and the staff console's menu (24×24, currentColor, decorative).
 */

export const SearchIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </StrokeIcon>
);

export const FilterIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M3 5h18M6 12h12M10 19h4" />
  </StrokeIcon>
);

export const PlayCircleIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="m10 8.5 5 3.5-5 3.5z" />
  </StrokeIcon>
);

export const ClockIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </StrokeIcon>
);

export const CalendarIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <rect x="3.5" y="5" width="17" height="15" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </StrokeIcon>
);

export const UsersIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.6a3.5 3.5 0 0 1 0 6.8M18 14a6.5 6.5 0 0 1 3.5 6" />
  </StrokeIcon>
);

export const LayersIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="m12 3 9 5-9 5-9-5z" />
    <path d="m3 13 9 5 9-5" />
  </StrokeIcon>
);

export const VideoIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <rect x="2.5" y="6" width="13" height="12" rx="2" />
    <path d="m15.5 10 6-3.5v11l-6-3.5" />
  </StrokeIcon>
);

export const BookIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M4 19.5v-15A2.5 2.5 0 0 1 6.5 2H20v20H6.5a2.5 2.5 0 0 1 0-5H20" />
  </StrokeIcon>
);

export const CodeIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="m8 7-5 5 5 5M16 7l5 5-5 5M14 4l-4 16" />
  </StrokeIcon>
);

export const ProjectIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <path d="M3 9h18M8 13h3M8 16h6" />
  </StrokeIcon>
);

export const RocketIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M5 15c-1.5 1.3-2 5-2 5s3.7-.5 5-2c.7-.8.7-2.1-.1-2.9a2.2 2.2 0 0 0-2.9-.1" />
    <path d="m12 15-3-3a22 22 0 0 1 2-4A12.9 12.9 0 0 1 22 2c0 2.7-.8 7.5-6 11a22.4 22.4 0 0 1-4 2" />
    <path d="M9 12H4s.5-3 2-4c1.6-1.1 5 0 5 0M12 15v5s3-.5 4-2c1.1-1.6 0-5 0-5" />
  </StrokeIcon>
);

export const TrophyIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M7 4h10v5a5 5 0 0 1-10 0z" />
    <path d="M7 6H4v1a3 3 0 0 0 3 3M17 6h3v1a3 3 0 0 1-3 3M12 14v3M8 21h8M9 21l1-4h4l1 4" />
  </StrokeIcon>
);

export const ChartIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M3 3v18h18" />
    <path d="m7 15 4-4 3 3 5-6" />
  </StrokeIcon>
);

export const BrainIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M9.5 3A2.5 2.5 0 0 0 7 5.5v.2A3 3 0 0 0 4.6 10a3 3 0 0 0 .4 5 3 3 0 0 0 4.5 3.4V3.5z" />
    <path d="M14.5 3A2.5 2.5 0 0 1 17 5.5v.2a3 3 0 0 1 2.4 4.3 3 3 0 0 1-.4 5 3 3 0 0 1-4.5 3.4V3.5z" />
  </StrokeIcon>
);

export const FlagIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M5 21V4M5 4h11l-2 4 2 4H5" />
  </StrokeIcon>
);

export const AwardIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <circle cx="12" cy="9" r="6" />
    <path d="m8.5 14-1.5 7 5-3 5 3-1.5-7" />
  </StrokeIcon>
);

export const ShareIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <circle cx="18" cy="5" r="3" />
    <circle cx="6" cy="12" r="3" />
    <circle cx="18" cy="19" r="3" />
    <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
  </StrokeIcon>
);

export const TagIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8" />
    <circle cx="7.5" cy="7.5" r="1.5" />
  </StrokeIcon>
);

export const TargetIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="5" />
    <circle cx="12" cy="12" r="1" />
  </StrokeIcon>
);

export const BriefcaseIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <rect x="3" y="7" width="18" height="13" rx="2" />
    <path d="M9 7V5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2M3 13h18" />
  </StrokeIcon>
);

export const HandshakeIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="m11 17 2 2a1.4 1.4 0 0 0 2-2M14 14l2.5 2.5a1.4 1.4 0 0 0 2-2L15 11" />
    <path d="m21 11-3-3-3 1-3-2-3 3a1.4 1.4 0 0 0 2 2l2-1M3 11l3-3 3 1M6 14l3 3a1.4 1.4 0 0 0 2-2" />
  </StrokeIcon>
);

export const MessageIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12" />
  </StrokeIcon>
);

export const SendIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M21 3 10 14M21 3l-7 18-4-7-7-4z" />
  </StrokeIcon>
);

export const ClipboardIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <rect x="5" y="4" width="14" height="17" rx="2" />
    <path d="M9 4V3h6v1M9 11h6M9 15h4" />
  </StrokeIcon>
);
