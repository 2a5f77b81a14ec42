import type {
  AdminMockSection,
  AdminMockTest,
  MockTestSectionsRequest,
} from '@pathshala/shared/admin-practice';
import {
  MOCK_SECTIONS_LOCKED,
  MOCK_SECTIONS_MAX,
  mockPoolWarning,
  type PracticeTopic,
} from '@pathshala/shared/practice-constants';
import { type FormEvent, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/toast';
import { useReplaceMockTestSections } from '../api/replace-mock-test-sections';
import { moveButtonTarget, useMoveFocus } from '../hooks/use-move-focus';
import { useOrderedList } from '../hooks/use-ordered-list';
import { formatDuration, TOPIC_OPTIONS } from '../utils/practice-labels';
import { problemsByPath } from '../utils/schema-problem';
import { PlusIcon } from './console-icons';
import { ListItemControls } from './list-item-controls';
import { Notice, problemMessage } from './notice';

/** A section as typed: minutes, keys and the questions per attempt (empty: the whole pool) stay text until checked. */
interface SectionDraft {
  title: string;
  topic: PracticeTopic | '';
  minutes: string;
  keys: string;
  asked: string;
}

const draftOf = (section: AdminMockSection): SectionDraft => ({
  title: section.title,
  topic: section.topic,
  minutes: String(section.durationSeconds / 60),
  keys: section.questionKeys.join('\n'),
  asked: section.questionCount < section.questionKeys.length ? String(section.questionCount) : '',
});

const BLANK_SECTION: SectionDraft = { title: '', topic: '', minutes: '20', keys: '', asked: '' };

/** Keys one per line (commas and spaces also separate them, as a pasted list may have). */
const keysOf = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

function requestOf(
  sections: readonly SectionDraft[],
  marksPerQuestion: string,
  negativeMarks: string,
): MockTestSectionsRequest {
  return {
    sections: sections.map((section) => ({
      title: section.title,
      topic: section.topic as PracticeTopic,
      // Whole seconds, so 2.5 minutes is fine; an empty field is NaN and the schema names it.
      durationSeconds: section.minutes.trim() === '' ? Number.NaN : Math.round(Number(section.minutes) * 60),
      questionKeys: keysOf(section.keys),
      ...(section.asked.trim() === '' ? {} : { questionCount: Number(section.asked) }),
    })),
    marksPerQuestion: Number(marksPerQuestion),
    negativeMarks: negativeMarks.trim() === '' ? 0 : Number(negativeMarks),
  };
}

interface MockTestSectionsFormProps {
  test: AdminMockTest;
  onDone: () => void;
  onCancel: () => void;
}

/**
 * A test's sections (name, topic, minutes and its questions by key, in the base order every attempt shuffles)
 * and its marking. Only while nobody has taken the test: attempts keep being scored by the rules they were taken
 * under, so a test with attempts shows its sections read-only and the server refuses a change (409).
 */
export function MockTestSectionsForm({ test, onDone, onCancel }: MockTestSectionsFormProps) {
  const save = useReplaceMockTestSections();
  const locked = test.attempts > 0;
  const sections = useOrderedList(test.sections.map(draftOf));
  const [marksPerQuestion, setMarksPerQuestion] = useState(String(test.marksPerQuestion));
  const [negativeMarks, setNegativeMarks] = useState(String(test.negativeMarks));
  const [problems, setProblems] = useState<Map<string, string>>(new Map());
  const list = useRef<HTMLOListElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const focusAfterMove = useMoveFocus(list, sections.items);
  const focusSection = useRef<string | null>(null);
  const request = requestOf(sections.values, marksPerQuestion, negativeMarks);
  const totalSeconds = request.sections.reduce(
    (sum, section) => sum + (Number.isFinite(section.durationSeconds) ? section.durationSeconds : 0),
    0,
  );
  const totalQuestions = request.sections.reduce(
    (sum, section) =>
      sum +
      (section.questionCount !== undefined && Number.isFinite(section.questionCount)
        ? Math.min(section.questionCount, section.questionKeys.length)
        : section.questionKeys.length),
    0,
  );
  const poolSize = request.sections.reduce((sum, section) => sum + section.questionKeys.length, 0);
  const poolWarning = totalQuestions > 0 ? mockPoolWarning(poolSize, totalQuestions) : null;

  // A new section's name takes the focus once it is drawn (a layout effect: in that commit, see use-move-focus).
  useLayoutEffect(() => {
    if (!focusSection.current) return;
    document.getElementById(`section-${focusSection.current}-title`)?.focus();
    focusSection.current = null;
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (locked) return;
    save.reset();
    const { ZMockTestSectionsRequestSchema } = await import('./practice-form-schemas');
    const found = problemsByPath(ZMockTestSectionsRequestSchema.safeParse(request));
    setProblems(found);
    if (found.size > 0) {
      const first = [...found.keys()][0] ?? '';
      const [, index, field] = first.split('.');
      const key = index === undefined ? undefined : sections.items[Number(index)]?.key;
      const id = key
        ? `section-${key}-${field === 'questionKeys' ? 'keys' : field === 'questionCount' ? 'asked' : (field ?? 'title')}`
        : first;
      document.getElementById(id === 'sections' ? 'add-section' : id)?.focus();
      return;
    }
    save.mutate(
      { testId: test.id, body: request },
      {
        onSuccess: () => {
          toast.success('Sections saved');
          onDone();
        },
        onError: (error) => toast.error(problemMessage(error)),
      },
    );
  };

  const sectionProblem = (index: number, field: string) => problems.get(`sections.${index}.${field}`);

  return (
    <form noValidate aria-label="Mock test sections" onSubmit={submit} className="flex flex-col gap-5">
      {locked ? <Notice tone="info">{MOCK_SECTIONS_LOCKED}</Notice> : null}
      <fieldset disabled={locked} className="flex min-w-0 flex-col gap-5">
        <legend className="sr-only">Marking</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <Input
            id="marks-per-question"
            label="Marks per right answer"
            required
            type="number"
            inputMode="decimal"
            min={0.25}
            max={10}
            step="any"
            hint="Scored for each right answer."
            value={marksPerQuestion}
            error={problems.get('marksPerQuestion')}
            onChange={(event) => setMarksPerQuestion(event.target.value)}
          />
          <Input
            id="negative-marks"
            label="Marks off a wrong answer"
            type="number"
            inputMode="decimal"
            min={0}
            max={10}
            step="any"
            hint="0: none. Skipped questions cost nothing."
            value={negativeMarks}
            error={problems.get('negativeMarks')}
            onChange={(event) => setNegativeMarks(event.target.value)}
          />
        </div>
      </fieldset>

      <fieldset disabled={locked} className="flex min-w-0 flex-col gap-3 border-t border-slate-100 pt-5">
        <legend className="text-sm font-medium text-slate-800">Sections</legend>
        <p className="-mt-1 text-sm text-slate-600" data-testid="sections-total">
          Back to back, each with its own timer: {totalQuestions} questions in {formatDuration(totalSeconds)},
          drawn from a pool of {poolSize}.
        </p>
        {poolWarning ? <Notice tone="info">{poolWarning}</Notice> : null}
        <ol ref={list} className="flex flex-col gap-3">
          {sections.items.map(({ key, item }, index) => {
            const count = keysOf(item.keys).length;
            return (
              <li
                key={key}
                data-testid="section-editor"
                className="flex flex-col gap-4 rounded-xl p-4 ring-1 ring-slate-200"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="text-sm font-bold text-slate-700">Section {index + 1}</span>
                  {locked ? null : (
                    <ListItemControls
                      id={key}
                      name={`section ${index + 1}`}
                      index={index}
                      count={sections.items.length}
                      onMove={(direction) => {
                        focusAfterMove(moveButtonTarget(key, direction));
                        sections.move(key, direction === 'up' ? index - 1 : index + 1);
                      }}
                      onRemove={() => {
                        sections.remove(key);
                        requestAnimationFrame(() => addButton.current?.focus());
                      }}
                    />
                  )}
                </div>
                <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_7rem_7rem]">
                  <Input
                    id={`section-${key}-title`}
                    label="Name"
                    required
                    maxLength={80}
                    autoComplete="off"
                    value={item.title}
                    error={sectionProblem(index, 'title')}
                    onChange={(event) => sections.change(key, { title: event.target.value })}
                  />
                  <Select
                    id={`section-${key}-topic`}
                    label="Topic"
                    required
                    placeholder="Choose a topic"
                    options={TOPIC_OPTIONS}
                    value={item.topic}
                    error={sectionProblem(index, 'topic')}
                    onChange={(event) => sections.change(key, { topic: event.target.value as PracticeTopic })}
                  />
                  <Input
                    id={`section-${key}-durationSeconds`}
                    label="Minutes"
                    required
                    type="number"
                    inputMode="decimal"
                    min={1}
                    max={180}
                    step="any"
                    value={item.minutes}
                    error={sectionProblem(index, 'durationSeconds')}
                    onChange={(event) => sections.change(key, { minutes: event.target.value })}
                  />
                  <Input
                    id={`section-${key}-asked`}
                    label="Per attempt"
                    type="number"
                    inputMode="numeric"
                    min={1}
                    step={1}
                    placeholder={String(count)}
                    value={item.asked}
                    error={sectionProblem(index, 'questionCount')}
                    onChange={(event) => sections.change(key, { asked: event.target.value })}
                  />
                </div>
                <Textarea
                  id={`section-${key}-keys`}
                  label={`Questions (${count})`}
                  required
                  rows={4}
                  spellCheck={false}
                  hint="The section's pool: question keys from the bank, one per line. Every attempt draws its questions from it (those the learner has not met first; all when Per attempt is empty) and shuffles them and their options."
                  className="field-sizing-content max-h-64 font-mono text-sm"
                  value={item.keys}
                  error={sectionProblem(index, 'questionKeys')}
                  onChange={(event) => sections.change(key, { keys: event.target.value })}
                />
              </li>
            );
          })}
        </ol>
        {problems.get('sections') ? (
          <p className="text-sm font-medium text-red-700">{problems.get('sections')}</p>
        ) : null}
        {locked ? null : (
          <div>
            <Button
              ref={addButton}
              id="add-section"
              variant="outline"
              size="sm"
              disabled={sections.items.length >= MOCK_SECTIONS_MAX}
              onClick={() => {
                focusSection.current = sections.add({ ...BLANK_SECTION });
              }}
            >
              <PlusIcon className="size-4" />
              Add a section
            </Button>
          </div>
        )}
      </fieldset>

      {save.isError ? <Notice tone="error">{problemMessage(save.error)}</Notice> : null}
      <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onCancel}>
          {locked ? 'Close' : 'Cancel'}
        </Button>
        {locked ? null : (
          <Button type="submit" loading={save.isPending}>
            Save sections
          </Button>
        )}
      </div>
    </form>
  );
}
