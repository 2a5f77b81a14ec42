import type {
  AdminMockProblem,
  AdminMockSection,
  AdminMockTest,
  CreateMockTestRequest,
  MockTestSectionsRequest,
} from '@pathshala/shared/admin-practice';
import type { MockSectionKind } from '@pathshala/shared/mock-coding';
import {
  MOCK_PROBLEM_MARKS,
  MOCK_SECTIONS_LOCKED,
  MOCK_SECTIONS_MAX,
  mockPoolWarning,
  type PracticeTopic,
} from '@pathshala/shared/practice-constants';
import { type FormEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/toast';
import { cn } from '@/utils/cn';
import { useCreateMockTest } from '../api/create-mock-test';
import { useReplaceMockTestSections } from '../api/replace-mock-test-sections';
import { moveButtonTarget, useMoveFocus } from '../hooks/use-move-focus';
import { useOrderedList } from '../hooks/use-ordered-list';
import { formatDuration, TOPIC_OPTIONS } from '../utils/practice-labels';
import { problemsByPath } from '../utils/schema-problem';
import { PlusIcon } from './console-icons';
import { ListItemControls } from './list-item-controls';
import { MockTestProblems } from './mock-test-problems';
import { Notice, problemMessage } from './notice';

/**
 * A section as typed: minutes, keys, the questions per attempt (empty: the whole pool) and the marks per problem
 * stay text until checked. A section keeps what was typed for the other kind, so switching back loses nothing.
 */
interface SectionDraft {
  kind: MockSectionKind;
  title: string;
  topic: PracticeTopic | '';
  minutes: string;
  keys: string;
  asked: string;
  problems: AdminMockProblem[];
  marks: string;
}

const BLANK_SECTION: SectionDraft = {
  kind: 'questions',
  title: '',
  topic: '',
  minutes: '20',
  keys: '',
  asked: '',
  problems: [],
  marks: String(MOCK_PROBLEM_MARKS.default),
};

const draftOf = (section: AdminMockSection): SectionDraft => {
  const common = {
    ...BLANK_SECTION,
    title: section.title,
    topic: section.topic,
    minutes: String(section.durationSeconds / 60),
  };
  return section.kind === 'coding'
    ? { ...common, kind: 'coding', problems: section.problems, marks: String(section.marksPerProblem) }
    : {
        ...common,
        kind: 'questions',
        keys: section.questionKeys.join('\n'),
        asked: section.questionCount < section.questionKeys.length ? String(section.questionCount) : '',
      };
};

/** The request's field of each draft field, whose message an edit clears; the kind changes the whole section. */
const REQUEST_FIELD: Record<keyof SectionDraft, string | null> = {
  kind: null,
  title: 'title',
  topic: 'topic',
  minutes: 'durationSeconds',
  keys: 'questionKeys',
  asked: 'questionCount',
  problems: 'problems',
  marks: 'marksPerProblem',
};

const KIND_CHOICES: readonly { value: MockSectionKind; label: string }[] = [
  { value: 'questions', label: 'Questions' },
  { value: 'coding', label: 'Coding problems' },
];

/** Keys one per line (commas and spaces also separate them, as a pasted list may have). */
const keysOf = (text: string) => text.split(/[\s,;]+/).filter(Boolean);
/** A number as typed; an empty field is NaN, which the schema names. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

function requestOf(
  sections: readonly SectionDraft[],
  marksPerQuestion: string,
  negativeMarks: string,
): MockTestSectionsRequest {
  return {
    sections: sections.map((section) => {
      const common = {
        title: section.title,
        topic: section.topic as PracticeTopic,
        // Whole seconds, so 2.5 minutes is fine.
        durationSeconds: Math.round(numberOf(section.minutes) * 60),
      };
      return section.kind === 'coding'
        ? {
            kind: 'coding' as const,
            ...common,
            problems: section.problems.map((problem) => ({ id: problem.id })),
            marksPerProblem: numberOf(section.marks),
          }
        : {
            kind: 'questions' as const,
            ...common,
            questionKeys: keysOf(section.keys),
            ...(section.asked.trim() === '' ? {} : { questionCount: Number(section.asked) }),
          };
    }),
    marksPerQuestion: Number(marksPerQuestion),
    negativeMarks: negativeMarks.trim() === '' ? 0 : Number(negativeMarks),
  };
}

/** The fields of the test as a whole, by their path. */
const TEST_FIELDS: Record<string, string> = {
  title: 'mock-test-title',
  description: 'mock-test-description',
  marksPerQuestion: 'marks-per-question',
  negativeMarks: 'negative-marks',
  sections: 'add-section',
};
/** A section's fields by their name in the request, where the field's id differs. */
const SECTION_FIELDS: Record<string, string> = {
  questionKeys: 'keys',
  questionCount: 'asked',
  problems: 'find',
  marksPerProblem: 'marks',
};

/** The id of the field a problem's path names ('sections.1.problems.0' → that section's problem search). */
function fieldIdOf(path: string, sectionKeys: readonly string[]) {
  const [top = '', index, field = 'title'] = path.split('.');
  const key = index === undefined ? undefined : sectionKeys[Number(index)];
  if (top !== 'sections' || !key) return TEST_FIELDS[top] ?? 'add-section';
  return `section-${key}-${SECTION_FIELDS[field] ?? field}`;
}

interface MockTestSectionsFormProps {
  /** The test whose sections are edited; null: a new test, with its title and description first. */
  test: AdminMockTest | null;
  onDone: () => void;
  onCancel: () => void;
}

/**
 * A test's sections and its marking. A section holds questions (by key, in the base order every attempt
 * shuffles) or coding problems from the coding bank (in the order every attempt meets them). Only while nobody
 * has taken the test: attempts keep being scored by the rules they were taken under, so a test with attempts
 * shows its sections read-only and the server refuses a change (409). Without a test, it makes a new one.
 */
export function MockTestSectionsForm({ test, onDone, onCancel }: MockTestSectionsFormProps) {
  const save = useReplaceMockTestSections();
  const create = useCreateMockTest();
  const saving = test ? save : create;
  const locked = (test?.attempts ?? 0) > 0;
  const kindName = useId();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const sections = useOrderedList(test ? test.sections.map(draftOf) : [{ ...BLANK_SECTION }]);
  const [marksPerQuestion, setMarksPerQuestion] = useState(String(test?.marksPerQuestion ?? 1));
  const [negativeMarks, setNegativeMarks] = useState(String(test?.negativeMarks ?? 0));
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
  let totalQuestions = 0;
  let poolSize = 0;
  let totalProblems = 0;
  for (const section of request.sections) {
    if (section.kind === 'coding') {
      totalProblems += section.problems.length;
      continue;
    }
    poolSize += section.questionKeys.length;
    totalQuestions +=
      section.questionCount !== undefined && Number.isFinite(section.questionCount)
        ? Math.min(section.questionCount, section.questionKeys.length)
        : section.questionKeys.length;
  }
  const poolWarning = totalQuestions > 0 ? mockPoolWarning(poolSize, totalQuestions) : null;
  const contents = [
    totalQuestions > 0 || totalProblems === 0 ? `${totalQuestions} questions` : null,
    totalProblems > 0 ? `${totalProblems} coding ${totalProblems === 1 ? 'problem' : 'problems'}` : null,
  ]
    .filter(Boolean)
    .join(' and ');
  const problemIdsIn = (key: string) =>
    new Set(
      sections.items.flatMap((entry) =>
        entry.key !== key && entry.item.kind === 'coding'
          ? entry.item.problems.map((problem) => problem.id)
          : [],
      ),
    );

  /** Clears the messages of fields the admin has since changed (a path, or any below it). */
  const clearProblems = (...paths: string[]) =>
    setProblems((current) => {
      const next = new Map(
        [...current].filter(
          ([path]) => !paths.some((edited) => path === edited || path.startsWith(`${edited}.`)),
        ),
      );
      return next.size === current.size ? current : next;
    });
  const edit = (key: string, index: number, patch: Partial<SectionDraft>) => {
    sections.change(key, patch);
    clearProblems(
      ...Object.keys(patch).map((name) => {
        const field = REQUEST_FIELD[name as keyof SectionDraft];
        return field ? `sections.${index}.${field}` : `sections.${index}`;
      }),
    );
  };

  // A new section's name takes the focus once it is drawn (a layout effect: in that commit, see use-move-focus).
  useLayoutEffect(() => {
    if (!focusSection.current) return;
    document.getElementById(`section-${focusSection.current}-title`)?.focus();
    focusSection.current = null;
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (locked) return;
    saving.reset();
    const schemas = await import('./practice-form-schemas');
    const body: CreateMockTestRequest | MockTestSectionsRequest = test
      ? request
      : { ...request, title, description };
    const found = problemsByPath(
      test
        ? schemas.ZMockTestSectionsRequestSchema.safeParse(body)
        : schemas.ZCreateMockTestRequestSchema.safeParse(body),
    );
    setProblems(found);
    if (found.size > 0) {
      // The first field with a problem as the form shows them (the schema lists the title after the sections).
      const sectionKeys = sections.items.map((entry) => entry.key);
      const fields = [...found.keys()].flatMap((path) => {
        const field = document.getElementById(fieldIdOf(path, sectionKeys));
        return field ? [field] : [];
      });
      fields.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
      fields[0]?.focus();
      return;
    }
    const done = (message: string) => () => {
      toast.success(message);
      onDone();
    };
    const failed = (error: unknown) => toast.error(problemMessage(error));
    if (test) {
      save.mutate({ testId: test.id, body: request }, { onSuccess: done('Sections saved'), onError: failed });
    } else {
      create.mutate(
        { ...request, title, description },
        { onSuccess: done('Mock test added'), onError: failed },
      );
    }
  };

  const sectionProblem = (index: number, field: string) => problems.get(`sections.${index}.${field}`);
  /** A coding section's problems: the list's own message, or the first about one of its problems. */
  const problemsProblem = (index: number) =>
    sectionProblem(index, 'problems') ??
    [...problems.entries()].find(([path]) => path.startsWith(`sections.${index}.problems.`))?.[1];

  return (
    <form
      noValidate
      aria-label={test ? 'Mock test sections' : 'New mock test'}
      onSubmit={submit}
      className="flex flex-col gap-5"
    >
      {locked ? <Notice tone="info">{MOCK_SECTIONS_LOCKED}</Notice> : null}
      {test ? null : (
        <div className="flex flex-col gap-4">
          <Input
            id="mock-test-title"
            label="Title"
            required
            maxLength={120}
            autoComplete="off"
            value={title}
            error={problems.get('title')}
            onChange={(event) => {
              setTitle(event.target.value);
              clearProblems('title');
            }}
          />
          <Textarea
            id="mock-test-description"
            label="Description"
            rows={2}
            maxLength={1000}
            hint="What learners read about the test on its card. It starts hidden and free: publish it and choose who may take it from Edit."
            className="field-sizing-content max-h-40"
            value={description}
            error={problems.get('description')}
            onChange={(event) => {
              setDescription(event.target.value);
              clearProblems('description');
            }}
          />
        </div>
      )}
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
            hint="Scored for each right answer to a question."
            value={marksPerQuestion}
            error={problems.get('marksPerQuestion')}
            onChange={(event) => {
              setMarksPerQuestion(event.target.value);
              clearProblems('marksPerQuestion');
            }}
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
            onChange={(event) => {
              setNegativeMarks(event.target.value);
              clearProblems('negativeMarks');
            }}
          />
        </div>
      </fieldset>

      <fieldset disabled={locked} className="flex min-w-0 flex-col gap-3 border-t border-slate-100 pt-5">
        <legend className="text-sm font-medium text-slate-800">Sections</legend>
        <p className="-mt-1 text-sm text-slate-600" data-testid="sections-total">
          Back to back, each with its own timer: {contents} in {formatDuration(totalSeconds)}
          {poolSize > 0 ? `, questions drawn from a pool of ${poolSize}` : ''}.
        </p>
        {poolWarning ? <Notice tone="info">{poolWarning}</Notice> : null}
        <ol ref={list} className="flex flex-col gap-3">
          {sections.items.map(({ key, item }, index) => {
            const count = keysOf(item.keys).length;
            const coding = item.kind === 'coding';
            return (
              <li
                key={key}
                data-testid="section-editor"
                className="flex flex-col gap-4 rounded-xl p-4 ring-1 ring-slate-200"
              >
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <span className="flex flex-wrap items-center gap-3">
                    <span className="text-sm font-bold text-slate-700">Section {index + 1}</span>
                    <fieldset
                      className="flex rounded-lg bg-slate-100 p-0.5 text-sm"
                      aria-label={`Section ${index + 1} holds`}
                    >
                      {KIND_CHOICES.map((choice) => (
                        <label
                          key={choice.value}
                          className={cn(
                            'relative rounded-md px-3 py-1 font-medium transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500',
                            item.kind === choice.value
                              ? 'bg-white text-brand-800 shadow-sm'
                              : 'text-slate-600 hover:text-slate-900',
                          )}
                        >
                          <input
                            type="radio"
                            name={`${kindName}-${key}`}
                            value={choice.value}
                            checked={item.kind === choice.value}
                            onChange={() =>
                              edit(key, index, {
                                kind: choice.value,
                                // Coding sections are data structures and algorithms unless the admin says otherwise.
                                ...(choice.value === 'coding' && item.topic === '' ? { topic: 'dsa' } : {}),
                              })
                            }
                            // Over the whole choice, so a click anywhere on it lands on the radio itself.
                            className="absolute inset-0 cursor-pointer appearance-none rounded-md"
                          />
                          {choice.label}
                        </label>
                      ))}
                    </fieldset>
                  </span>
                  {locked ? null : (
                    <ListItemControls
                      id={key}
                      name={`section ${index + 1}`}
                      index={index}
                      count={sections.items.length}
                      onMove={(direction) => {
                        focusAfterMove(moveButtonTarget(key, direction));
                        sections.move(key, direction === 'up' ? index - 1 : index + 1);
                        // Messages name sections by their place, which this changes.
                        clearProblems('sections');
                      }}
                      onRemove={() => {
                        sections.remove(key);
                        clearProblems('sections');
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
                    onChange={(event) => edit(key, index, { title: event.target.value })}
                  />
                  <Select
                    id={`section-${key}-topic`}
                    label="Topic"
                    required
                    placeholder="Choose a topic"
                    options={TOPIC_OPTIONS}
                    value={item.topic}
                    error={sectionProblem(index, 'topic')}
                    onChange={(event) => edit(key, index, { topic: event.target.value as PracticeTopic })}
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
                    onChange={(event) => edit(key, index, { minutes: event.target.value })}
                  />
                  {coding ? (
                    <Input
                      id={`section-${key}-marks`}
                      label="Marks each"
                      required
                      type="number"
                      inputMode="decimal"
                      min={MOCK_PROBLEM_MARKS.min}
                      max={MOCK_PROBLEM_MARKS.max}
                      step="any"
                      value={item.marks}
                      error={sectionProblem(index, 'marksPerProblem')}
                      onChange={(event) => edit(key, index, { marks: event.target.value })}
                    />
                  ) : (
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
                      onChange={(event) => edit(key, index, { asked: event.target.value })}
                    />
                  )}
                </div>
                {coding ? (
                  <MockTestProblems
                    sectionKey={key}
                    problems={item.problems}
                    elsewhere={problemIdsIn(key)}
                    onChange={(next) => edit(key, index, { problems: next })}
                    error={problemsProblem(index)}
                    locked={locked}
                  />
                ) : (
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
                    onChange={(event) => edit(key, index, { keys: event.target.value })}
                  />
                )}
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

      {saving.isError ? <Notice tone="error">{problemMessage(saving.error)}</Notice> : null}
      <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onCancel}>
          {locked ? 'Close' : 'Cancel'}
        </Button>
        {locked ? null : (
          <Button type="submit" loading={saving.isPending}>
            {test ? 'Save sections' : 'Add mock test'}
          </Button>
        )}
      </div>
    </form>
  );
}
