import { Trans, useLingui } from '@lingui/react/macro';
import type { AttemptResult } from '@pathshala/shared/practice';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { translateText } from '@/lib/i18n';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { toast } from '@/lib/toast';
import type { Leaderboard } from '../api/get-leaderboard';
import { useSetLeaderboardName } from '../api/set-leaderboard-name';
import { errorMessage, isUnauthorized, useLoginRedirect } from '../hooks/use-login-redirect';

interface LeaderboardNameFormProps {
  result: AttemptResult;
  /** The learner's own entry on the board (null: not shown), as the leaderboard call answered it. */
  mine: Leaderboard['mine'];
  /** What the name box starts with when the learner is not on the board yet. */
  suggestedName: string;
}

/** The learner's choice to appear on the leaderboard under a name of their own, or to leave it. */
export function LeaderboardNameForm({ result, mine, suggestedName }: LeaderboardNameFormProps) {
  const { t, i18n } = useLingui();
  const change = useSetLeaderboardName(result.attemptId, result.testId);
  const redirectToLogin = useLoginRedirect();
  const shown = mine !== null;
  const rank = mine?.rank;
  const shownName = mine ? translateText(i18n, mine.displayName) : '';
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: lazyZodResolver(async () => (await import('./leaderboard-form-schema')).ZLeaderboardFormSchema),
    defaultValues: { displayName: mine?.chosenName ?? suggestedName },
  });

  const send = (displayName: string | null) =>
    change.mutate(displayName, {
      onSuccess: ({ message }) => toast.success(message ? translateText(i18n, message) : t`Saved`),
      onError: (error) => {
        if (isUnauthorized(error)) void redirectToLogin();
        else toast.error(errorMessage(i18n, error));
      },
    });

  return (
    <form
      noValidate
      aria-label={t`Leaderboard name`}
      onSubmit={handleSubmit(({ displayName }) => send(displayName))}
      className="flex flex-col gap-4 self-start rounded-card bg-white p-5 shadow-card ring-1 ring-slate-200/70"
    >
      <p className="text-sm text-slate-600" data-testid="leaderboard-status">
        {mine ? (
          <Trans>
            You are #{rank} on the leaderboard as “{shownName}”, with your best attempt.
          </Trans>
        ) : (
          <Trans>You are not on the leaderboard. Only the name you choose here is shown.</Trans>
        )}
      </p>
      <Input
        label={t`Display name`}
        autoComplete="nickname"
        maxLength={40}
        error={errors.displayName?.message ? translateText(i18n, errors.displayName.message) : undefined}
        {...register('displayName')}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={change.isPending && change.variables !== null}>
          {shown ? <Trans>Update name</Trans> : <Trans>Show me</Trans>}
        </Button>
        {shown ? (
          <Button
            variant="outline"
            onClick={() => send(null)}
            loading={change.isPending && change.variables === null}
          >
            <Trans>Hide me</Trans>
          </Button>
        ) : null}
      </div>
    </form>
  );
}
