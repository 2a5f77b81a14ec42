import { Trans, useLingui } from '@lingui/react/macro';
import type { CodingSubmission } from '@pathshala/shared/coding';
import { translateText } from '@/lib/i18n';
import { cn } from '@/utils/cn';
import { verdictLabel } from '../texts';

/** Small programs in KB (a C++ one takes about 3 MB; Python's counts only what its heap grew by). */
const memoryText = (kb: number) => (kb < 1024 ? `${kb} KB` : `${(kb / 1024).toFixed(1)} MB`);

/** Where a submission stands: its place in the queue, then each hidden test's verdict as it arrives. */
export function SubmissionVerdicts({ submission }: { submission: CodingSubmission }) {
  const { t, i18n } = useLingui();
  const { status, verdict, tests, testCount, passed } = submission;
  const position = submission.position ?? 1;
  const judged = tests.length;
  return (
    <section
      aria-label={t`Submission`}
      aria-live="polite"
      className="rounded-xl bg-white p-4 ring-1 ring-slate-200"
    >
      <p className="font-semibold text-slate-900">
        {status === 'queued' ? (
          <Trans>In the queue: position {position}</Trans>
        ) : status === 'running' ? (
          <Trans>
            Judging… {judged} of {testCount} tests
          </Trans>
        ) : status === 'failed' ? (
          <Trans>Not judged</Trans>
        ) : null}
        {status === 'judged' && verdict ? (
          <span className={verdict === 'accepted' ? 'text-emerald-700' : 'text-rose-700'}>
            {verdictLabel(i18n, verdict)}
            {verdict === 'compilationError' ? '' : ` · ${t`${passed} of ${testCount} tests passed`}`}
          </span>
        ) : null}
      </p>
      {status === 'failed' && submission.failure ? (
        <p className="mt-1 text-sm text-slate-700">{translateText(i18n, submission.failure)}</p>
      ) : null}
      {submission.compileError ? (
        <pre className="mt-2 overflow-x-auto rounded bg-rose-50 p-3 text-sm whitespace-pre-wrap text-rose-900">
          {submission.compileError}
        </pre>
      ) : null}
      {tests.length > 0 ? (
        <ol aria-label={t`Verdicts per test`} className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2">
          {tests.map((test, index) => {
            const number = index + 1;
            const label = verdictLabel(i18n, test.verdict);
            const timeMs = test.timeMs;
            return (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: the tests of one submission never reorder
                key={index}
                className={cn(
                  'flex items-center justify-between rounded-lg px-3 py-2 text-sm ring-1',
                  test.verdict === 'accepted'
                    ? 'bg-emerald-50 text-emerald-900 ring-emerald-200'
                    : 'bg-rose-50 text-rose-900 ring-rose-200',
                )}
              >
                <span className="font-medium">{t`Test ${number}: ${label}`}</span>
                <span className="tabular-nums">
                  {t`${timeMs} ms`} · {memoryText(test.memoryKb)}
                </span>
              </li>
            );
          })}
        </ol>
      ) : null}
    </section>
  );
}
