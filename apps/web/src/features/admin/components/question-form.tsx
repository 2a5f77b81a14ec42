import type { AdminQuestion, QuestionInput } from '@pathshala/shared/admin-practice';
import {
  type PracticeTopic,
  QUESTION_OPTIONS_MAX,
  QUESTION_OPTIONS_MIN,
  type QuestionDifficulty,
  type QuestionKind,
} from '@pathshala/shared/practice-constants';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { env } from '@/config/env';
import { toast } from '@/lib/toast';
import { cn } from '@/utils/cn';
import { useCreateQuestion } from '../api/create-question';
import { questionQueryOptions } from '../api/get-question';
import { useUpdateQuestion } from '../api/update-question';
import { uploadQuestionImage } from '../api/upload-question-image';
import { moveButtonTarget, useMoveFocus } from '../hooks/use-move-focus';
import { useOrderedList } from '../hooks/use-ordered-list';
import { DIFFICULTY_OPTIONS, KIND_OPTIONS, OPTION_LETTERS, TOPIC_OPTIONS } from '../utils/practice-labels';
import { problemsByPath } from '../utils/schema-problem';
import { PlusIcon } from './console-icons';
import { FileUpload } from './file-upload';
import { ListItemControls } from './list-item-controls';
import { Notice, problemMessage } from './notice';
import { QuestionPreview } from './question-preview';

interface AnswerOption {
  text: string;
  correct: boolean;
  /** The option in Hindi: it moves with its English option, so the two versions stay in one order. */
  hindi: string;
}

/** The editor's fields as typed: numbers stay text until the question is checked. */
interface QuestionDraft {
  key: string;
  topic: PracticeTopic | '';
  subtopic: string;
  difficulty: QuestionDifficulty;
  kind: QuestionKind;
  prompt: string;
  numericAnswer: string;
  numericTolerance: string;
  explanation: string;
  imageUrl: string;
  hindiPrompt: string;
  hindiExplanation: string;
}

const BLANK_OPTION: AnswerOption = { text: '', correct: false, hindi: '' };

const draftOf = (question: AdminQuestion | undefined): QuestionDraft => ({
  key: question?.key ?? '',
  topic: question?.topic ?? '',
  subtopic: question?.subtopic ?? '',
  difficulty: question?.difficulty ?? 'easy',
  kind: question?.kind ?? 'single',
  prompt: question?.prompt ?? '',
  numericAnswer: question?.numericAnswer === null || !question ? '' : String(question.numericAnswer),
  numericTolerance: question ? String(question.numericTolerance) : '0',
  explanation: question?.explanation ?? '',
  imageUrl: ownImagePath(question?.imageUrl ?? ''),
  hindiPrompt: question?.translations['hi-IN']?.prompt ?? '',
  hindiExplanation: question?.translations['hi-IN']?.explanation ?? '',
});

const optionsOf = (question: AdminQuestion | undefined): AnswerOption[] =>
  question && question.kind !== 'numeric'
    ? question.options.map((text, index) => ({
        text,
        correct: question.correct.includes(index),
        hindi: question.translations['hi-IN']?.options[index] ?? '',
      }))
    : Array.from({ length: 4 }, () => ({ ...BLANK_OPTION }));

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/** An uploaded image's path: answers give it as an absolute address on the asset host, the bank keeps the path. */
const UPLOADED_IMAGE = /\/api\/catalogue-images\/[a-f0-9]{32}\.webp$/;
function ownImagePath(url: string) {
  const uploaded = /^https?:\/\//.test(url) ? UPLOADED_IMAGE.exec(url) : null;
  return uploaded ? uploaded[0] : url;
}

