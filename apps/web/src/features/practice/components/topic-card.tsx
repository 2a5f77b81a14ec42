import { Trans, useLingui } from '@lingui/react/macro';
import type { PracticeTopicSummary } from '@pathshala/shared/practice';
import type { QuestionDifficulty } from '@pathshala/shared/practice-constants';
import { useId } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { ChevronRightIcon, LockIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { translateText } from '@/lib/i18n';
// The topic names the API sends, declared for the catalogues.
import '../texts';
import { sessionPath } from '../utils/selection';
import { MasteryBar } from './mastery-bar';

const counts = new Intl.NumberFormat('en-IN');

function Stat({ label, value, testId }: { label: React.ReactNode; value: string; testId?: string }) {
  return (
    <div className="flex flex-col rounded-xl bg-slate-50 px-3 py-2">
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="text-base font-bold text-slate-900 tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

interface TopicCardProps {
  topic: PracticeTopicSummary;
  difficulty?: QuestionDifficulty;
  /** A visitor sees the topic and a login link instead of the session links. */
  loggedIn: boolean;
}

/** One practice topic: its size, the learner's progress in it and a way into it or one of its subtopics. */
export function TopicCard({ topic, difficulty, loggedIn }: TopicCardProps) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  // The API names a topic by its shared English label.
  const label = translateText(i18n, topic.label);
  const due = topic.due;
  const questionCount = counts.format(topic.questionCount);
  const subtopicCount = topic.subtopics.length;
  // Only a placement programme opens it: the way in is the programme's page.
  const programme = topic.locked ? topic.programmes[0] : undefined;
  const open = loggedIn && !topic.locked;
  const programmeTitle = programme?.title;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="practice-topic"
      className="flex h-full flex-col gap-5 rounded-card bg-white p-6 shadow-card ring-1 ring-slate-200/70"
    >
      <header className="flex items-start justify-between gap-4">
        <div>
          <h3 id={titleId} className="text-lg leading-snug font-bold">
            {label}
          </h3>
          <p className="mt-1 text-sm text-slate-600">
            <Trans>
              {questionCount} questions · {subtopicCount} subtopics
            </Trans>
          </p>
        </div>
        {topic.locked ? (
          <span
            className="inline-flex shrink-0 items-center gap-1 rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-700"
            data-testid="topic-locked"
          >
            <LockIcon className="size-3.5" />
            <Trans>Programme</Trans>
          </span>
        ) : topic.due > 0 ? (
          <span className="shrink-0 rounded-full bg-accent-100 px-2.5 py-1 text-xs font-semibold text-accent-900">
            <Trans>{due} due</Trans>
          </span>
        ) : null}
      </header>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Stat label={<Trans>Seen</Trans>} value={counts.format(topic.seen)} />
        <Stat label={<Trans>Mastered</Trans>} value={counts.format(topic.mastered)} />
        <Stat label={<Trans>Due</Trans>} value={counts.format(topic.due)} />
        <Stat label={<Trans>Accuracy</Trans>} value={topic.accuracy === null ? '—' : `${topic.accuracy}%`} />
      </dl>
      <div className="flex flex-col gap-2">
        <div className="flex justify-between text-xs font-medium text-slate-600">
          <span>
            <Trans>Mastery</Trans>
          </span>
          <span className="tabular-nums">
            {topic.mastered}/{topic.questionCount}
          </span>
        </div>
        <MasteryBar
          mastered={topic.mastered}
          seen={topic.seen}
          total={topic.questionCount}
          label={t`Mastery in ${label}`}
        />
      </div>
      <details className="group rounded-xl border border-slate-200">
        <summary className="flex cursor-pointer list-none items-center justify-between gap-2 rounded-xl px-4 py-3 text-sm font-semibold text-slate-800 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
          <Trans>Subtopics ({subtopicCount})</Trans>
          <ChevronRightIcon aria-hidden="true" className="size-4 transition-transform group-open:rotate-90" />
        </summary>
        <ul className="flex max-h-72 flex-col overflow-y-auto border-t border-slate-200 py-1">
          {topic.subtopics.map((subtopic) => {
            const { name, questionCount: subtopicQuestions, due } = subtopic;
            const details =
              due > 0 ? t`${subtopicQuestions} questions, ${due} due` : t`${subtopicQuestions} questions`;
            const content = (
              <>
                <span className="flex-1 text-slate-800">{subtopic.name}</span>
                <span className="text-xs text-slate-500 tabular-nums">
                  {subtopic.seen}/{subtopic.questionCount}
                </span>
                {subtopic.due > 0 ? (
                  <span className="rounded-full bg-accent-100 px-2 py-0.5 text-xs font-semibold text-accent-900">
                    <Trans>{due} due</Trans>
                  </span>
                ) : null}
              </>
            );
            return (
              <li key={subtopic.name}>
                {open ? (
                  <Link
                    to={sessionPath({ topic: topic.topic, subtopic: subtopic.name, difficulty })}
                    aria-label={t`Practise ${name}: ${details}`}
                    className="flex items-center gap-3 px-4 py-2 text-sm hover:bg-brand-50"
                  >
                    {content}
                  </Link>
                ) : (
                  <div className="flex items-center gap-3 px-4 py-2 text-sm">{content}</div>
                )}
              </li>
            );
          })}
        </ul>
      </details>
      {topic.locked ? (
        <p className="flex items-start gap-2 rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700">
          <LockIcon className="mt-0.5 size-4 shrink-0 text-slate-500" />
          <span>
            {programme ? (
              <Trans>
                Included with{' '}
                <Link
                  to={paths.programme(programme.id)}
                  className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
                >
                  {programmeTitle}
                </Link>
                . Enrol in it to practise this topic.
              </Trans>
            ) : (
              <Trans>Included with a placement programme.</Trans>
            )}
          </span>
        </p>
      ) : null}
      <div className="mt-auto">
        {topic.locked ? (
          programme ? (
            <ButtonLink
              to={paths.programme(programme.id)}
              variant="outline"
              className="w-full"
              aria-describedby={titleId}
            >
              <LockIcon className="size-4" />
              <Trans>Get the programme</Trans>
            </ButtonLink>
          ) : null
        ) : loggedIn ? (
          <ButtonLink
            to={sessionPath({ topic: topic.topic, difficulty })}
            className="w-full"
            aria-describedby={titleId}
          >
            <Trans>Start practising</Trans>
          </ButtonLink>
        ) : (
          <ButtonLink
            to={paths.login}
            state={{ from: sessionPath({ topic: topic.topic, difficulty }) }}
            variant="outline"
            className="w-full"
            aria-describedby={titleId}
          >
            <Trans>Log in to start practising</Trans>
          </ButtonLink>
        )}
      </div>
    </article>
  );
}
