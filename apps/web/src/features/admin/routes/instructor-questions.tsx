import { formatLectureTime, type QaInboxResponse } from '@pathshala/shared/qa';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { inboxQueryOptions, postAnswer, qaKeys, toggle } from '@/features/qa/api/qa';
import { PostBody } from '@/features/qa/components/post-body';
import { ConsolePageHeader } from '../components/console-page-header';
import { DateTime } from '../components/date-time';

type InboxQuestion = QaInboxResponse['data']['items'][number];

function InboxItem({ question }: { question: InboxQuestion }) {
  const queryClient = useQueryClient();
  const [body, setBody] = useState('');
  const [answered, setAnswered] = useState<string | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: qaKeys.all });
  const answer = useMutation({
    mutationFn: () => postAnswer(question.id, body),
    onSuccess: (response) => {
      setAnswered(response.data.id);
      setBody('');
    },
  });
  const act = useMutation({
    mutationFn: (input: Parameters<typeof toggle>) => toggle(...input),
  });
  return (
    <li className="space-y-3 rounded-xl border border-slate-200 bg-white p-4" data-testid="inbox-question">
      <p className="text-xs text-slate-500">
        {question.courseTitle} · {question.lectureTitle}
        {question.at !== null ? ` · at ${formatLectureTime(question.at)}` : ''} · {question.author.name} ·{' '}
        <DateTime iso={question.createdAt} inline />
      </p>
      <h2 className="font-semibold break-words text-slate-900">{question.title}</h2>
      <PostBody>{question.body}</PostBody>
      {answered ? (
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-sm text-emerald-800">Answer posted.</p>
          <Button size="sm" variant="outline" onClick={() => act.mutate(['answer', answered, 'accept'])}>
            {act.data?.on ? 'Accepted' : 'Accept my answer'}
          </Button>
          <Button size="sm" variant="ghost" onClick={refresh}>
            Done
          </Button>
        </div>
      ) : (
        <form
          className="space-y-2"
          onSubmit={(event) => {
            event.preventDefault();
            answer.mutate();
          }}
        >
          <Textarea
            label="Answer"
            value={body}
            rows={3}
            maxLength={5000}
            onChange={(event) => setBody(event.target.value)}
            required
          />
          {answer.error ? (
            <p role="alert" className="text-sm text-red-700">
              {answer.error.message}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" disabled={answer.isPending}>
              Post answer
            </Button>
            <Button
              type="button"
              size="sm"
              variant="outline"
              onClick={() => act.mutate(['question', question.id, 'pin'], { onSuccess: refresh })}
            >
              {question.pinned ? 'Unpin' : 'Pin'}
            </Button>
          </div>
        </form>
      )}
    </li>
  );
}

/** The instructor's Q&A inbox: unanswered questions of their courses, oldest first, answered in place. */
export function InstructorQuestionsRoute() {
  const [page, setPage] = useState(1);
  const inbox = useQuery(inboxQueryOptions(page));
  const pages = inbox.data ? Math.max(1, Math.ceil(inbox.data.total / inbox.data.pageSize)) : 1;
  return (
    <div className="space-y-4">
      <ConsolePageHeader title="Questions" intro="Unanswered questions of your courses, oldest first." />
      {inbox.isError ? <p role="alert">{inbox.error.message}</p> : null}
      {inbox.data && inbox.data.items.length === 0 ? (
        <p className="text-slate-600">No unanswered questions. Well done.</p>
      ) : null}
      <ul className="space-y-3">
        {inbox.data?.items.map((question) => (
          <InboxItem key={question.id} question={question} />
        ))}
      </ul>
      {pages > 1 ? (
        <div className="flex gap-2">
          <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </div>
      ) : null}
    </div>
  );
}
