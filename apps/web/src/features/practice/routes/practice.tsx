import { PRACTICE_TOPIC_LABELS, QUESTION_DIFFICULTIES } from '@pathshala/shared/practice-constants';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { Button, ButtonLink } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useUser } from '@/lib/auth';
import { usePracticeTopics } from '../api/get-practice-topics';
import { PracticeSession } from '../components/practice-session';
import { TopicCard } from '../components/topic-card';
import { errorMessage } from '../hooks/use-login-redirect';
import { readDifficulty, readSelection, sessionPath } from '../utils/selection';

const DIFFICULTY_OPTIONS = [
  { value: '', label: 'Any difficulty' },
  ...QUESTION_DIFFICULTIES.map((value) => ({ value, label: value[0]?.toUpperCase() + value.slice(1) })),
];

function TopicsSkeleton() {
  return (
    <div role="status" aria-label="Loading topics" className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
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
  const { isLoggedIn } = useUser();
  const topics = usePracticeTopics();
  const [params, setParams] = useSearchParams();
  const difficulty = readDifficulty(params);

  if (topics.isPending) return <TopicsSkeleton />;
  if (topics.isError) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-card bg-white px-6 py-12 text-center ring-1 ring-slate-200/70">
        <p role="alert" className="text-slate-700">
          {errorMessage(topics.error, 'We could not load the topics.')}
        </p>
        <Button variant="outline" onClick={() => void topics.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 className="text-title font-bold">Choose a topic</h2>
          <p className="mt-1 text-slate-600">
            Start with a whole topic, or open its subtopics to focus on one.
          </p>
        </div>
        {isLoggedIn ? (
          <Select
            label="Difficulty"
            options={DIFFICULTY_OPTIONS}
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
      <p className="text-slate-600">Log in to answer questions and keep your progress.</p>
      <ButtonLink to={paths.login} state={{ from: returnTo }} size="lg">
        Log in to start practising
      </ButtonLink>
      <ButtonLink to={paths.practice} variant="ghost">
        See all topics
      </ButtonLink>
    </div>
  );
}

/** /practice: topics with the learner's progress; `?topic=&subtopic=&difficulty=` opens a session. */
export function PracticeRoute() {
  useDocumentTitle('Placement practice');
  const [params] = useSearchParams();
  const { user, isPending } = useUser();
  const selection = readSelection(params);
  const unknownTopic = params.has('topic') && selection === null;

  let content: React.ReactNode;
  if (!selection) content = <TopicList />;
  else if (isPending) content = <TopicsSkeleton />;
  else if (!user)
    content = (
      <LoginToPractise
        topicLabel={PRACTICE_TOPIC_LABELS[selection.topic]}
        returnTo={sessionPath(selection)}
      />
    );
  else content = <PracticeSession key={sessionPath(selection)} selection={selection} userId={user.id} />;

  return (
    <>
      <PageHeader
        eyebrow="Placement practice"
        title={selection ? 'Practice session' : 'Practise for placements'}
        intro={
          selection
            ? undefined
            : 'One question at a time with instant feedback. The ones you miss come back until they stick.'
        }
        actions={
          selection ? undefined : (
            <ButtonLink to={paths.mockTests} variant="outline">
              Take a timed mock test
            </ButtonLink>
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
            Choose a topic from the list.
          </p>
        ) : null}
        {content}
      </div>
    </>
  );
}
