import { type RefObject, useCallback, useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/utils/cn';
import { ArrowDownIcon, ArrowUpIcon, TrashIcon } from './editor-icons';

/** A square button with an icon alone (its name in aria-label). */
export const iconButton = 'size-9 px-0';

interface ListItemControlsProps {
  /** The item's stable key. */
  id: string;
  /** Names the item in the buttons' labels: 'question 2'. */
  name: string;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
}

/** Move up, move down and remove, for an item of an ordered list inside a form (FAQs, roadmap steps). */
export function ListItemControls({ id, name, index, count, onMove, onRemove }: ListItemControlsProps) {
  return (
    <div className="flex gap-1.5">
      <Button
        variant="outline"
        size="sm"
        className={iconButton}
        aria-label={`Move ${name} up`}
        data-move={`up-${id}`}
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
      >
        <ArrowUpIcon className="size-4" />
      </Button>
      <Button
        variant="outline"
        size="sm"
        className={iconButton}
        aria-label={`Move ${name} down`}
        data-move={`down-${id}`}
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        <ArrowDownIcon className="size-4" />
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className={cn(iconButton, 'text-red-700 hover:bg-red-50 hover:text-red-800')}
        aria-label={`Remove ${name}`}
        onClick={onRemove}
      >
        <TrashIcon className="size-4" />
      </Button>
    </div>
  );
}

/**
 * After a move, focus the same button of the moved item (or its other one once it reached an end), so a keyboard
 * can press Move up again and again.
 */
export function useRefocusAfterMove(list: RefObject<HTMLElement | null>, order: readonly { key: string }[]) {
  const wanted = useRef<{ id: string; direction: 'up' | 'down' } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the order on screen changes
  useEffect(() => {
    const request = wanted.current;
    if (!request || !list.current) return;
    wanted.current = null;
    const other = request.direction === 'up' ? 'down' : 'up';
    const button = list.current.querySelector<HTMLButtonElement>(
      `[data-move="${request.direction}-${request.id}"]`,
    );
    const target =
      button && !button.disabled
        ? button
        : list.current.querySelector<HTMLButtonElement>(`[data-move="${other}-${request.id}"]`);
    target?.focus();
  }, [order]);
  return useCallback((id: string, direction: 'up' | 'down') => {
    wanted.current = { id, direction };
  }, []);
}
