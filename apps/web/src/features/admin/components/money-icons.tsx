import { type IconProps, StrokeIcon } from '@/components/ui/icons';

/** Icons of the dashboard, invoices and enrolment pages (24×24, currentColor, decorative). */

export const ChartIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M4 4v15a1 1 0 0 0 1 1h15" />
    <path d="m8 15 3.5-4 3 2.5L19 8" />
  </StrokeIcon>
);

export const InvoiceIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
    <path d="M14 3v5h5M9 13h6M9 17h4" />
  </StrokeIcon>
);

export const UserPlusIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <circle cx="9" cy="8" r="4" />
    <path d="M2 21a7 7 0 0 1 14 0M19 8v6M16 11h6" />
  </StrokeIcon>
);