/** The question as the API takes it (a numeric question sends no options; a choice question no answer). */
function requestOf(draft: QuestionDraft, options: readonly AnswerOption[]): QuestionInput {
  const numeric = draft.kind === 'numeric';
  const hindiOptions = numeric ? [] : options.map((option) => option.hindi);
  // The Hindi version is whole or none: all its boxes empty means the question is in English only.
  const hindi = [draft.hindiPrompt, draft.hindiExplanation, ...hindiOptions].some(
    (text) => text.trim() !== '',
  );
  return {
    key: draft.key.trim() === '' ? undefined : draft.key.trim(),
    topic: draft.topic as PracticeTopic,
    subtopic: draft.subtopic,
    difficulty: draft.difficulty,
    kind: draft.kind,
    prompt: draft.prompt,
    options: numeric ? [] : options.map((option) => option.text),
    correct: numeric ? [] : options.flatMap((option, index) => (option.correct ? [index] : [])),
    numericAnswer: numeric ? numberOrNull(draft.numericAnswer) : null,
    numericTolerance: numeric ? (numberOrNull(draft.numericTolerance) ?? 0) : 0,
    explanation: draft.explanation,
    imageUrl: draft.imageUrl.trim() === '' ? null : ownImagePath(draft.imageUrl.trim()),
    translations: hindi
      ? { 'hi-IN': { prompt: draft.hindiPrompt, options: hindiOptions, explanation: draft.hindiExplanation } }
      : {},
  };
}

/** The shared schema's messages by field, and the question rules' message under `correct`, as the API says them. */
async function problemsOf(request: QuestionInput, editing: boolean) {
  const schemas = await import('./practice-form-schemas');
  const { key: _key, ...update } = request;
  const problems = problemsByPath(
    editing
      ? schemas.ZUpdateQuestionRequestSchema.safeParse(update)
      : schemas.ZQuestionInputSchema.safeParse(request),
  );
  // The schema checks the rules only once every field is valid: say them at once.
  const rule = schemas.questionProblem(request);
  if (rule && !problems.has('correct')) problems.set('correct', rule);
  return problems;
}

interface OptionRowProps {
  optionKey: string;
  option: AnswerOption;
  index: number;
  count: number;
  /** Single choice marks the right option with a radio button (one of the group); multiple with a checkbox. */
  kind: 'single' | 'multiple';
  groupName: string;
  inputId: string;
  error?: string;
  onText: (text: string) => void;
  onCorrect: (correct: boolean) => void;
  onMove: (direction: 'up' | 'down') => void;
  onRemove: () => void;
}

