import { useCallback, useMemo, useRef, useState } from 'react';

interface Keyed<Item> {
  /** Stable while the item is on screen (React's key, the move buttons' target). */
  key: string;
  item: Item;
}

let nextKey = 0;
const keyed = <Item>(item: Item): Keyed<Item> => {
  nextKey += 1;
  return { key: `item-${nextKey}`, item };
};

/**
 * An ordered list edited in a form and saved whole (a course's FAQs, its roadmap): change, add, remove and move
 * items, and whether it differs from what was saved.
 */
export function useOrderedList<Item>(saved: readonly Item[]) {
  const [items, setItems] = useState(() => saved.map(keyed));
  const baseline = useRef(JSON.stringify(saved));

  const actions = useMemo(
    () => ({
      change: (key: string, patch: Partial<Item>) =>
        setItems((current) =>
          current.map((entry) => (entry.key === key ? { key, item: { ...entry.item, ...patch } } : entry)),
        ),
      /** Returns the new item's key, to focus its first field. */
      add: (item: Item) => {
        const entry = keyed(item);
        setItems((current) => [...current, entry]);
        return entry.key;
      },
      remove: (key: string) => setItems((current) => current.filter((entry) => entry.key !== key)),
      move: (key: string, to: number) =>
        setItems((current) => {
          const from = current.findIndex((entry) => entry.key === key);
          const moved = current[from];
          if (!moved || to < 0 || to >= current.length) return current;
          const next = current.filter((entry) => entry.key !== key);
          next.splice(to, 0, moved);
          return next;
        }),
    }),
    [],
  );

  /** After a save: the server's list is the new baseline. */
  const reset = useCallback((next: readonly Item[]) => {
    baseline.current = JSON.stringify(next);
    setItems(next.map(keyed));
  }, []);

  const values = items.map((entry) => entry.item);
  const dirty = JSON.stringify(values) !== baseline.current;
  return { items, values, dirty, reset, ...actions };
}
