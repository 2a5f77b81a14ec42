import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AttemptQuestion } from '@pathshala/shared/practice';
import { cn } from '@/utils/cn';

export const isAnswered = (question: AttemptQuestion) =>
  question.selected.length > 0 || question.value !== null;

function statusOf(i18n: I18n, question: AttemptQuestion) {
  const parts = [isAnswered(question) ? i18n._(msg`answered`) : i18n._(msg`not answered`)];
  if (question.markedForReview) parts.push(i18n._(msg`marked for review`));
  return parts.join(', ');
}

const LEGEND = [
  { label: msg`Answered`, swatch: 'bg-emerald-600 border-emerald-600' },
  { label: msg`Not answered`, swatch: 'bg-white border-slate-300' },
  { label: msg`Marked for review`, swatch: 'bg-violet-600 border-violet-600' },
  { label: msg`Current`, swatch: 'bg-white border-slate-300 ring-2 ring-brand-600 ring-offset-1' },
] as const;

interface QuestionPaletteProps {
  questions: readonly AttemptQuestion[];
  currentId: string | null;
  onSelect: (question: AttemptQuestion) => void;
  sectionTitle: string;
}

/** The current section's questions as numbered buttons, coloured by state, with a legend. */
export function QuestionPalette({ questions, currentId, onSelect, sectionTitle }: QuestionPaletteProps) {
  const { t, i18n } = useLingui();
  const total = questions.length;
  const answered = questions.filter(isAnswered).length;
  const marked = questions.filter((question) => question.markedForReview).length;
  return (
    <div className="flex flex-col gap-5" data-testid="question-palette">
      <div>
        <h2 className="text-base font-bold text-slate-900">{sectionTitle}</h2>
        <p className="text-sm text-slate-600">
          <Trans>
            {answered} of {total} answered
          </Trans>
          {marked > 0 ? (
            <>
              {' · '}
              <Trans>{marked} marked</Trans>
            </>
          ) : null}
        </p>
      </div>
      <ul className="grid grid-cols-5 gap-2" aria-label={t`Questions in ${sectionTitle}`}>
        {questions.map((question) => {
          const current = question.id === currentId;
          const done = isAnswered(question);
          const number = question.number;
          const status = statusOf(i18n, question);
          return (
            <li key={question.id}>
              <button
                type="button"
                onClick={() => onSelect(question)}
                aria-label={t`Question ${number}, ${status}`}
                aria-current={current ? 'step' : undefined}
                data-state={question.markedForReview ? 'marked' : done ? 'answered' : 'not-answered'}
                className={cn(
                  'relative grid h-10 w-full place-items-center rounded-lg border text-sm font-semibold tabular-nums transition-colors',
                  question.markedForReview
                    ? 'border-violet-600 bg-violet-600 text-white hover:bg-violet-700'
                    : done
                      ? 'border-emerald-600 bg-emerald-600 text-white hover:bg-emerald-700'
                      : 'border-slate-300 bg-white text-slate-800 hover:border-brand-400 hover:bg-brand-50',
                  current && 'ring-2 ring-brand-600 ring-offset-2',
                )}
              >
                {question.number}
                {question.markedForReview && done ? (
                  <span
                    aria-hidden="true"
                    className="absolute -top-1 -right-1 size-3 rounded-full border-2 border-white bg-emerald-500"
                  />
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
      <ul className="grid grid-cols-2 gap-x-3 gap-y-2 text-xs text-slate-600" aria-label={t`Legend`}>
        {LEGEND.map((entry) => (
          <li key={entry.swatch} className="flex items-center gap-2">
            <span aria-hidden="true" className={cn('size-4 shrink-0 rounded border', entry.swatch)} />
            {i18n._(entry.label)}
          </li>
        ))}
        <li className="col-span-2 flex items-center gap-2">
          <span
            aria-hidden="true"
            className="relative size-4 shrink-0 rounded border border-violet-600 bg-violet-600"
          >
            <span className="absolute -top-1 -right-1 size-2.5 rounded-full border-2 border-white bg-emerald-500" />
          </span>
          <Trans>Marked and answered (counts as answered)</Trans>
        </li>
      </ul>
    </div>
  );
}