/** One answer option, the same row for single and multiple choice: its text, whether it is right, move, remove. */
function OptionRow({
  optionKey,
  option,
  index,
  count,
  kind,
  groupName,
  inputId,
  error,
  onText,
  onCorrect,
  onMove,
  onRemove,
}: OptionRowProps) {
  const letter = OPTION_LETTERS[index] ?? String(index + 1);
  return (
    <li
      data-testid="question-option"
      className={cn(
        'flex flex-col gap-2 rounded-xl p-3 ring-1',
        option.correct ? 'bg-green-50/60 ring-green-300' : 'ring-slate-200',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        {/* The field's own label says the same to a screen reader. */}
        <span aria-hidden="true" className="text-sm font-bold text-slate-700">
          Option {letter}
        </span>
        <div className="flex items-center gap-2">
          <label className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-lg px-2 text-sm font-medium text-slate-800 hover:bg-white">
            <input
              type={kind === 'single' ? 'radio' : 'checkbox'}
              name={groupName}
              checked={option.correct}
              aria-label={`Option ${letter} is correct`}
              onChange={(event) => onCorrect(event.target.checked)}
              className="size-4.5 accent-green-700"
            />
            <span aria-hidden="true">Correct</span>
          </label>
          <ListItemControls
            id={optionKey}
            name={`option ${letter}`}
            index={index}
            count={count}
            onMove={onMove}
            onRemove={onRemove}
          />
        </div>
      </div>
      <Input
        id={inputId}
        label={`Option ${letter}`}
        hideLabel
        required
        maxLength={500}
        autoComplete="off"
        className="h-11"
        value={option.text}
        error={error}
        onChange={(event) => onText(event.target.value)}
      />
    </li>
  );
}

interface QuestionFormProps {
  /** The question to edit; none to add one. */
  question?: AdminQuestion;
  /** After the question is saved (a new one: to open its editor). */
  onSaved?: (question: AdminQuestion) => void;
}

/**
 * Adds a question to the bank or edits one: where it belongs, the prompt, 2 to 6 options with the right one(s)
 * or a numeric answer, and the explanation learners read after answering. Checked with the API's own schema and
 * rules before it is sent; the preview beside it shows the question with its key. Plain state rather than a form
 * library: the options are a list the form library would need a field array for.
 */
export function QuestionForm({ question, onSaved }: QuestionFormProps) {
  const create = useCreateQuestion();
  const update = useUpdateQuestion();
  const mutation = question ? update : create;
  const [draft, setDraft] = useState(() => draftOf(question));
  const options = useOrderedList(optionsOf(question));
  const [problems, setProblems] = useState<Map<string, string>>(new Map());
  const [checked, setChecked] = useState(false);
  const formId = useId();
  const optionList = useRef<HTMLOListElement>(null);
  const addOptionButton = useRef<HTMLButtonElement>(null);
  const focusAfterMove = useMoveFocus(optionList, options.items);
  const focusOption = useRef<string | null>(null);
  const fieldId = (name: string) => `${formId}-${name}`;
  const request = requestOf(draft, options.values);
  const choice = draft.kind !== 'numeric';
  const imagePath = request.imageUrl;
  const queryClient = useQueryClient();

  /** The stored question now shows the upload: the field takes its address, the cached question the rest. */
  const imageUploaded = (saved: AdminQuestion) => {
    set('imageUrl', ownImagePath(saved.imageUrl ?? ''));
    queryClient.setQueryData(questionQueryOptions(saved.key).queryKey, saved);
  };

  const set = <Field extends keyof QuestionDraft>(field: Field, value: QuestionDraft[Field]) =>
    setDraft((current) => ({ ...current, [field]: value }));

  // After the first check, the messages follow the edits, as a form library would re-check.
  const requestText = JSON.stringify(request);
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-checked when what would be sent changes
  useEffect(() => {
    if (!checked) return;
    let current = true;
    problemsOf(request, question !== undefined).then((found) => {
      if (current) setProblems(found);
    });
    return () => {
      current = false;
    };
  }, [checked, requestText]);

  // A new option's text takes the focus once it is drawn (a layout effect: in that commit, see use-move-focus).
  useLayoutEffect(() => {
    if (!focusOption.current) return;
    document.getElementById(fieldId(`option-${focusOption.current}`))?.focus();
    focusOption.current = null;
  });

  const changeKind = (kind: QuestionKind) => {
    // One right option at most for single choice: the first of those marked stays.
    if (kind === 'single') {
      const first = options.items.find((entry) => entry.item.correct)?.key;
      for (const entry of options.items) options.change(entry.key, { correct: entry.key === first });
    }
    set('kind', kind);
  };

  const markCorrect = (key: string, correct: boolean) => {
    if (draft.kind === 'multiple') options.change(key, { correct });
    else for (const entry of options.items) options.change(entry.key, { correct: entry.key === key });
  };

  /** The first field in the form's order that a message names. */
  const focusFirstProblem = (found: Map<string, string>) => {
    const optionIndex = [...found.keys()].find((path) => /^options\.\d+$/.test(path));
    const order = ['key', 'topic', 'subtopic', 'difficulty', 'kind', 'prompt', 'imageUrl'];
    const hindiProblem = [...found.keys()].find((path) => path.startsWith('translations'));
    const first =
      order.find((name) => found.has(name)) ??
      (optionIndex ? `option-${options.items[Number(optionIndex.split('.')[1])]?.key}` : undefined) ??
      (found.has('options') || found.has('correct') || found.has('numericAnswer')
        ? choice
          ? 'options'
          : 'numericAnswer'
        : undefined) ??
      (found.has('numericTolerance') ? 'numericTolerance' : undefined) ??
      (found.has('explanation') ? 'explanation' : undefined) ??
      (hindiProblem?.endsWith('explanation') ? 'hindiExplanation' : hindiProblem ? 'hindiPrompt' : undefined);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    mutation.reset();
    setChecked(true);
    const found = await problemsOf(request, question !== undefined);
    setProblems(found);
    if (found.size > 0) {
      focusFirstProblem(found);
      return;
    }
    const onError = (error: unknown) => toast.error(problemMessage(error));
    if (question) {
      const { key: _key, ...edit } = request;
      update.mutate(
        { questionId: question.id, question: edit },
        {
          onSuccess: (saved) => {
            toast.success('Question saved');
            onSaved?.(saved);
          },
          onError,
        },
      );
    } else {
      create.mutate(request, {
        onSuccess: (created) => {
          toast.success(`Question ${created.key} added`);
          onSaved?.(created);
        },
        onError,
      });
    }
  };

  const answerProblem = problems.get('correct') ?? problems.get('options');

  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem] xl:items-start">
      <form
        noValidate
        aria-label={question ? 'Edit question' : 'New question'}
        onSubmit={submit}
        className="flex min-w-0 flex-col gap-6 rounded-card bg-white p-5 shadow-card ring-1 ring-slate-200/70 sm:p-6"
      >
        <fieldset className="flex min-w-0 flex-col gap-5">
          <legend className="mb-4 text-lg font-bold">Where it belongs</legend>
          <div className="grid gap-5 sm:grid-cols-2">
            <Select
              id={fieldId('topic')}
              label="Topic"
              required
              placeholder="Choose a topic"
              options={TOPIC_OPTIONS}
              value={draft.topic}
              error={problems.get('topic')}
              onChange={(event) => set('topic', event.target.value as PracticeTopic)}
            />
            <Input
              id={fieldId('subtopic')}
              label="Subtopic"
              required
              maxLength={80}
              autoComplete="off"
              placeholder="e.g. Percentages"
              value={draft.subtopic}
              error={problems.get('subtopic')}
              onChange={(event) => set('subtopic', event.target.value)}
            />
            <Select
              id={fieldId('difficulty')}
              label="Difficulty"
              required
              options={DIFFICULTY_OPTIONS}
              value={draft.difficulty}
              error={problems.get('difficulty')}
              onChange={(event) => set('difficulty', event.target.value as QuestionDifficulty)}
            />
            <Select
              id={fieldId('kind')}
              label="Kind"
              required
              options={KIND_OPTIONS}
              value={draft.kind}
              error={problems.get('kind')}
              onChange={(event) => changeKind(event.target.value as QuestionKind)}
            />
            {question ? null : (
              <Input
                id={fieldId('key')}
                label="Key"
                maxLength={80}
                autoComplete="off"
                spellCheck={false}
                placeholder="e.g. quant.percentages.014"
                hint="Optional; it cannot change later. An import with the same key updates this question."
                className="font-mono"
                containerClassName="sm:col-span-2"
                value={draft.key}
                error={problems.get('key')}
                onChange={(event) => set('key', event.target.value)}
              />
            )}
          </div>
        </fieldset>

        <fieldset className="flex min-w-0 flex-col gap-5 border-t border-slate-100 pt-5">
          <legend className="sr-only">Question</legend>
          <Textarea
            id={fieldId('prompt')}
            label="Question"
            required
            rows={5}
            maxLength={4000}
            hint="Plain text. After a blank line, a passage or a program keeps its layout."
            className="field-sizing-content max-h-96"
            value={draft.prompt}
            error={problems.get('prompt')}
            onChange={(event) => set('prompt', event.target.value)}
          />
          {question ? (
            <FileUpload<AdminQuestion>
              label="Image"
              accept="image/jpeg,image/png,image/webp"
              chooseLabel={imagePath ? 'Replace image' : 'Upload image'}
              current="Optional: a figure or chart shown with the question. JPEG, PNG or WebP up to 10 MB, kept at most 1600 px wide."
              preview={
                <span className="grid h-20 w-28 shrink-0 place-items-center overflow-hidden rounded-lg bg-white ring-1 ring-slate-200 sm:w-36">
                  {imagePath ? (
                    <img
                      src={imagePath.startsWith('/') ? `${env.API_URL}${imagePath}` : imagePath}
                      alt={`Figure for question ${question.key}`}
                      className="max-h-full max-w-full object-contain"
                    />
                  ) : (
                    <span className="text-xs text-slate-500">No image</span>
                  )}
                </span>
              }
              send={(file, options) => uploadQuestionImage({ questionId: question.id, file, ...options })}
              onDone={imageUploaded}
              data-testid="question-image-upload"
            />
          ) : null}
          <Input
            id={fieldId('imageUrl')}
            label="Image address"
            maxLength={500}
            autoComplete="off"
            spellCheck={false}
            placeholder="https://… or /images/…"
            hint={
              question
                ? 'Set by an upload, or give the address of an image elsewhere; empty it to show no image.'
                : 'Optional: a figure or chart shown with the question. Once the question is added you can upload one.'
            }
            value={draft.imageUrl}
            error={problems.get('imageUrl')}
            onChange={(event) => set('imageUrl', event.target.value)}
          />
        </fieldset>

        {choice ? (
          // The rule above sits on a box of its own: on the fieldset it would run through the legend.
          <div className="border-t border-slate-100 pt-5">
            <fieldset
              id={fieldId('options')}
              tabIndex={-1}
              aria-describedby={answerProblem ? fieldId('answer-problem') : undefined}
              className="flex min-w-0 flex-col gap-3"
            >
              <legend className="text-sm font-medium text-slate-800">
                Options
                <span className="ml-0.5 text-red-700" aria-hidden="true">
                  *
                </span>
              </legend>
              <p className="-mt-1 text-sm text-slate-500">
                {draft.kind === 'single'
                  ? `${QUESTION_OPTIONS_MIN} to ${QUESTION_OPTIONS_MAX} options; mark the one right answer.`
                  : `${QUESTION_OPTIONS_MIN} to ${QUESTION_OPTIONS_MAX} options; tick every right answer (only the exact set scores).`}
              </p>
              <ol ref={optionList} className="flex flex-col gap-3">
                {options.items.map(({ key, item }, index) => (
                  <OptionRow
                    key={key}
                    optionKey={key}
                    option={item}
                    index={index}
                    count={options.items.length}
                    kind={draft.kind === 'multiple' ? 'multiple' : 'single'}
                    groupName={`${formId}-correct`}
                    inputId={fieldId(`option-${key}`)}
                    error={problems.get(`options.${index}`)}
                    onText={(text) => options.change(key, { text })}
                    onCorrect={(correct) => markCorrect(key, correct)}
                    onMove={(direction) => {
                      focusAfterMove(moveButtonTarget(key, direction));
                      options.move(key, direction === 'up' ? index - 1 : index + 1);
                    }}
                    onRemove={() => {
                      options.remove(key);
                      // Its buttons go with it: the focus moves to the list's own button.
                      requestAnimationFrame(() => addOptionButton.current?.focus());
                    }}
                  />
                ))}
              </ol>
              {answerProblem ? (
                <p id={fieldId('answer-problem')} className="text-sm font-medium text-red-700">
                  {answerProblem}
                </p>
              ) : null}
              <div>
                <Button
                  ref={addOptionButton}
                  variant="outline"
                  size="sm"
                  disabled={options.items.length >= QUESTION_OPTIONS_MAX}
                  onClick={() => {
                    focusOption.current = options.add({ ...BLANK_OPTION });
                  }}
                >
                  <PlusIcon className="size-4" />
                  Add an option
                </Button>
              </div>
            </fieldset>
          </div>
        ) : (
          <fieldset className="grid min-w-0 gap-5 border-t border-slate-100 pt-5 sm:grid-cols-2">
            <legend className="sr-only">Answer</legend>
            <Input
              id={fieldId('numericAnswer')}
              label="Answer"
              required
              type="number"
              inputMode="decimal"
              step="any"
              hint="The number learners type."
              value={draft.numericAnswer}
              error={problems.get('numericAnswer') ?? problems.get('correct')}
              onChange={(event) => set('numericAnswer', event.target.value)}
            />
            <Input
              id={fieldId('numericTolerance')}
              label="Tolerance"
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              hint="Within ± this counts as right; 0: exact."
              value={draft.numericTolerance}
              error={problems.get('numericTolerance')}
              onChange={(event) => set('numericTolerance', event.target.value)}
            />
          </fieldset>
        )}

        <div className="border-t border-slate-100 pt-5">
          <Textarea
            id={fieldId('explanation')}
            label="Explanation"
            required
            rows={4}
            maxLength={4000}
            hint="Learners read it after answering, and in a mock test's solutions."
            className="field-sizing-content max-h-96 min-h-28"
            value={draft.explanation}
            error={problems.get('explanation')}
            onChange={(event) => set('explanation', event.target.value)}
          />
        </div>

        <fieldset
          className="flex min-w-0 flex-col gap-4 border-t border-slate-100 pt-5"
          data-testid="question-hindi"
        >
          <legend className="mb-2 text-lg font-bold">Hindi version</legend>
          <p className="-mt-2 text-sm text-slate-500">
            Optional, and whole: the question, every option in the same order and the explanation. Learners
            who read in Hindi see it, and can switch between the two in a mock test. Leave every box empty for
            English only.
          </p>
          {problems.get('translations') ? <Notice tone="error">{problems.get('translations')}</Notice> : null}
          <Textarea
            id={fieldId('hindiPrompt')}
            label="Question in Hindi"
            lang="hi"
            rows={4}
            maxLength={4000}
            className="field-sizing-content max-h-96"
            value={draft.hindiPrompt}
            error={problems.get('translations.hi-IN.prompt')}
            onChange={(event) => set('hindiPrompt', event.target.value)}
          />
          {choice ? (
            <ol className="grid gap-3 sm:grid-cols-2">
              {options.items.map(({ key, item }, index) => (
                <li key={key}>
                  <Input
                    id={fieldId(`hindi-option-${key}`)}
                    // Not "Option A …": the English option's own field is named that.
                    label={`${OPTION_LETTERS[index] ?? index + 1} in Hindi`}
                    lang="hi"
                    maxLength={500}
                    autoComplete="off"
                    className="h-11"
                    hint={item.text ? `English: ${item.text}` : undefined}
                    value={item.hindi}
                    error={problems.get(`translations.hi-IN.options.${index}`)}
                    onChange={(event) => options.change(key, { hindi: event.target.value })}
                  />
                </li>
              ))}
            </ol>
          ) : null}
          <Textarea
            id={fieldId('hindiExplanation')}
            label="Worked solution in Hindi"
            lang="hi"
            rows={4}
            maxLength={4000}
            className="field-sizing-content max-h-96"
            value={draft.hindiExplanation}
            error={problems.get('translations.hi-IN.explanation')}
            onChange={(event) => set('hindiExplanation', event.target.value)}
          />
        </fieldset>

        {mutation.isError ? <Notice tone="error">{problemMessage(mutation.error)}</Notice> : null}
        <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:justify-end">
          <Button type="submit" loading={mutation.isPending}>
            {question ? 'Save question' : 'Add question'}
          </Button>
        </div>
      </form>
      <QuestionPreview
        question={{
          ...request,
          topic: draft.topic || undefined,
          numericAnswer: choice ? null : numberOrNull(draft.numericAnswer),
        }}
        className="xl:sticky xl:top-24"
      />
    </div>
  );
}
