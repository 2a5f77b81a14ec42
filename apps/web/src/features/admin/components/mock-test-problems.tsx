import type { AdminMockProblem } from '@pathshala/shared/admin-practice';
import { MOCK_SECTION_PROBLEMS_MAX } from '@pathshala/shared/practice-constants';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useCodingProblems } from '../api/get-coding-problems';
import { moveButtonTarget, useMoveFocus } from '../hooks/use-move-focus';
import { DIFFICULTY_LABEL, DIFFICULTY_TONE } from '../utils/practice-labels';
import { Badge } from './badge';
import { PlusIcon } from './console-icons';
import { ListItemControls } from './list-item-controls';
import { problemMessage } from './notice';

const SEARCH_DELAY_MS = 300;
const RESULTS = 6;

interface MockTestProblemsProps {
  /** The section's key: ids of its fields (`section-<key>-find` is the search). */
  sectionKey: string;
  problems: readonly AdminMockProblem[];
  /** Problems already in other sections of the test: a problem is in a test once. */
  elsewhere: ReadonlySet<string>;
  onChange: (problems: AdminMockProblem[]) => void;
  /** The schema's or the server's message about the section's problems. */
  error?: string;
  locked: boolean;
}

/**
 * A coding section's problems, in the order every attempt meets them: found by title or slug among the coding
 * bank's published problems, added, moved and removed. An unpublished one (published once, since taken down) is
 * marked: the server refuses to save it until it is published again or removed.
 */
export function MockTestProblems({
  sectionKey,
  problems,
  elsewhere,
  onChange,
  error,
  locked,
}: MockTestProblemsProps) {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(text.trim()), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  const found = useCodingProblems({
    page: 1,
    pageSize: RESULTS,
    q: search || undefined,
    sort: 'title',
    order: 'asc',
    state: 'published',
  });
  const list = useRef<HTMLOListElement>(null);
  const focusAfterMove = useMoveFocus(list, problems);
  const chosen = new Set(problems.map((problem) => problem.id));
  const full = problems.length >= MOCK_SECTION_PROBLEMS_MAX;
  const errorId = `section-${sectionKey}-problems-error`;

  const move = (index: number, to: number) => {
    const next = [...problems];
    const [moved] = next.splice(index, 1);
    if (!moved) return;
    next.splice(to, 0, moved);
    onChange(next);
  };

  return (
    <div className="flex flex-col gap-3" data-testid="section-problems">
      <div>
        <p id={`section-${sectionKey}-problems`} className="text-sm font-medium text-slate-800">
          Problems ({problems.length})
        </p>
        <p className="mt-1 text-sm text-slate-600">
          Every attempt meets all of them, in this order. Each earns its marks in proportion to the hidden
          tests the learner's last submission passes.
        </p>
      </div>
      {problems.length > 0 ? (
        <ol
          ref={list}
          aria-labelledby={`section-${sectionKey}-problems`}
          className="flex flex-col divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200"
        >
          {problems.map((problem, index) => (
            <li
              key={problem.id}
              data-testid="section-problem"
              className="flex flex-wrap items-center justify-between gap-3 px-4 py-2.5"
            >
              <span className="flex min-w-0 items-baseline gap-3">
                <span className="w-5 shrink-0 text-right text-sm font-bold text-slate-500 tabular-nums">
                  {index + 1}.
                </span>
                <span className="flex min-w-0 flex-col">
                  <span className="font-semibold break-words text-slate-900">{problem.title}</span>
                  <span className="font-mono text-xs text-slate-500">{problem.slug}</span>
                </span>
              </span>
              <span className="flex items-center gap-2">
                {problem.published ? null : <Badge tone="amber">Not published</Badge>}
                <Badge tone={DIFFICULTY_TONE[problem.difficulty]}>
                  {DIFFICULTY_LABEL[problem.difficulty]}
                </Badge>
                {locked ? null : (
                  <ListItemControls
                    id={`${sectionKey}-${problem.id}`}
                    name={`problem ${problem.title}`}
                    index={index}
                    count={problems.length}
                    onMove={(direction) => {
                      focusAfterMove(moveButtonTarget(`${sectionKey}-${problem.id}`, direction));
                      move(index, direction === 'up' ? index - 1 : index + 1);
                    }}
                    onRemove={() => {
                      onChange(problems.filter((other) => other.id !== problem.id));
                      requestAnimationFrame(() =>
                        document.getElementById(`section-${sectionKey}-find`)?.focus(),
                      );
                    }}
                  />
                )}
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="rounded-xl px-4 py-3 text-sm text-slate-600 ring-1 ring-slate-200 ring-dashed">
          No problems yet: find them in the coding bank below.
        </p>
      )}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {locked ? null : (
        <div className="flex flex-col gap-2 rounded-xl bg-slate-50 p-3">
          <Input
            id={`section-${sectionKey}-find`}
            label="Find a published problem"
            type="search"
            value={text}
            maxLength={100}
            autoComplete="off"
            placeholder="Title or slug"
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => setText(event.target.value)}
          />
          {found.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {problemMessage(found.error)}
            </p>
          ) : found.data ? (
            found.data.items.length === 0 ? (
              <p className="text-sm text-slate-600">
                {search
                  ? `No published problem matches “${search}”.`
                  : 'The coding bank has no published problem.'}
              </p>
            ) : (
              <ul aria-label="Problems found" className="flex flex-col gap-1" data-testid="problem-results">
                {found.data.items.map((problem) => {
                  const inTest = chosen.has(problem.id) || elsewhere.has(problem.id);
                  return (
                    <li
                      key={problem.id}
                      className="flex items-center justify-between gap-3 rounded-lg bg-white px-3 py-2 ring-1 ring-slate-200"
                    >
                      <span className="flex min-w-0 flex-col">
                        <span className="text-sm font-semibold break-words text-slate-900">
                          {problem.title}
                        </span>
                        <span className="font-mono text-xs text-slate-500">
                          {problem.slug} · {DIFFICULTY_LABEL[problem.difficulty]} ·{' '}
                          {problem.testCount === 1 ? '1 test' : `${problem.testCount} tests`}
                        </span>
                      </span>
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={inTest ? `${problem.title} is in the test` : `Add ${problem.title}`}
                        disabled={inTest || full}
                        onClick={() =>
                          onChange([
                            ...problems,
                            {
                              id: problem.id,
                              slug: problem.slug,
                              title: problem.title,
                              difficulty: problem.difficulty,
                              published: problem.published,
                            },
                          ])
                        }
                      >
                        {inTest ? (
                          'In the test'
                        ) : (
                          <>
                            <PlusIcon className="size-4" />
                            Add
                          </>
                        )}
                      </Button>
                    </li>
                  );
                })}
                {found.data.total > found.data.items.length ? (
                  <li className="px-1 text-xs text-slate-500">
                    {found.data.total - found.data.items.length} more: type more of a title to narrow them.
                  </li>
                ) : null}
              </ul>
            )
          ) : (
            <p role="status" className="text-sm text-slate-600">
              Loading problems…
            </p>
          )}
        </div>
      )}
    </div>
  );
}
