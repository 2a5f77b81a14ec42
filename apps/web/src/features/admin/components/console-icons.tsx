import { type IconProps, StrokeIcon } from '@/components/ui/icons';

/**
 * The console's own icons: its menu, tables and editors (24×24, currentColor, decorative: the control carries
 * the name). Icons the public pages draw too live in components/ui/course-icons.tsx.
 */

export const ArrowUpIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M12 19V5M5 12l7-7 7 7" />
  </StrokeIcon>
);

export const ArrowDownIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M12 5v14M19 12l-7 7-7-7" />
  </StrokeIcon>
);

export const PlusIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M12 5v14M5 12h14" />
  </StrokeIcon>
);

export const TrashIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M3 6h18M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6M10 11v6M14 11v6" />
  </StrokeIcon>
);

export const PencilIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M17 3a2.8 2.8 0 1 1 4 4L7.5 20.5 2 22l1.5-5.5z" />
  </StrokeIcon>
);

export const UploadIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M12 15V4M7 9l5-5 5 5M5 15v4a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-4" />
  </StrokeIcon>
);

export const FilmIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <path d="M7 4v16M17 4v16M3 9h4M3 15h4M17 9h4M17 15h4" />
  </StrokeIcon>
);

/** A lecture's notes, and a GST invoice in the menu. */
export const FileTextIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
    <path d="M14 3v5h5M9 13h6M9 17h4" />
  </StrokeIcon>
);

export const ImageIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <circle cx="9" cy="9" r="2" />
    <path d="m21 15-3.1-3.1a2 2 0 0 0-2.8 0L6 21" />
  </StrokeIcon>
);

/** A person before a board: the console's Instructors entry. */
export const InstructorIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <circle cx="8" cy="8" r="3" />
    <path d="M3 20v-1a5 5 0 0 1 10 0v1M13 4h8v9h-6M16 13l2 4" />
  </StrokeIcon>
);

export const InboxIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M22 12h-6l-2 3h-4l-2-3H2" />
    <path d="M5.5 5.1 2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.5-6.9A2 2 0 0 0 16.7 4H7.3a2 2 0 0 0-1.8 1.1z" />
  </StrokeIcon>
);

export const NewsletterIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M4 4h13a3 3 0 0 1 3 3v11a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2z" />
    <path d="M20 18a2 2 0 0 1-2-2V7M8 8h8M8 12h8M8 16h4" />
  </StrokeIcon>
);

export const QuoteIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M3 21c3 0 7-1 7-8V5c0-1.3-.8-2-2-2H4c-1.3 0-2 .7-2 2v6c0 1.3.7 2 2 2h3c0 3.5-1 5-4 5zM15 21c3 0 7-1 7-8V5c0-1.3-.8-2-2-2h-4c-1.3 0-2 .7-2 2v6c0 1.3.7 2 2 2h3c0 3.5-1 5-4 5z" />
  </StrokeIcon>
);

export const GridIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <rect x="3" y="3" width="7" height="7" rx="1.5" />
    <rect x="14" y="3" width="7" height="7" rx="1.5" />
    <rect x="3" y="14" width="7" height="7" rx="1.5" />
    <rect x="14" y="14" width="7" height="7" rx="1.5" />
  </StrokeIcon>
);

export const MentorIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M22 9 12 4 2 9l10 5z" />
    <path d="M6 11v5c0 1.5 2.7 3 6 3s6-1.5 6-3v-5M22 9v6" />
  </StrokeIcon>
);

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

export const UserPlusIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <circle cx="9" cy="8" r="4" />
    <path d="M2 21a7 7 0 0 1 14 0M19 8v6M16 11h6" />
  </StrokeIcon>
);

/** Both arrows; the one of the current order is drawn solid by the sort button. */
export const SortIcon = ({ activeOrder, ...props }: IconProps & { activeOrder: 'asc' | 'desc' | null }) => (
  <StrokeIcon {...props}>
    <path d="m8 9 4-4 4 4" className={activeOrder === 'asc' ? undefined : 'opacity-30'} />
    <path d="m16 15-4 4-4-4" className={activeOrder === 'desc' ? undefined : 'opacity-30'} />
  </StrokeIcon>
);
