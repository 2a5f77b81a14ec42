import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import { useGiveUp } from '../api/give-up';
import { failureText } from '../texts';

/**
 * "Give up" on a problem: it comes back in the learner's review list (spaced review), like a failed
 * submission. Asked first, since it counts as a miss; it reveals no test and no solution.
 */
export function GiveUpButton({
  problemSlug,
  onLoginNeeded,
}: {
  problemSlug: string;
  onLoginNeeded: () => boolean;
}) {
  const { t, i18n } = useLingui();
  const [asking, setAsking] = useState(false);
  const giveUp = useGiveUp();
  if (giveUp.isSuccess) {
    return (
      <p role="status" className="text-sm text-slate-700">
        <Trans>
          This problem will come back in your{' '}
          <Link to={`${paths.practice}#coding-review`} className="font-semibold text-brand-700 underline">
            review list
          </Link>
          . Try it again when it is due.
        </Trans>
      </p>
    );
  }
  return (
    <>
      <Button
        variant="ghost"
        onClick={() => {
          if (!onLoginNeeded()) setAsking(true);
        }}
      >
        <Trans>Give up</Trans>
      </Button>
      <Dialog open={asking} onClose={() => setAsking(false)} title={t`Give up on this problem?`}>
        <p className="text-slate-700">
          <Trans>
            It goes into your review list and comes back for another try, on the same schedule as a failed
            submission. No hidden test or solution is shown.
          </Trans>
        </p>
        {giveUp.isError ? (
          <p role="alert" className="mt-4 text-sm text-rose-800">
            {failureText(i18n, giveUp.error, t`Something went wrong. Please try again.`)}
          </p>
        ) : null}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={() => setAsking(false)}>
            <Trans>Keep trying</Trans>
          </Button>
          <Button
            loading={giveUp.isPending}
            onClick={() => giveUp.mutate(problemSlug, { onSuccess: () => setAsking(false) })}
          >
            <Trans>Give up and review later</Trans>
          </Button>
        </div>
      </Dialog>
    </>
  );
}
