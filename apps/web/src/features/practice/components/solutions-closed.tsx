import { Trans, useLingui } from '@lingui/react/macro';
import type { AttemptResult } from '@pathshala/shared/practice';
import { formatIst } from '../utils/format';

/**
 * In place of the solutions while they are closed: the learner still has attempts of the test, so the key and
 * explanations wait for the test's cooling-off (or for the attempt in progress to be submitted).
 */
export function SolutionsClosed({ result }: { result: AttemptResult }) {
  const { i18n } = useLingui();
  const opensAt = result.solutionsAvailableAt ? formatIst(i18n, result.solutionsAvailableAt) : '';
  return (
    <section
      aria-labelledby="solutions-heading"
      data-testid="solutions-closed"
      className="flex flex-col gap-2 rounded-card bg-white p-5 shadow-card ring-1 ring-slate-200/70 sm:p-6"
    >
      <h2 id="solutions-heading" className="text-title font-bold">
        <Trans>Solutions</Trans>
      </h2>
      <p className="text-slate-700">
        {result.solutionsAvailableAt ? (
          <Trans>
            Solutions and explanations open at {opensAt}, or as soon as you have used all your attempts of
            this test.
          </Trans>
        ) : (
          <Trans>
            Solutions and explanations open once you submit the attempt of this test you have in progress.
          </Trans>
        )}
      </p>
      <p className="text-sm text-slate-500">
        <Trans>
          Until then your score, sections and weakest topics are above, so that a retake still tests what you
          know.
        </Trans>
      </p>
    </section>
  );
}
