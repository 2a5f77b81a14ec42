import type { AdminCourseDetail } from '@pathshala/shared/admin-courses';
import { ROADMAP_ICONS } from '@pathshala/shared/admin-courses-constants';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/toast';
import { useSaveCourseRoadmap } from '../api/save-course-roadmap';
import { useOrderedList } from '../hooks/use-ordered-list';
import { ROADMAP_ICON_LABEL } from '../utils/course-labels';
import { schemaProblems } from '../utils/schema-problem';
import { PlusIcon } from './editor-icons';
import { ListItemControls, useRefocusAfterMove } from './list-item-controls';
import { Notice, problemMessage } from './notice';

type RoadmapIcon = (typeof ROADMAP_ICONS)[number];

interface Step {
  title: string;
  description: string;
  icon: RoadmapIcon;
}

const isRoadmapIcon = (icon: string): icon is RoadmapIcon =>
  (ROADMAP_ICONS as readonly string[]).includes(icon);

const stepsOf = (course: AdminCourseDetail): Step[] =>
  course.roadmap.map(({ title, description, icon }) => ({
    title,
    description,
    icon: isRoadmapIcon(icon) ? icon : 'book',
  }));

const ICON_OPTIONS = ROADMAP_ICONS.map((icon) => ({ value: icon, label: ROADMAP_ICON_LABEL[icon] ?? icon }));

/**
 * The course page's roadmap: steps with a title, a line of text and a badge, in order, saved as one list and
 * checked with the API's own schema (plain state, like the FAQs).
 */
export function RoadmapForm({ course, readOnly }: { course: AdminCourseDetail; readOnly: boolean }) {
  const save = useSaveCourseRoadmap();
  const list = useOrderedList(stepsOf(course));
  const [problems, setProblems] = useState<Map<string, string>>(new Map());
  const listRef = useRef<HTMLOListElement>(null);
  const refocus = useRefocusAfterMove(listRef, list.items);
  const focusNext = useRef<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const formId = useId();
  const fieldId = (key: string, field: keyof Step | 'heading') => `${formId}-${key}-${field}`;

  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(fieldId(focusNext.current, 'title'))?.focus();
    focusNext.current = null;
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    save.reset();
    const found = await schemaProblems((schemas) => schemas.ZRoadmapRequestSchema, { steps: list.values });
    setProblems(found);
    if (found.size > 0) {
      // The first field the schema refused takes the focus, as a form library would do.
      const [index, field] = (found.keys().next().value ?? '').split('.').slice(1);
      const key = list.items[Number(index)]?.key;
      if (key && field) document.getElementById(`${formId}-${key}-${field}`)?.focus();
      return;
    }
    save.mutate(
      {
        courseId: course.id,
        steps: list.values.map((step) => ({
          ...step,
          title: step.title.trim(),
          description: step.description.trim(),
        })),
      },
      {
        onSuccess: (saved) => {
          list.reset(stepsOf(saved));
          toast.success('Roadmap saved');
        },
        onError: (error) => toast.error(problemMessage(error)),
      },
    );
  };

  return (
    <form noValidate aria-label="Roadmap" onSubmit={submit} className="flex flex-col gap-4">
      <fieldset disabled={readOnly} className="flex min-w-0 flex-col gap-4">
        <legend className="sr-only">Roadmap</legend>
        {list.items.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 px-5 py-6 text-center text-sm text-slate-600">
            No roadmap yet. The course page shows it only when it has steps.
          </p>
        ) : (
          <ol ref={listRef} className="flex flex-col gap-4">
            {list.items.map(({ key, item }, index) => (
              <li key={key} className="rounded-xl p-4 ring-1 ring-slate-200">
                <fieldset aria-labelledby={fieldId(key, 'heading')} className="min-w-0">
                  <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
                    <p id={fieldId(key, 'heading')} className="text-sm font-bold text-slate-700">
                      Step {index + 1}
                    </p>
                    <ListItemControls
                      id={key}
                      name={`step ${index + 1}`}
                      index={index}
                      count={list.items.length}
                      onMove={(to) => {
                        refocus(key, to > index ? 'down' : 'up');
                        list.move(key, to);
                      }}
                      onRemove={() => {
                        list.remove(key);
                        // Its buttons go with it: the focus moves to the list's own button.
                        requestAnimationFrame(() => addButton.current?.focus());
                      }}
                    />
                  </div>
                  <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem]">
                    <Input
                      id={fieldId(key, 'title')}
                      label="Step title"
                      maxLength={100}
                      className="h-11"
                      value={item.title}
                      error={problems.get(`steps.${index}.title`)}
                      onChange={(event) => list.change(key, { title: event.target.value })}
                    />
                    <Select
                      id={fieldId(key, 'icon')}
                      label="Badge"
                      className="h-11"
                      options={ICON_OPTIONS}
                      value={item.icon}
                      error={problems.get(`steps.${index}.icon`)}
                      onChange={(event) =>
                        list.change(key, {
                          icon: isRoadmapIcon(event.target.value) ? event.target.value : 'book',
                        })
                      }
                    />
                    <Textarea
                      id={fieldId(key, 'description')}
                      label="Step description"
                      rows={2}
                      maxLength={500}
                      containerClassName="sm:col-span-2"
                      className="field-sizing-content max-h-60 min-h-20"
                      value={item.description}
                      error={problems.get(`steps.${index}.description`)}
                      onChange={(event) => list.change(key, { description: event.target.value })}
                    />
                  </div>
                </fieldset>
              </li>
            ))}
          </ol>
        )}
        {problems.get('steps') ? <Notice tone="error">{problems.get('steps')}</Notice> : null}
        {save.isError ? <Notice tone="error">{problemMessage(save.error)}</Notice> : null}
        <div className="flex flex-wrap items-center gap-3 border-t border-slate-100 pt-4">
          <Button
            ref={addButton}
            variant="outline"
            onClick={() => {
              focusNext.current = list.add({ title: '', description: '', icon: 'book' });
            }}
          >
            <PlusIcon className="size-4" />
            Add a step
          </Button>
          <Button type="submit" loading={save.isPending} disabled={!list.dirty}>
            Save roadmap
          </Button>
          {list.dirty ? <span className="text-sm text-slate-500">You have unsaved changes.</span> : null}
        </div>
      </fieldset>
    </form>
  );
}
