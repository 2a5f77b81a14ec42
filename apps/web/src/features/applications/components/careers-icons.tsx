import { type IconProps, StrokeIcon } from '@/components/ui/icons';

/** Icons of the careers page (24×24, currentColor, decorative). */

export const GlobeIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </StrokeIcon>
);

export const SparkIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M12 3v4M12 17v4M3 12h4M17 12h4M5.6 5.6l2.8 2.8M15.6 15.6l2.8 2.8M5.6 18.4l2.8-2.8M15.6 8.4l2.8-2.8" />
  </StrokeIcon>
);

export const ScaleIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M12 3v18M7 21h10M5 7h14M5 7l-3 7a3 3 0 0 0 6 0zM19 7l-3 7a3 3 0 0 0 6 0z" />
  </StrokeIcon>
);

export const BallIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M5.6 5.6c3.5 3 3.5 9.8 0 12.8M18.4 5.6c-3.5 3-3.5 9.8 0 12.8" />
  </StrokeIcon>
);

export const HealthIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M12 3 4 6v6c0 4.5 3.4 8 8 9 4.6-1 8-4.5 8-9V6z" />
    <path d="M12 9v6M9 12h6" />
  </StrokeIcon>
);

export const PartyIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="m3 21 5-13 8 8z" />
    <path d="M14 4v2M19 9h2M16.5 6.5 18 5M12 8c1-1 1-3 0-4M16 12c1-1 3-1 4 0" />
  </StrokeIcon>
);

export const CalendarIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4M9 15l2 2 4-4" />
  </StrokeIcon>
);

export const CoinIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M9 7.5h6M9 10.5h6M9 7.5c4 0 4 6 0 6l5 3.5" />
  </StrokeIcon>
);

export const MapPinIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M12 21s7-6.2 7-12a7 7 0 0 0-14 0c0 5.8 7 12 7 12" />
    <circle cx="12" cy="9" r="2.5" />
  </StrokeIcon>
);

export const SearchDocIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h5M14 3l5 5M14 3v5h5M19 8v3" />
    <circle cx="16.5" cy="16.5" r="3" />
    <path d="m21 21-2.4-2.4" />
  </StrokeIcon>
);

export const RocketLaunchIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M12 2c3 2.5 4.5 6 4.5 10v4h-9v-4c0-4 1.5-7.5 4.5-10" />
    <circle cx="12" cy="9.5" r="1.5" />
    <path d="M7.5 13 5 16v3h2.5M16.5 13l2.5 3v3h-2.5M10 19.5l2 2.5 2-2.5" />
  </StrokeIcon>
);
