import { type IconProps, StrokeIcon } from '@/components/ui/icons';

/** Icons of the console's menu and tables (24×24, currentColor, decorative). */

export const TicketIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M3 8a2 2 0 0 0 2-2h14a2 2 0 0 0 2 2v2a2 2 0 0 0 0 4v2a2 2 0 0 0-2 2H5a2 2 0 0 0-2-2v-2a2 2 0 0 0 0-4z" />
    <path d="M9 9h.01M15 15h.01M15.5 8.5l-7 7" />
  </StrokeIcon>
);

export const ReceiptIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M5 3h14v18l-2.5-1.5L14 21l-2-1.5-2 1.5-2.5-1.5L5 21z" />
    <path d="M9 8h6M9 12h6M9 16h3" />
  </StrokeIcon>
);

export const ClipboardIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <rect x="5" y="4" width="14" height="17" rx="2" />
    <path d="M9 4V3h6v1M9 10h6M9 14h6M9 18h3" />
  </StrokeIcon>
);

export const PresentationIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M3 4h18M4 4v10a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V4M12 16v4M8 21l4-1 4 1" />
    <path d="m8 11 3-3 2 2 3-3" />
  </StrokeIcon>
);

export const ShieldIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M12 3 4.5 6v5.5c0 4.5 3.2 8.2 7.5 9.5 4.3-1.3 7.5-5 7.5-9.5V6z" />
    <path d="m9 12 2 2 4-4" />
  </StrokeIcon>
);

/** Both arrows; the one of the current order is drawn solid by the sort button. */
export const SortIcon = ({ activeOrder, ...props }: IconProps & { activeOrder: 'asc' | 'desc' | null }) => (
  <StrokeIcon {...props}>
    <path d="m8 9 4-4 4 4" className={activeOrder === 'asc' ? undefined : 'opacity-30'} />
    <path d="m16 15-4 4-4-4" className={activeOrder === 'desc' ? undefined : 'opacity-30'} />
  </StrokeIcon>
);
