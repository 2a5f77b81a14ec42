import { type ReactElement, Suspense } from 'react';

/**
 * Hydration in turns: a server-drawn page (ADR 017, ADR 020) adopts its elements in more than one task, so a tap
 * never waits for the whole page's hydration at once (Lighthouse's TBT counts every task's time past 50 ms).
 *
 * During the first hydration, each `HydrateInTurn` suspends with a promise settled in a task of its own. Preact 11
 * keeps a suspended element's drawn DOM as it is and resumes hydrating it when the promise settles. Any later
 * render (a client navigation back to the page) renders at once.
 *
 * What may hydrate in turn, because Preact keeps the drawn element and fixes no attribute when it resumes:
 * - a child that draws exactly one element (Preact keeps the first element at the place);
 * - whose first render is the one the server drew: it reads no query that another component may have answered
 *   before its turn (its own queries start when it hydrates);
 * - and that calls no `useId` in its first render, unless nothing after it on the page calls it outside a turn:
 *   Preact numbers ids in the order it renders (the first pass, then the turns in page order), so a section
 *   hydrated later would otherwise number its ids after elements the server numbered after it, and the page
 *   would keep the server's ids while the render holds others. A browser journey (prerender.spec.ts) compares
 *   every hydrated element's ids with Preact's render (it fails with the course page's purchase panel, whose
 *   ids precede the curriculum's, put in turn: tried).
 */
/**
 * Turns handed out in this hydration, by the part's name (a part rendered twice in one hydration waits for the
 * same turn); undefined when no hydration is in progress. Turns are handed out only during the synchronous
 * `hydrateRoot`, and every turn settles after it, so a part resumed after its turn finds no hydration in
 * progress and renders.
 */
let turns: Map<string, Promise<void>> | undefined;

/** Called just before `hydrateRoot`: the sections hydrated by it wait for their turns. */
export function beginHydrationTurns() {
  turns = new Map();
}

/**
 * Called just after `hydrateRoot`: no more turns are handed out. Resolves once every section that waited has
 * been hydrated: each turn is a timer, its hydration runs in the same task as the timer settles its promise, and
 * this timer comes after all of them.
 */
export function endHydrationTurns(): Promise<void> {
  turns = undefined;
  return new Promise((resolve) => setTimeout(resolve, 0));
}

function WaitForTurn({ name, children }: { name: string; children: ReactElement }) {
  if (turns) {
    let turn = turns.get(name);
    if (!turn) {
      turn = new Promise((resolve) => setTimeout(resolve, 0));
      turns.set(name, turn);
    }
    throw turn;
  }
  return children;
}

/** One element of a server-drawn page, hydrated in a task of its own (see the module's comment). */
export function HydrateInTurn({ name, children }: { name: string; children: ReactElement }) {
  return (
    <Suspense fallback={null}>
      <WaitForTurn name={name}>{children}</WaitForTurn>
    </Suspense>
  );
}
