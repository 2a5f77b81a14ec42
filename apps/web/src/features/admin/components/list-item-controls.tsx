import { Button } from '@/components/ui/button';
import { cn } from '@/utils/cn';
import { type MoveDirection, moveButtonId } from '../hooks/use-move-focus';
import { ArrowDownIcon, ArrowUpIcon, TrashIcon } from './console-icons';

/** A square button with an icon alone (its name in aria-label). */
export const iconButton = 'size-9 px-0';

/** A remove or delete button's colours. */
export const dangerButton = 'text-red-700 hover:bg-red-50 hover:text-red-800';

interface MoveButtonsProps {
  /** The row's stable id (the buttons' `data-move`, which useMoveFocus finds again after the move). */
  id: string;
  /** Names the row in the buttons' labels: 'chapter Basics', 'question 2'. */
  name: string;
  index: number;
  count: number;
  onMove: (direction: MoveDirection) => void;
}

/** Move up and Move down for a row of an ordered list (chapters, lectures, FAQs, roadmap steps). */
export function MoveButtons({ id, name, index, count, onMove }: MoveButtonsProps) {
  return (['up', 'down'] as const).map((direction) => (
    <Button
      key={direction}
      variant="outline"
      size="sm"
      className={iconButton}
      aria-label={`Move ${name} ${direction}`}
      data-move={moveButtonId(id, direction)}
      disabled={direction === 'up' ? index === 0 : index === count - 1}
      onClick={() => onMove(direction)}
    >
      {direction === 'up' ? <ArrowUpIcon className="size-4" /> : <ArrowDownIcon className="size-4" />}
    </Button>
  ));
}

interface ListItemControlsProps extends MoveButtonsProps {
  onRemove: () => void;
}

/** Move up, move down and remove, for an item of an ordered list inside a form (FAQs, roadmap steps). */
export function ListItemControls({ onRemove, ...move }: ListItemControlsProps) {
  return (
    <div className="flex gap-1.5">
      <MoveButtons {...move} />
      <Button
        variant="ghost"
        size="sm"
        className={cn(iconButton, dangerButton)}
        aria-label={`Remove ${move.name}`}
        onClick={onRemove}
      >
        <TrashIcon className="size-4" />
      </Button>
    </div>
  );
}
