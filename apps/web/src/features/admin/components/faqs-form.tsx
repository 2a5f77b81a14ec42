import type { AdminCourseDetail } from '@pathshala/shared/admin-courses';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/toast';
import { useSaveCourseFaqs } from '../api/save-course-faqs';
import { useOrderedList } from '../hooks/use-ordered-list';
import { schemaProblems } from '../utils/schema-problem';
import { PlusIcon } from './editor-icons';
import { ListItemControls, useRefocusAfterMove } from './list-item-controls';
import { Notice, problemMessage } from './notice';

interface Faq {
  question: string;
  answer: string;
}

const faqsOf = (course: AdminCourseDetail): Faq[] =>
  course.faqs.map(({ question, answer }) => ({ question, answer }));

/**
 * The course page's questions and answers, in order, saved as one list and checked with the API's own schema.
 * Plain state rather than a form library's field array: that would grow the form library chunk every form of the
 * site loads.
 */
export function FaqsForm({ course, readOnly }: { course: AdminCourseDetail; readOnly: boolean }) {
  const save = useSaveCourseFaqs();
  const list = useOrderedList(faqsOf(course));
  const [problems, setProblems] = useState<Map<string, string>>(new Map());
  const listRef = useRef<HTMLOListElement>(null);
  const refocus = useRefocusAfterMove(listRef, list.items);
  const focusNext = useRef<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const formId = useId();
  const fieldId = (key: string, field: keyof Faq | 'heading') => `${formId}-${key}-${field}`;

  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(fieldId(focusNext.current, 'question'))?.focus();
    focusNext.current = null;
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    save.reset();
    const found = await schemaProblems((schemas) => schemas.ZFaqsRequestSchema, { faqs: list.values });
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
        faqs: list.values.map(({ question, answer }) => ({
          question: question.trim(),
          answer: answer.trim(),
        })),
      },
      {
        onSuccess: (saved) => {
          list.reset(faqsOf(saved));
          toast.success('FAQs saved');
        },
        onError: (error) => toast.error(problemMessage(error)),
      },
    );
  };

  return (
    <form noValidate aria-label="FAQs" onSubmit={submit} className="flex flex-col gap-4">
      <fieldset disabled={readOnly} className="flex min-w-0 flex-col gap-4">
        <legend className="sr-only">FAQs</legend>
        {list.items.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 px-5 py-6 text-center text-sm text-slate-600">
            No FAQs yet. The course page shows this section only when there are some.
          </p>
        ) : (
          <ol ref={listRef} className="flex flex-col gap-4">
            {list.items.map(({ key, item }, index) => (
              <li key={key} className="rounded-xl p-4 ring-1 ring-slate-200">
                <fieldset aria-labelledby={fieldId(key, 'heading')} className="min-w-0">
                  <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
                    <p id={fieldId(key, 'heading')} className="text-sm font-bold text-slate-700">
                      Question {index + 1}
                    </p>
                    <ListItemControls
                      id={key}
                      name={`question ${index + 1}`}
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
                  <div className="flex flex-col gap-4">
                    <Input
                      id={fieldId(key, 'question')}
                      label="Question"
                      maxLength={300}
                      className="h-11"
                      value={item.question}
                      error={problems.get(`faqs.${index}.question`)}
                      onChange={(event) => list.change(key, { question: event.target.value })}
                    />
                    <Textarea
                      id={fieldId(key, 'answer')}
                      label="Answer"
                      rows={3}
                      maxLength={3000}
                      className="field-sizing-content max-h-72 min-h-24"
                      value={item.answer}
                      error={problems.get(`faqs.${index}.answer`)}
                      onChange={(event) => list.change(key, { answer: event.target.value })}
                    />
                  </div>
                </fieldset>
              </li>
            ))}
          </ol>
        )}
        {problems.get('faqs') ? <Notice tone="error">{problems.get('faqs')}</Notice> : null}
        {save.isError ? <Notice tone="error">{problemMessage(save.error)}</Notice> : null}
        <div className="flex flex-wrap items-center gap-3 border-t border-slate-100 pt-4">
          <Button
            ref={addButton}
            variant="outline"
            onClick={() => {
              focusNext.current = list.add({ question: '', answer: '' });
            }}
          >
            <PlusIcon className="size-4" />
            Add a question
          </Button>
          <Button type="submit" loading={save.isPending} disabled={!list.dirty}>
            Save FAQs
          </Button>
          {list.dirty ? <span className="text-sm text-slate-500">You have unsaved changes.</span> : null}
        </div>
      </fieldset>
    </form>
  );
}
