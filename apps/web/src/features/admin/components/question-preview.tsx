import {
  PRACTICE_TOPIC_LABELS,
  type PracticeTopic,
  type QuestionDifficulty,
  type QuestionKind,
} from '@pathshala/shared/practice-constants';
import { CheckIcon } from '@/components/ui/icons';
import { cn } from '@/utils/cn';
import { DIFFICULTY_LABEL, DIFFICULTY_TONE, formatMarks, OPTION_LETTERS } from '../utils/practice-labels';
import { Badge } from './badge';

interface PreviewedQuestion {
  topic?: PracticeTopic;
  subtopic: string;
  difficulty: QuestionDifficulty;
  kind: QuestionKind;
  prompt: string;
  options: readonly string[];
  correct: readonly number[];
  numericAnswer: number | null;
  numericTolerance: number;
  explanation: string;
  imageUrl: string | null;
}

/** Addresses the schema takes for an image; anything else would only draw a broken picture here. */
const showableImage = (url: string | null) => (url && /^(https:\/\/|\/)\S+$/.test(url.trim()) ? url : null);

const placeholder = (text: string, fallback: string) =>
  text.trim() === '' ? <span className="text-slate-400 italic">{fallback}</span> : text;

/**
 * The question as a learner meets it once they have answered (the key marked), kept beside the editor as it is
 * typed: the prompt, its picture, the lettered options or the number, and the explanation.
 */
export function QuestionPreview({
  question,
  className,
}: {
  question: PreviewedQuestion;
  className?: string;
}) {
  const image = showableImage(question.imageUrl);
  const tolerance = question.numericTolerance > 0 ? ` (± ${formatMarks(question.numericTolerance)})` : '';
  return (
    <aside
      aria-label="Preview"
      data-testid="question-preview"
      className={cn('rounded-card bg-white p-5 shadow-card ring-1 ring-slate-200/70', className)}
    >
      <p className="text-xs font-bold tracking-wide text-slate-500 uppercase">Preview, with the answer</p>
      <div className="mt-3 flex flex-wrap gap-1.5">
        {question.topic ? <Badge tone="blue">{PRACTICE_TOPIC_LABELS[question.topic]}</Badge> : null}
        <Badge tone={DIFFICULTY_TONE[question.difficulty]}>{DIFFICULTY_LABEL[question.difficulty]}</Badge>
        {question.subtopic.trim() ? <Badge tone="slate">{question.subtopic.trim()}</Badge> : null}
      </div>
      <p className="mt-4 leading-7 font-medium break-words whitespace-pre-line text-slate-900">
        {placeholder(question.prompt, 'The question appears here.')}
      </p>
      {image ? (
        <img src={image} alt="" className="mt-3 max-h-48 rounded-lg ring-1 ring-slate-200" loading="lazy" />
      ) : null}
      {question.kind === 'numeric' ? (
        <p className="mt-4 rounded-xl bg-green-50 px-4 py-3 text-sm text-green-900 ring-1 ring-green-200">
          Answer:{' '}
          <strong className="font-semibold tabular-nums">
            {question.numericAnswer === null || Number.isNaN(question.numericAnswer)
              ? '—'
              : `${formatMarks(question.numericAnswer)}${tolerance}`}
          </strong>
        </p>
      ) : (
        <>
          <p className="mt-4 text-sm font-semibold text-slate-600">
            {question.kind === 'multiple' ? 'Select all that apply' : 'Choose one answer'}
          </p>
          <ul className="mt-2 flex flex-col gap-2">
            {question.options.map((option, index) => {
              const right = question.correct.includes(index);
              return (
                <li
                  // biome-ignore lint/suspicious/noArrayIndexKey: the letter is the option's place
                  key={index}
                  className={cn(
                    'flex items-start gap-2.5 rounded-xl border px-3 py-2 text-sm',
                    right ? 'border-green-600 bg-green-50' : 'border-slate-200',
                  )}
                >
                  <span
                    aria-hidden="true"
                    className="grid size-5.5 shrink-0 place-items-center rounded-md bg-slate-100 text-xs font-bold text-slate-600"
                  >
                    {OPTION_LETTERS[index]}
                  </span>
                  <span className="min-w-0 flex-1 break-words whitespace-pre-wrap text-slate-900">
                    {placeholder(option, 'Empty option')}
                  </span>
                  {right ? (
                    <span className="inline-flex shrink-0 items-center gap-1 font-semibold text-green-800">
                      <CheckIcon className="size-4" />
                      Correct
                    </span>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </>
      )}
      <div className="mt-4 border-t border-slate-100 pt-3">
        <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Explanation</p>
        <p className="mt-1 text-sm leading-6 break-words whitespace-pre-line text-slate-700">
          {placeholder(question.explanation, 'Shown after answering.')}
        </p>
      </div>
    </aside>
  );
}
