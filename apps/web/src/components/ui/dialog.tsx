import { lazy, type ReactNode, Suspense, useLayoutEffect, useRef, useState } from 'react';

export type DialogPlacement = 'center' | 'left' | 'right';

export interface DialogProps {
  open: boolean;
  /** Called on Escape, on the close button and on a press outside the panel. */
  onClose: () => void;
  /** Names the dialog (aria-labelledby). */
  title: ReactNode;
  /** Keep the title for screen readers only. */
  hideTitle?: boolean;
  description?: ReactNode;
  /** 'left' and 'right' render a full-height drawer. */
  placement?: DialogPlacement;
  /**
   * 'bare': no heading row and no padding; the children lay out the whole panel and the close button floats
   * in the top-right corner. The title stays as the accessible name (visually hidden).
   */
  layout?: 'default' | 'bare';
  /** Width of a centred dialog: 'wide' fits two columns (e.g. an image beside a form). */
  size?: 'default' | 'wide';
  /** Id of an element inside the children that describes the dialog (instead of `description`). */
  describedBy?: string;
  id?: string;
  className?: string;
  children?: ReactNode;
  'data-testid'?: string;
}

const loadDialogPanel = () => import('./dialog-panel');
const DialogPanel = lazy(loadDialogPanel);

/** Fetches the dialog's code ahead of a likely first open (e.g. on hovering the button that opens one). */
export function preloadDialog(): void {
  void loadDialogPanel();
}

/**
 * Modal dialog or drawer (Radix Dialog, in dialog-panel.tsx): traps focus, closes on Escape, on the close button
 * and on a press outside, gives the focus back and locks the page's scroll. A page loads its code when it first
 * opens one: every page has dialogs, few pages open one.
 */
export function Dialog(props: DialogProps) {
  const { open } = props;
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  // In the commit that opens the dialog, before its code may have arrived and before it moves the focus.
  useLayoutEffect(() => {
    if (open)
      returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [open]);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <DialogPanel {...props} returnFocusTo={returnFocusTo} />
    </Suspense>
  );
}
