import { Trans } from '@lingui/react/macro';
import type { QuestionKind } from '@pathshala/shared/practice-constants';
import { type ReactNode, useId } from 'react';
import { CheckIcon, CloseIcon } from '@/components/ui/icons';
import { cn } from '@/utils/cn';

const LETTERS = 'ABCDEF';

interface AnswerChoicesProps {
  kind: Exclude<QuestionKind, 'numeric'>;
  options: readonly string[];
  /** The options' language when it is not the page's. */
  optionsLang?: string;
  selected: readonly number[];
  onChange?: (selected: number[]) => void;
  disabled?: boolean;
  /** Once answered: the right options, marked green, and the learner's wrong ones red. */
  correctOptions?: readonly number[];
  /** Names the group for screen readers, e.g. the question's prompt id. */
  labelledBy?: string;
  /** Shown above the options; defaults to how many to pick. */
  instruction?: ReactNode;
}

/** Radio buttons for one answer, checkboxes for "select all that apply"; keyboard and screen reader native. */
export function AnswerChoices({
  kind,
  options,
  optionsLang,
  selected,
  onChange,
  disabled = false,
  correctOptions,
  labelledBy,
  instruction,
}: AnswerChoicesProps) {
  const name = useId();
  const instructionId = useId();
  const reviewed = correctOptions !== undefined;
  const toggle = (index: number, checked: boolean) => {
    if (!onChange) return;
    if (kind === 'single') onChange([index]);
    else
      onChange(checked ? [...selected, index].sort((a, b) => a - b) : selected.filter((at) => at !== index));
  };
  return (
    <fieldset
      aria-labelledby={labelledBy}
      aria-describedby={instructionId}
      className="flex flex-col gap-3"
      disabled={disabled}
    >
      <p id={instructionId} className="text-sm font-semibold text-slate-600">
        {instruction ??
          (kind === 'multiple' ? <Trans>Select all that apply</Trans> : <Trans>Choose one answer</Trans>)}
      </p>
      {options.map((option, index) => {
        const chosen = selected.includes(index);
        const right = correctOptions?.includes(index) ?? false;
        const tone = !reviewed ? 'plain' : right ? 'right' : chosen ? 'wrong' : 'other';
        return (
          <label
            // biome-ignore lint/suspicious/noArrayIndexKey: options keep their order within a question
            key={index}
            data-testid="answer-option"
            data-state={tone}
            className={cn(
              'flex items-start gap-3 rounded-xl border bg-white px-4 py-3 transition-colors has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500',
              tone === 'plain' &&
                'border-slate-300 has-checked:border-brand-600 has-checked:bg-brand-50 has-enabled:cursor-pointer has-enabled:hover:border-brand-400',
              tone === 'right' && 'border-emerald-600 bg-emerald-50',
              tone === 'wrong' && 'border-red-600 bg-red-50',
              tone === 'other' && 'border-slate-200 opacity-80',
            )}
          >
            <input
              type={kind === 'single' ? 'radio' : 'checkbox'}
              name={name}
              checked={chosen}
              onChange={(event) => toggle(index, event.target.checked)}
              className="mt-1 size-4 shrink-0 accent-brand-700 focus-visible:outline-none"
            />
            <span
              aria-hidden="true"
              className="grid size-6 shrink-0 place-items-center rounded-md bg-slate-100 text-xs font-bold text-slate-600"
            >
              {LETTERS[index]}
            </span>
            <span lang={optionsLang} className="flex-1 leading-6 whitespace-pre-wrap text-slate-900">
              {option}
            </span>
            {tone === 'right' ? (
              <span className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-emerald-800">
                <CheckIcon className="size-4" />
                {chosen ? <Trans>Your answer · correct</Trans> : <Trans>Correct answer</Trans>}
              </span>
            ) : tone === 'wrong' ? (
              <span className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-red-800">
                <CloseIcon className="size-4" />
                <Trans>Your answer</Trans>
              </span>
            ) : null}
          </label>
        );
      })}
    </fieldset>
  );
}
