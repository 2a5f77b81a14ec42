import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '@pathshala/shared/dates';
import { formatLectureTime, QA_TITLE_MIN, type QaQuestion } from '@pathshala/shared/qa';
import type { QaPostKind } from '@pathshala/shared/qa-constants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useTranslateText } from '@/hooks/use-translate-text';
import { cn } from '@/utils/cn';
import {
  askQuestion,
  postAnswer,
  qaKeys,
  questionsQueryOptions,
  similarQueryOptions,
  threadQueryOptions,
  toggle,
} from '../api/qa';
import '../texts';
import { PostBody } from './post-body';

/** The report form loads when a reader opens it. */
const ReportPostForm = lazy(() =>
  import('./report-post-form').then((module) => ({ default: module.ReportPostForm })),
);

/** "Report" under someone else's question or answer, for a learner who takes part; its form loads when opened. */
function ReportPost({ kind, id }: { kind: QaPostKind; id: string }) {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <Button size="sm" variant="ghost" className="text-slate-500" onClick={() => setOpen(true)}>
        <Trans>Report</Trans>
      </Button>
    );
  }
  return (
    <div className="w-full">
      <Suspense fallback={<p className="text-sm text-slate-500">…</p>}>
        <ReportPostForm kind={kind} id={id} onDone={() => setOpen(false)} />
      </Suspense>
    </div>
  );
}

/** The player, as the panel needs it: where it is now, and a way to jump. */
export interface PlayerControl {
  currentTime: () => number;
  seek: (seconds: number) => void;
}

function useDebounced<T>(value: T, ms: number) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : '');

