import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SUBMISSION_STATUS_LABELS, type SubmissionStatus } from '@pathshala/shared/projects-constants';
import { declareTexts, translateText } from '@/lib/i18n';
import { cn } from '@/utils/cn';

/** SUBMISSION_STATUS_LABELS, the shared package's words (the API's too), for the catalogues. */
export const PROJECT_STATUS_TEXTS = [msg`Waiting for review`, msg`Needs changes`, msg`Passed`];
declareTexts(PROJECT_STATUS_TEXTS);

const TONES: Record<SubmissionStatus | 'not_submitted', string> = {
  not_submitted: 'bg-slate-100 text-slate-700 ring-slate-200',
  submitted: 'bg-amber-50 text-amber-800 ring-amber-200',
  needs_changes: 'bg-red-50 text-red-800 ring-red-200',
  passed: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
};

/** A project attempt's status in words and colour, the same for the learner and the reviewer. */
export function ProjectStatus({
  status,
  className,
}: {
  status: SubmissionStatus | 'not_submitted';
  className?: string;
}) {
  const { t, i18n } = useLingui();
  return (
    <span
      data-testid="project-status"
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1',
        TONES[status],
        className,
      )}
    >
      {status === 'not_submitted' ? t`Not submitted` : translateText(i18n, SUBMISSION_STATUS_LABELS[status])}
    </span>
  );
}

/** The rubric, with each criterion's score once reviewed. */
export function RubricTable({
  rubric,
  scores,
}: {
  rubric: readonly { criterion: string; points: number }[];
  scores?: readonly number[] | null;
}) {
  const total = rubric.reduce((sum, criterion) => sum + criterion.points, 0);
  const scored = scores ? scores.reduce((sum, score) => sum + score, 0) : null;
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">
        <Trans>Rubric</Trans>
      </caption>
      <thead>
        <tr className="border-b border-slate-200 text-left text-xs tracking-wide text-slate-500 uppercase">
          <th scope="col" className="py-2 pr-3 font-semibold">
            <Trans>Criterion</Trans>
          </th>
          <th scope="col" className="py-2 text-right font-semibold">
            <Trans>Points</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {rubric.map((criterion, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a rubric's order is fixed; scores follow it by index
          <tr key={`${index}-${criterion.criterion}`} className="border-b border-slate-100">
            <td className="py-2 pr-3 text-slate-800">{criterion.criterion}</td>
            <td className="py-2 text-right whitespace-nowrap tabular-nums">
              {scores ? `${scores[index] ?? 0} / ${criterion.points}` : criterion.points}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" className="pt-2 pr-3 text-left font-semibold text-slate-900">
            <Trans>Total</Trans>
          </th>
          <td className="pt-2 text-right font-semibold whitespace-nowrap tabular-nums">
            {scored === null ? total : `${scored} / ${total}`}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
