import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '@pathshala/shared/locales';
import type { AttemptQuestion as AttemptQuestionView } from '@pathshala/shared/practice';
import { type Ref, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/utils/cn';
import { languagesOf } from '../hooks/use-question-languages';
import { parseNumber } from '../utils/format';
import { AnswerChoices } from './answer-choices';
import { langOf, QuestionLanguageToggle } from './question-language-toggle';
import { QuestionPrompt } from './question-prompt';

/** Typing a number saves once the learner pauses, not on every key. */
const NUMERIC_SAVE_DELAY_MS = 700;

function NumericAnswer({
  question,
  disabled,
  onValue,
}: {
  question: AttemptQuestionView;
  disabled: boolean;
  onValue: (value: number | null) => void;
}) {
  const { t } = useLingui();
  const [typed, setTyped] = useState(question.value === null ? '' : String(question.value));
  const pending = useRef<{ timer: number; value: number | null } | null>(null);
  const onValueRef = useRef(onValue);
  onValueRef.current = onValue;

  const flush = useCallback(() => {
    const waiting = pending.current;
    if (!waiting) return;
    window.clearTimeout(waiting.timer);
    pending.current = null;
    onValueRef.current(waiting.value);
  }, []);
  // Leaving the question (another question, a new section) saves what was typed.
  useEffect(() => flush, [flush]);

  const change = (text: string) => {
    setTyped(text);
    const value = parseNumber(text);
    if (text.trim() !== '' && value === null) return;
    if (pending.current) window.clearTimeout(pending.current.timer);
    pending.current = { value, timer: window.setTimeout(flush, NUMERIC_SAVE_DELAY_MS) };
  };

  const invalid = typed.trim() !== '' && parseNumber(typed) === null;
  return (
    <Input
      label={t`Your answer`}
      hint={t`Enter a number. Clear the box to leave it unanswered.`}
      type="number"
      step="any"
      inputMode="decimal"
      value={typed}
      disabled={disabled}
      error={invalid ? t`Enter a number.` : undefined}
      onChange={(event) => change(event.target.value)}
      onBlur={flush}
      containerClassName="max-w-xs"
    />
  );
}

interface AttemptQuestionProps {
  question: AttemptQuestionView;
  /** Position within the section, e.g. 3 of 20. */
  position: number;
  total: number;
  /** The section's time is over (or the attempt is finishing): nothing can change. */
  locked: boolean;
  onChoose: (selected: number[]) => void;
  onValue: (value: number | null) => void;
  onToggleMark: () => void;
  /** The language the question is shown in (one it is written in), and the switch to another. */
  shownIn: Locale;
  onShowIn: (locale: Locale) => void;
  /** The question's heading, focused when the learner moves to another question. */
  ref?: Ref<HTMLHeadingElement>;
}

/** The question on screen in the runner: prompt, answer controls and the review mark. */
export function AttemptQuestion({
  question,
  position,
  total,
  locked,
  onChoose,
  onValue,
  onToggleMark,
  shownIn,
  onShowIn,
  ref,
}: AttemptQuestionProps) {
  const { t } = useLingui();
  const promptId = useId();
  // The same options in the same order in every language: switching changes the words, never the answer.
  const version = question.versions?.[shownIn];
  const prompt = version?.prompt ?? question.prompt;
  const options = version?.options ?? question.options;
  const textLang = version ? langOf(shownIn) : undefined;
  return (
    <article aria-labelledby={promptId} className="flex flex-col gap-6" data-testid="attempt-question">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          ref={ref}
          tabIndex={-1}
          className="text-base font-bold text-slate-900"
          data-testid="attempt-question-number"
        >
          <Trans>Question {{ number: question.number }}</Trans>
          <span className="ml-2 text-sm font-medium text-slate-500">
            <Trans>
              ({position} of {total} in this section)
            </Trans>
          </span>
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <QuestionLanguageToggle languages={languagesOf(question)} shown={shownIn} onShow={onShowIn} />
          <Button
            variant="outline"
            size="sm"
            aria-pressed={question.markedForReview}
            disabled={locked}
            onClick={onToggleMark}
            className={cn(
              question.markedForReview &&
                'border-violet-600 bg-violet-50 text-violet-800 hover:bg-violet-100',
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                'size-3 rounded-sm border',
                question.markedForReview ? 'border-violet-600 bg-violet-600' : 'border-slate-400',
              )}
            />
            <Trans>Mark for review</Trans>
          </Button>
        </div>
      </div>
      <div className="flex flex-col gap-6">
        <QuestionPrompt id={promptId} prompt={prompt} lang={textLang} />
        {question.imageUrl ? (
          <img
            src={question.imageUrl}
            alt={t`Figure for question ${{ number: question.number }}`}
            className="max-h-80 w-auto self-start rounded-xl"
            loading="lazy"
          />
        ) : null}
        {question.kind === 'numeric' ? (
          <NumericAnswer key={question.id} question={question} disabled={locked} onValue={onValue} />
        ) : (
          <div className="flex flex-col gap-3">
            <AnswerChoices
              kind={question.kind}
              options={options}
              optionsLang={textLang}
              selected={question.selected}
              onChange={onChoose}
              disabled={locked}
              labelledBy={promptId}
            />
            {question.selected.length > 0 && !locked ? (
              <button
                type="button"
                onClick={() => onChoose([])}
                className="self-start rounded-md text-sm font-semibold text-slate-600 underline underline-offset-2 hover:text-slate-900"
              >
                <Trans>Clear answer</Trans>
              </button>
            ) : null}
          </div>
        )}
      </div>
    </article>
  );
}
