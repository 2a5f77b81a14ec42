import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { QuestionDifficulty } from '@pathshala/shared/practice-constants';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { Button, ButtonLink } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useUser } from '@/lib/auth';
import { usePracticeTopics } from '../api/get-practice-topics';
import { CodingReviews } from '../components/coding-reviews';
import { PracticeSession } from '../components/practice-session';
import { TopicCard } from '../components/topic-card';
import { errorMessage } from '../hooks/use-login-redirect';
import { topicName } from '../texts';
import { readDifficulty, readSelection, sessionPath } from '../utils/selection';

const DIFFICULTY_OPTIONS: { value: '' | QuestionDifficulty; label: MessageDescriptor }[] = [
  { value: '', label: msg`Any difficulty` },
  { value: 'easy', label: msg`Easy` },
  { value: 'medium', label: msg`Medium` },
  { value: 'hard', label: msg`Hard` },
];

function TopicsSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading topics`} className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
      {[0, 1, 2].map((key) => (
        <div key={key} className="flex flex-col gap-4 rounded-card bg-white p-6 ring-1 ring-slate-200/70">
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-2 w-full" />
          <Skeleton className="h-11 w-full rounded-xl" />
        </div>
      ))}
    </div>
  );
}

function TopicList() {
  const { t, i18n } = useLingui();
  const { isLoggedIn } = useUser();
  const topics = usePracticeTopics();
  const [params, setParams] = useSearchParams();
  const difficulty = readDifficulty(params);

  if (topics.isPending) return <TopicsSkeleton />;
  if (topics.isError) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-card bg-white px-6 py-12 text-center ring-1 ring-slate-200/70">
        <p role="alert" className="text-slate-700">
          {errorMessage(i18n, topics.error, t`We could not load the topics.`)}
        </p>
        <Button variant="outline" onClick={() => void topics.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-8">
      {isLoggedIn ? <CodingReviews /> : null}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 className="text-title font-bold">
            <Trans>Choose a topic</Trans>
          </h2>
          <p className="mt-1 text-slate-600">
            <Trans>Start with a whole topic, or open its subtopics to focus on one.</Trans>
          </p>
        </div>
        {isLoggedIn ? (
          <Select
            label={t`Difficulty`}
            options={DIFFICULTY_OPTIONS.map(({ value, label }) => ({ value, label: i18n._(label) }))}
            value={difficulty ?? ''}
            onChange={(event) =>
              setParams(event.target.value ? { difficulty: event.target.value } : {}, {
                replace: true,
                preventScrollReset: true,
              })
            }
            containerClassName="sm:w-56"
          />
        ) : null}
      </div>
      <ul className="grid items-start gap-6 md:grid-cols-2 xl:grid-cols-3">
        {topics.data.map((topic) => (
          <li key={topic.topic}>
            <TopicCard topic={topic} difficulty={difficulty} loggedIn={isLoggedIn} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A visitor who followed a "practise this" link: what they would practise, and the way in. */
function LoginToPractise({ topicLabel, returnTo }: { topicLabel: string; returnTo: string }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-5 rounded-card bg-white px-6 py-12 text-center shadow-card ring-1 ring-slate-200/70">
      <h2 className="text-title font-bold">{topicLabel}</h2>
      <p className="text-slate-600">
        <Trans>Log in to answer questions and keep your progress.</Trans>
      </p>
      <ButtonLink to={paths.login} state={{ from: returnTo }} size="lg">
        <Trans>Log in to start practising</Trans>
      </ButtonLink>
      <ButtonLink to={paths.practice} variant="ghost">
        <Trans>See all topics</Trans>
      </ButtonLink>
    </div>
  );
}

/** /practice: topics with the learner's progress; `?topic=&subtopic=&difficulty=` opens a session. */
export function PracticeRoute() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Placement practice`);
  const [params] = useSearchParams();
  const { user, isPending } = useUser();
  const selection = readSelection(params);
  const unknownTopic = params.has('topic') && selection === null;

  let content: React.ReactNode;
  if (!selection) content = <TopicList />;
  else if (isPending) content = <TopicsSkeleton />;
  else if (!user)
    content = (
      <LoginToPractise topicLabel={topicName(i18n, selection.topic)} returnTo={sessionPath(selection)} />
    );
  else content = <PracticeSession key={sessionPath(selection)} selection={selection} userId={user.id} />;

  return (
    <>
      <PageHeader
        eyebrow={<Trans>Placement practice</Trans>}
        title={selection ? <Trans>Practice session</Trans> : <Trans>Practise for placements</Trans>}
        intro={
          selection ? undefined : (
            <Trans>
              One question at a time with instant feedback. The ones you miss come back until they stick.
            </Trans>
          )
        }
        actions={
          selection ? undefined : (
            <div className="flex flex-wrap gap-3">
              <ButtonLink to={paths.mockTests} variant="outline">
                <Trans>Take a timed mock test</Trans>
              </ButtonLink>
              <ButtonLink to={paths.coding} variant="outline">
                <Trans>Solve coding problems</Trans>
              </ButtonLink>
            </div>
          )
        }
        className={selection ? '[&>div:last-child]:py-8 md:[&>div:last-child]:py-10' : undefined}
      />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 md:py-12 lg:px-8">
        {unknownTopic ? (
          <p
            role="alert"
            className="mb-6 rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200"
          >
            <Trans>Choose a topic from the list.</Trans>
          </p>
        ) : null}
        {content}
      </div>
    </>
  );
}
