import { useLingui } from '@lingui/react/macro';
import * as RadixDialog from '@radix-ui/react-dialog';
import { type RefObject, useLayoutEffect } from 'react';
import { cn } from '@/utils/cn';
import type { DialogPlacement, DialogProps } from './dialog';
import { CloseIcon } from './icons';

/**
 * Where dialogs render: #overlays, which follows #root in index.html. Appended to body instead, a dialog would take
 * the last-child place from #root, and a rule on that place (react-toastify's `:not(:last-child) > *`) makes the
 * browser restyle the whole page behind it (e2e/home.spec.ts counts the elements restyled).
 */
function overlayHost(): HTMLElement {
  return document.getElementById('overlays') ?? document.body;
}

let scrollLocks = 0;
let styleBeforeLock = { overflow: '', paddingRight: '' };

/**
 * Stops the page behind from scrolling; pads for the hidden scrollbar so nothing jumps. Radix's own lock (its
 * Overlay's) writes a <style> element, which the CSP refuses; this one sets the body's style through the DOM.
 */
function lockBodyScroll(): () => void {
  const { body } = document;
  if (scrollLocks === 0) {
    styleBeforeLock = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    const scrollbarWidth = window.innerWidth - document.documentElement.clientWidth;
    body.style.overflow = 'hidden';
    if (scrollbarWidth > 0) body.style.paddingRight = `${scrollbarWidth}px`;
  }
  scrollLocks += 1;
  return () => {
    scrollLocks -= 1;
    if (scrollLocks === 0) {
      body.style.overflow = styleBeforeLock.overflow;
      body.style.paddingRight = styleBeforeLock.paddingRight;
    }
  };
}

const panelPlacement: Record<DialogPlacement, string> = {
  center:
    'relative m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] overflow-y-auto rounded-2xl motion-safe:animate-pop-in',
  left: 'fixed inset-y-0 left-0 h-dvh w-[min(20rem,85vw)] overflow-y-auto motion-safe:animate-drawer-in-left',
  right:
    'fixed inset-y-0 right-0 h-dvh w-[min(20rem,85vw)] overflow-y-auto motion-safe:animate-drawer-in-right',
};

const closeButtonClasses = {
  bare: 'absolute top-3 right-3 z-10 rounded-lg bg-white/80 p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900',
  default: '-m-2 ml-auto rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900',
};

interface DialogPanelProps extends DialogProps {
  /** The element that had the focus when the dialog opened: it gets it back when the dialog closes. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/**
 * Radix's modal dialog (focus trap, Escape, outside press, the page behind hidden from assistive technology and
 * from the pointer), in the house's three placements, with the scroll lock above. Loaded with the first dialog a
 * page opens (dialog.tsx).
 */
export default function DialogPanel({
  open,
  onClose,
  title,
  hideTitle = false,
  description,
  placement = 'center',
  layout = 'default',
  size = 'default',
  describedBy,
  id,
  className,
  children,
  'data-testid': testId,
  returnFocusTo,
}: DialogPanelProps) {
  const { t } = useLingui();
  // In the commit that opens or closes the panel, so the page never scrolls under an open one.
  useLayoutEffect(() => (open ? lockBodyScroll() : undefined), [open]);
  const closeButton = (
    <RadixDialog.Close aria-label={t`Close`} className={closeButtonClasses[layout]}>
      <CloseIcon className="size-5" />
    </RadixDialog.Close>
  );
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <RadixDialog.Portal container={overlayHost()}>
        <div className="fixed inset-0 z-50 flex">
          {/* A press on the backdrop is a press outside the panel, which closes it (Radix's dismissable layer). */}
          <div
            aria-hidden="true"
            className="pointer-events-auto fixed inset-0 bg-slate-950/50 backdrop-blur-[2px] motion-safe:animate-fade-in"
          />
          <RadixDialog.Content
            id={id}
            data-testid={testId}
            aria-describedby={describedBy}
            // Radix hides the page behind from assistive technology; aria-modal says so to those that read it.
            aria-modal="true"
            // The trigger is the caller's button, not a Radix one: the focus goes back to whatever had it.
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              const previous = returnFocusTo.current;
              if (previous?.isConnected) previous.focus();
            }}
            className={cn(
              'z-10 bg-white shadow-overlay focus:outline-none',
              layout === 'bare' ? 'p-0' : 'p-6',
              panelPlacement[placement],
              placement === 'center' && (size === 'wide' ? 'max-w-3xl' : 'max-w-lg'),
              className,
            )}
          >
            {layout === 'bare' ? (
              <>
                <RadixDialog.Title className="sr-only">{title}</RadixDialog.Title>
                {closeButton}
              </>
            ) : (
              <div className="mb-4 flex items-start justify-between gap-4">
                <RadixDialog.Title className={hideTitle ? 'sr-only' : 'text-title font-semibold'}>
                  {title}
                </RadixDialog.Title>
                {closeButton}
              </div>
            )}
            {description ? (
              <RadixDialog.Description className="mb-4 text-slate-600">{description}</RadixDialog.Description>
            ) : null}
            {children}
          </RadixDialog.Content>
        </div>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