function SimilarQuestions({ courseId, title }: { courseId: string; title: string }) {
  const draft = useDebounced(title.trim(), 350);
  const similar = useQuery({
    ...similarQueryOptions(courseId, draft),
    enabled: draft.length >= QA_TITLE_MIN,
  });
  if (!similar.data?.length) return null;
  return (
    <div className="rounded-lg bg-amber-50 p-3 text-sm" aria-live="polite">
      <p className="font-medium text-amber-900">
        <Trans>Similar questions already asked:</Trans>
      </p>
      <ul className="mt-1 list-disc pl-5 text-amber-900">
        {similar.data.map((question) => (
          <li key={question.id}>
            {question.title}{' '}
            <span className="text-amber-700">
              (<Plural value={question.answerCount} one="# answer" other="# answers" />)
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function AskForm({
  courseId,
  lectureId,
  player,
}: {
  courseId: string;
  lectureId: string;
  player?: PlayerControl;
}) {
  const { t } = useLingui();
  const shown = useTranslateText();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [atNow, setAtNow] = useState(false);
  const [moment, setMoment] = useState(0);
  const ask = useMutation({
    mutationFn: () =>
      askQuestion(courseId, { lectureId, title, body, at: atNow && player ? Math.floor(moment) : null }),
    onSuccess: () => {
      setTitle('');
      setBody('');
      setAtNow(false);
      void queryClient.invalidateQueries({ queryKey: qaKeys.all });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    ask.mutate();
  };
  return (
    <form onSubmit={submit} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
      <h3 className="font-semibold text-slate-900">
        <Trans>Ask a question</Trans>
      </h3>
      <Input
        label={t`Title`}
        value={title}
        maxLength={150}
        onChange={(event) => setTitle(event.target.value)}
        required
      />
      <SimilarQuestions courseId={courseId} title={title} />
      <Textarea
        label={t`Details`}
        hint={t`Markdown works: **bold**, \`code\`, lists and links.`}
        value={body}
        rows={4}
        maxLength={5000}
        onChange={(event) => setBody(event.target.value)}
        required
      />
      {player ? (
        <Checkbox
          label={t`At ${formatLectureTime(moment)} of the video`}
          checked={atNow}
          onFocus={() => setMoment(player.currentTime())}
          onPointerDown={() => setMoment(player.currentTime())}
          onChange={(event) => {
            setMoment(player.currentTime());
            setAtNow(event.target.checked);
          }}
        />
      ) : null}
      {ask.error ? (
        <p role="alert" className="text-sm text-red-700">
          {shown(errorText(ask.error))}
        </p>
      ) : null}
      <Button type="submit" size="sm" disabled={ask.isPending}>
        <Trans>Post question</Trans>
      </Button>
    </form>
  );
}

function Thread({ question }: { question: QaQuestion }) {
  const { t } = useLingui();
  const shown = useTranslateText();
  const queryClient = useQueryClient();
  const thread = useQuery(threadQueryOptions(question.id));
  const [body, setBody] = useState('');
  const refresh = () => void queryClient.invalidateQueries({ queryKey: qaKeys.all });
  const answer = useMutation({
    mutationFn: () => postAnswer(question.id, body),
    onSuccess: () => {
      setBody('');
      refresh();
    },
  });
  const act = useMutation({
    mutationFn: (input: Parameters<typeof toggle>) => toggle(...input),
    onSuccess: refresh,
  });
  if (thread.isPending) return <p className="text-sm text-slate-500">{t`Loading answers…`}</p>;
  if (thread.isError) return <p className="text-sm text-red-700">{shown(errorText(thread.error))}</p>;
  const { answers, canPost, staff } = thread.data;
  return (
    <div className="mt-3 space-y-3 border-t border-slate-100 pt-3">
      <PostBody>{thread.data.question.body}</PostBody>
      {answers.map((item) => (
        <div
          key={item.id}
          className={cn(
            'rounded-lg p-3',
            item.accepted ? 'border border-emerald-300 bg-emerald-50' : 'bg-slate-50',
          )}
        >
          <p className="mb-1 text-xs text-slate-500">
            <span className="font-medium text-slate-700">{shown(item.author.name)}</span>
            {item.author.staff ? (
              <span className="ml-2 rounded bg-brand-100 px-1.5 py-0.5 text-brand-800">
                <Trans>Instructor</Trans>
              </span>
            ) : null}
            {item.accepted ? (
              <span className="ml-2 font-semibold text-emerald-800">
                <Trans>Accepted answer</Trans>
              </span>
            ) : null}
          </p>
          <PostBody>{item.body}</PostBody>
          <div className="mt-2 flex flex-wrap gap-2">
            {canPost ? (
              <Button
                size="sm"
                variant="ghost"
                aria-pressed={item.upvoted}
                aria-label={t`Upvote (${item.upvotes})`}
                onClick={() => act.mutate(['answer', item.id, 'upvote'])}
              >
                ▲ {item.upvotes}
              </Button>
            ) : null}
            {staff ? (
              <Button size="sm" variant="outline" onClick={() => act.mutate(['answer', item.id, 'accept'])}>
                {item.accepted ? <Trans>Unaccept</Trans> : <Trans>Accept</Trans>}
              </Button>
            ) : null}
            {canPost && !item.mine ? <ReportPost kind="answer" id={item.id} /> : null}
          </div>
        </div>
      ))}
      {canPost ? (
        <form
          className="space-y-2"
          onSubmit={(event) => {
            event.preventDefault();
            answer.mutate();
          }}
        >
          <Textarea
            label={t`Your answer`}
            value={body}
            rows={3}
            maxLength={5000}
            onChange={(event) => setBody(event.target.value)}
            required
          />
          {answer.error ? (
            <p role="alert" className="text-sm text-red-700">
              {shown(errorText(answer.error))}
            </p>
          ) : null}
          <Button type="submit" size="sm" disabled={answer.isPending}>
            <Trans>Post answer</Trans>
          </Button>
        </form>
      ) : null}
    </div>
  );
}

export function QuestionItem({
  question,
  canPost,
  player,
}: {
  question: QaQuestion;
  canPost: boolean;
  player?: PlayerControl;
}) {
  const { i18n, t } = useLingui();
  const shown = useTranslateText();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const act = useMutation({
    mutationFn: (action: 'upvote' | 'follow') => toggle('question', question.id, action),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: qaKeys.all }),
  });
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4" data-testid="qa-question">
      <div className="flex flex-wrap items-center gap-2 text-xs text-slate-500">
        {question.pinned ? (
          <span className="rounded bg-amber-100 px-1.5 py-0.5 font-semibold text-amber-900">
            <Trans>Pinned</Trans>
          </span>
        ) : null}
        <span className="font-medium text-slate-700">{shown(question.author.name)}</span>
        <span>{formatDate(question.createdAt, { locale: i18n.locale === 'hi-IN' ? 'hi-IN' : 'en-IN' })}</span>
        {question.at !== null ? (
          player ? (
            <button
              type="button"
              className="rounded bg-brand-50 px-1.5 py-0.5 font-mono font-semibold text-brand-800 hover:bg-brand-100"
              onClick={() => player.seek(question.at ?? 0)}
            >
              {formatLectureTime(question.at)}
            </button>
          ) : (
            <span className="font-mono">{formatLectureTime(question.at)}</span>
          )
        ) : null}
      </div>
      <button
        type="button"
        className="mt-1 block w-full text-left font-semibold break-words text-slate-900 hover:text-brand-800"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        {question.title}
      </button>
      <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
        <span className={cn('text-slate-600', question.accepted && 'font-semibold text-emerald-800')}>
          <Plural value={question.answerCount} one="# answer" other="# answers" />
        </span>
        {canPost ? (
          <>
            <Button
              size="sm"
              variant="ghost"
              aria-pressed={question.upvoted}
              aria-label={t`Upvote (${question.upvotes})`}
              onClick={() => act.mutate('upvote')}
            >
              ▲ {question.upvotes}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              aria-pressed={question.following}
              onClick={() => act.mutate('follow')}
            >
              {question.following ? <Trans>Following</Trans> : <Trans>Follow</Trans>}
            </Button>
            {question.mine ? null : <ReportPost kind="question" id={question.id} />}
          </>
        ) : null}
      </div>
      {open ? <Thread question={question} /> : null}
    </li>
  );
}

/** The lecture viewer's Q&A: the lecture's questions, the ask form and each question's answers. */
export function QaPanel({
  courseId,
  lectureId,
  player,
}: {
  courseId: string;
  lectureId: string;
  player?: PlayerControl;
}) {
  const shown = useTranslateText();
  const list = useQuery(questionsQueryOptions(courseId, { lectureId }));
  return (
    <section aria-labelledby="lecture-qa" className="space-y-4" data-testid="qa-panel">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="lecture-qa" className="text-lg font-bold text-slate-900">
          <Trans>Questions and answers</Trans>
        </h2>
        <Link
          to={`/courses/${courseId}/questions`}
          className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          <Trans>All questions of this course</Trans>
        </Link>
      </div>
      {list.isError ? (
        <p className="text-sm text-slate-600">{shown(errorText(list.error))}</p>
      ) : list.data ? (
        <>
          {list.data.canPost ? <AskForm courseId={courseId} lectureId={lectureId} player={player} /> : null}
          {list.data.items.length === 0 ? (
            <p className="text-sm text-slate-600">
              <Trans>No questions on this lecture yet.</Trans>
            </p>
          ) : (
            <ul className="space-y-3">
              {list.data.items.map((question) => (
                <QuestionItem
                  key={question.id}
                  question={question}
                  canPost={list.data.canPost}
                  player={player}
                />
              ))}
            </ul>
          )}
        </>
      ) : null}
    </section>
  );
}
