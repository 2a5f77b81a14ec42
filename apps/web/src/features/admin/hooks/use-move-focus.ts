import { type RefObject, useCallback, useLayoutEffect, useRef } from 'react';

export type MoveDirection = 'up' | 'down';

/** Where the focus goes once a moved row is drawn in its new place. */
export interface FocusTarget {
  selector: string;
  /** When that element is disabled now (the row reached an end of the list), this one instead. */
  fallback: string;
}

/** The `data-move` of a row's Move up / Move down button (MoveButtons draws them). */
export const moveButtonId = (rowId: string, direction: MoveDirection) => `${direction}-${rowId}`;

/** The button that moved the row, or its other one once the row reached an end. */
export const moveButtonTarget = (rowId: string, direction: MoveDirection): FocusTarget => ({
  selector: `[data-move="${moveButtonId(rowId, direction)}"]`,
  fallback: `[data-move="${moveButtonId(rowId, direction === 'up' ? 'down' : 'up')}"]`,
});

/**
 * Keeps the focus on the control that moved a row of `list`, so a keyboard can press Move up again and again.
 * The target is remembered when the move starts and focused in a layout effect once `order` (what is drawn)
 * has changed — in the commit that draws it, before the browser's next frame can move a lost focus to the body
 * or a click can land (a passive effect may run a frame later) — never in the click handler: the
 * row may be drawn anew, elsewhere, or more than once. While
 * `settling` (the server's answer to the move is on its way) every redraw focuses it again, so the optimistic
 * order, the server's answer and any refetch in between cannot leave the focus on the page's body; it is let go
 * with the first redraw after that. The focus is moved only from where the redraw left it (nowhere, or on the
 * moved row's own controls), never from a field the user has gone on to.
 */
export function useMoveFocus(list: RefObject<HTMLElement | null>, order: unknown, settling = false) {
  const target = useRef<FocusTarget | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the order on screen or the move's state changes
  useLayoutEffect(() => {
    const wanted = target.current;
    const root = list.current;
    if (!wanted || !root) return;
    if (!settling) target.current = null;
    const active = document.activeElement;
    const lost =
      active === null ||
      active === document.body ||
      (root.contains(active) && (active.matches(wanted.selector) || active.matches(wanted.fallback)));
    if (!lost) return;
    const preferred = root.querySelector<HTMLElement>(wanted.selector);
    const element =
      preferred && !preferred.matches(':disabled')
        ? preferred
        : root.querySelector<HTMLElement>(wanted.fallback);
    if (element && element !== active) element.focus();
  }, [order, settling]);

  return useCallback((next: FocusTarget) => {
    target.current = next;
  }, []);
}
