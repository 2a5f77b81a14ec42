import type { QaReportedPost } from '@pathshala/shared/qa';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { moderate, moderationQueryOptions, qaKeys } from '@/features/qa/api/qa';
import { PostBody } from '@/features/qa/components/post-body';
import { ConsolePageHeader } from '../components/console-page-header';
import { DateTime } from '../components/date-time';

function ReportedPost({ post }: { post: QaReportedPost }) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const act = useMutation({
    mutationFn: (action: 'hide' | 'restore') => moderate(post.kind, post.id, action, reason),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: qaKeys.all }),
  });
  return (
    <li className="space-y-2 rounded-xl border border-slate-200 bg-white p-4">
      <p className="text-xs text-slate-500">
        {post.kind === 'question' ? 'Question' : 'Answer'} in {post.courseTitle} by {post.authorName}
        {post.hidden ? ' · hidden' : ''}
      </p>
      <h2 className="font-semibold break-words">{post.title}</h2>
      <PostBody>{post.body}</PostBody>
      <ul
        className="flex flex-col gap-1 rounded-lg bg-amber-50 p-3 text-sm text-amber-900"
        aria-label="Reports"
      >
        {post.reports.map((report) => (
          <li key={`${report.createdAt}-${report.reason}`} className="break-words">
            “{report.reason}” · <DateTime iso={report.createdAt} inline />
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-end gap-2">
        <label className="flex min-w-0 flex-1 basis-56 flex-col gap-1 text-sm font-medium text-slate-700 sm:max-w-sm">
          Reason for hiding (optional)
          <input
            className="h-9 w-full rounded-lg border border-slate-300 px-3 text-sm font-normal text-slate-900"
            value={reason}
            maxLength={500}
            onChange={(event) => setReason(event.target.value)}
          />
        </label>
        <Button size="sm" variant="danger" disabled={act.isPending} onClick={() => act.mutate('hide')}>
          Hide
        </Button>
        <Button size="sm" variant="outline" disabled={act.isPending} onClick={() => act.mutate('restore')}>
          {post.hidden ? 'Restore' : 'Dismiss reports'}
        </Button>
      </div>
    </li>
  );
}

/** Reported Q&A posts: hide or restore them (both audited). */
export function AdminQaReportsRoute() {
  const [page, setPage] = useState(1);
  const queue = useQuery(moderationQueryOptions(page));
  const pages = queue.data ? Math.max(1, Math.ceil(queue.data.total / queue.data.pageSize)) : 1;
  return (
    <div className="space-y-4">
      <ConsolePageHeader
        title="Q&A moderation"
        intro="Reported questions and answers, the most reported first."
      />
      {queue.data && queue.data.items.length === 0 ? (
        <p className="text-slate-600">Nothing reported.</p>
      ) : null}
      <ul className="space-y-3">
        {queue.data?.items.map((post) => (
          <ReportedPost key={`${post.kind}-${post.id}`} post={post} />
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
