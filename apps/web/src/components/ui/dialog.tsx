import { type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { cn } from '@/utils/cn';
import { CloseIcon } from './icons';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, audio[controls], video[controls], [tabindex]:not([tabindex="-1"])';

function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[inert]') && element.getClientRects().length > 0,
  );
}

/**
 * Where dialogs render: #overlays, which follows #root in index.html. Appended to body instead, a dialog would take
 * the last-child place from #root, and a rule on that place (react-toastify's `:not(:last-child) > *`) makes the
 * browser restyle the whole page behind it: on the home page 963 elements for the promo popup's few dozen, 28–42 ms
 * of style at a 2× slower CPU (e2e/home.spec.ts counts them).
 */
function overlayHost(): HTMLElement {
  return document.getElementById('overlays') ?? document.body;
}

let scrollLocks = 0;
let styleBeforeLock = { overflow: '', paddingRight: '' };

/** Stops the page behind from scrolling; pads for the hidden scrollbar so nothing jumps. */
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

export type DialogPlacement = 'center' | 'left' | 'right';

export interface DialogProps {
  open: boolean;
  /** Called on Escape, on the close button and on a click outside the panel. */
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

const panelPlacement: Record<DialogPlacement, string> = {
  center:
    'relative m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] overflow-y-auto rounded-2xl motion-safe:animate-pop-in',
  left: 'fixed inset-y-0 left-0 h-dvh w-[min(20rem,85vw)] overflow-y-auto motion-safe:animate-drawer-in-left',
  right:
    'fixed inset-y-0 right-0 h-dvh w-[min(20rem,85vw)] overflow-y-auto motion-safe:animate-drawer-in-right',
};

/** Modal dialog or drawer: traps focus, closes on Escape, restores focus and locks page scroll. */
export function Dialog({
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
}: DialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const titleId = useId();
  const descriptionId = useId();

  // A layout effect, so closing gives the focus back, unlocks the scroll and stops the focus trap in the same
  // commit that removes the panel. A passive effect's cleanup may wait for the next frame,
  // and a click or focus in that frame landed before the focus was moved back and was undone by it.
  useLayoutEffect(() => {
    if (!open) return;
    const panel = panelRef.current;
    if (!panel) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlockScroll = lockBodyScroll();
    (focusableIn(panel)[0] ?? panel).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = focusableIn(panel);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) {
        event.preventDefault();
        panel.focus();
      } else if (event.shiftKey && (document.activeElement === first || document.activeElement === panel)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    // Focus that lands outside (e.g. by a click on the page behind) is pulled back in.
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !panel.contains(event.target)) {
        (focusableIn(panel)[0] ?? panel).focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      unlockScroll();
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, [open]);

  if (!open) return null;

  return createPortal(
    <div className="fixed inset-0 z-50 flex">
      {/* The backdrop is a pointer convenience; keyboard users close with Escape or the close button. */}
      <div
        aria-hidden="true"
        className="fixed inset-0 bg-slate-950/50 backdrop-blur-[2px] motion-safe:animate-fade-in"
        onPointerDown={() => onCloseRef.current()}
      />
      <div
        ref={panelRef}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy ?? (description ? descriptionId : undefined)}
        tabIndex={-1}
        data-testid={testId}
        className={cn(
          'z-10 bg-white shadow-overlay',
          layout === 'bare' ? 'p-0' : 'p-6',
          panelPlacement[placement],
          placement === 'center' && (size === 'wide' ? 'max-w-3xl' : 'max-w-lg'),
          className,
        )}
      >
        {layout === 'bare' ? (
          <>
            <h2 id={titleId} className="sr-only">
              {title}
            </h2>
            <button
              type="button"
              onClick={() => onCloseRef.current()}
              aria-label="Close"
              className="absolute top-3 right-3 z-10 rounded-lg bg-white/80 p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
            >
              <CloseIcon className="size-5" />
            </button>
          </>
        ) : (
          <div className="mb-4 flex items-start justify-between gap-4">
            <h2 id={titleId} className={hideTitle ? 'sr-only' : 'text-title font-semibold'}>
              {title}
            </h2>
            <button
              type="button"
              onClick={() => onCloseRef.current()}
              aria-label="Close"
              className="-m-2 ml-auto rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
            >
              <CloseIcon className="size-5" />
            </button>
          </div>
        )}
        {description ? (
          <p id={descriptionId} className="mb-4 text-slate-600">
            {description}
          </p>
        ) : null}
        {children}
      </div>
    </div>,
    overlayHost(),
  );
}
