import type { AdminCourseDetail } from '@pathshala/shared/admin-courses';
import type { UseMutationResult } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { moveButtonTarget, useMoveFocus } from '../hooks/use-move-focus';
import { useOrderedList } from '../hooks/use-ordered-list';
import { type PickSchema, schemaProblems } from '../utils/schema-problem';
import { PlusIcon } from './console-icons';
import { ListItemControls } from './list-item-controls';
import { Notice, problemMessage } from './notice';

/** One row's fields, as OrderedListForm hands them to `renderFields`. */
export interface OrderedListRow<Item> {
  item: Item;
  /** The id of a field's input, for its label and for the focus. */
  fieldId: (field: keyof Item & string) => string;
  /** The schema's message for a field of this row. */
  error: (field: keyof Item & string) => string | undefined;
  change: (patch: Partial<Item>) => void;
}

interface OrderedListFormProps<Item extends object, Variables> {
  /** The form's name: 'FAQs'. */
  title: string;
  /** What a row is called: 'Question' (its heading 'Question 2', its buttons 'Move question 2 up'). */
  rowName: string;
  /** The list's name in the request and in the schema's messages: 'faqs' ('faqs.2.answer'). */
  field: string;
  /** The shared schema the list is checked with before it is sent. */
  schema: PickSchema;
  saved: readonly Item[];
  /** A new row's values; the first of them takes the focus. */
  blank: Item;
  empty: string;
  addLabel: string;
  saveLabel: string;
  savedMessage: string;
  readOnly: boolean;
  save: UseMutationResult<AdminCourseDetail, Error, Variables>;
  /** The request that saves the rows (their texts trimmed). */
  request: (items: Item[]) => Variables;
  /** The rows as the server saved them: the new baseline. */
  savedOf: (course: AdminCourseDetail) => Item[];
  renderFields: (row: OrderedListRow<Item>) => ReactNode;
}

const trimmed = <Item extends object>(item: Item): Item =>
  Object.fromEntries(
    Object.entries(item).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]),
  ) as Item;

/**
 * A course page's ordered list (FAQs, roadmap steps): rows added, edited, moved and removed, saved as one list
 * and checked with the API's own schema. Plain state rather than a form library's field array: that would grow
 * the form library chunk every form of the site loads.
 */
export function OrderedListForm<Item extends object, Variables>({
  title,
  rowName,
  field,
  schema,
  saved,
  blank,
  empty,
  addLabel,
  saveLabel,
  savedMessage,
  readOnly,
  save,
  request,
  savedOf,
  renderFields,
}: OrderedListFormProps<Item, Variables>) {
  const list = useOrderedList(saved);
  const [problems, setProblems] = useState<Map<string, string>>(new Map());
  const listRef = useRef<HTMLOListElement>(null);
  const focusAfterMove = useMoveFocus(listRef, list.items);
  const focusNext = useRef<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const formId = useId();
  const fieldId = (key: string, name: string) => `${formId}-${key}-${name}`;
  const firstField = Object.keys(blank)[0] ?? '';

  // A new row's first field takes the focus once it is drawn (a layout effect: in that commit, see use-move-focus).
  useLayoutEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(fieldId(focusNext.current, firstField))?.focus();
    focusNext.current = null;
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    save.reset();
    const found = await schemaProblems(schema, { [field]: list.values });
    setProblems(found);
    if (found.size > 0) {
      // The first field the schema refused takes the focus, as a form library would do.
      const [index, name] = (found.keys().next().value ?? '').split('.').slice(1);
      const key = list.items[Number(index)]?.key;
      if (key && name) document.getElementById(fieldId(key, name))?.focus();
      return;
    }
    save.mutate(request(list.values.map(trimmed)), {
      onSuccess: (course) => {
        list.reset(savedOf(course));
        toast.success(savedMessage);
      },
      onError: (error) => toast.error(problemMessage(error)),
    });
  };

  const rowLabel = rowName.toLowerCase();
  return (
    <form noValidate aria-label={title} onSubmit={submit} className="flex flex-col gap-4">
      <fieldset disabled={readOnly} className="flex min-w-0 flex-col gap-4">
        <legend className="sr-only">{title}</legend>
        {list.items.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 px-5 py-6 text-center text-sm text-slate-600">
            {empty}
          </p>
        ) : (
          <ol ref={listRef} className="flex flex-col gap-4">
            {list.items.map(({ key, item }, index) => (
              <li key={key} className="rounded-xl p-4 ring-1 ring-slate-200">
                <fieldset aria-labelledby={fieldId(key, 'heading')} className="min-w-0">
                  <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
                    <p id={fieldId(key, 'heading')} className="text-sm font-bold text-slate-700">
                      {rowName} {index + 1}
                    </p>
                    <ListItemControls
                      id={key}
                      name={`${rowLabel} ${index + 1}`}
                      index={index}
                      count={list.items.length}
                      onMove={(direction) => {
                        focusAfterMove(moveButtonTarget(key, direction));
                        list.move(key, direction === 'up' ? index - 1 : index + 1);
                      }}
                      onRemove={() => {
                        list.remove(key);
                        // Its buttons go with it: the focus moves to the list's own button.
                        requestAnimationFrame(() => addButton.current?.focus());
                      }}
                    />
                  </div>
                  {renderFields({
                    item,
                    fieldId: (name) => fieldId(key, name),
                    error: (name) => problems.get(`${field}.${index}.${name}`),
                    change: (patch) => list.change(key, patch),
                  })}
                </fieldset>
              </li>
            ))}
          </ol>
        )}
        {problems.get(field) ? <Notice tone="error">{problems.get(field)}</Notice> : null}
        {save.isError ? <Notice tone="error">{problemMessage(save.error)}</Notice> : null}
        <div className="flex flex-wrap items-center gap-3 border-t border-slate-100 pt-4">
          <Button
            ref={addButton}
            variant="outline"
            onClick={() => {
              focusNext.current = list.add({ ...blank });
            }}
          >
            <PlusIcon className="size-4" />
            {addLabel}
          </Button>
          <Button type="submit" loading={save.isPending} disabled={!list.dirty}>
            {saveLabel}
          </Button>
          {list.dirty ? <span className="text-sm text-slate-500">You have unsaved changes.</span> : null}
        </div>
      </fieldset>
    </form>
  );
}
