import { Trans, useLingui } from '@lingui/react/macro';
import * as RadixAccordion from '@radix-ui/react-accordion';
import { useEffect, useState } from 'react';
import { ChevronDownIcon } from '@/components/ui/icons';
import { cn } from '@/utils/cn';
import type { LearningChapter } from '../api/learning';
import { CheckCircleIcon, CircleIcon } from './learning-icons';

interface LectureSidebarProps {
  chapters: readonly LearningChapter[];
  currentLectureId: string | null;
  onSelect: (lectureId: string) => void;
  id: string;
}

/** Chapters (each collapsible) and their lectures, with a tick on completed ones and the current one marked. */
export function LectureSidebar({ chapters, currentLectureId, onSelect, id }: LectureSidebarProps) {
  const { t } = useLingui();
  const currentChapterId =
    chapters.find((chapter) => chapter.lectures.some((lecture) => lecture.id === currentLectureId))?._id ??
    chapters[0]?._id;
  const [open, setOpen] = useState<string[]>(() => (currentChapterId ? [currentChapterId] : []));

  // Moving to a lecture of a closed chapter (next/previous) opens that chapter.
  useEffect(() => {
    if (currentChapterId)
      setOpen((ids) => (ids.includes(currentChapterId) ? ids : [...ids, currentChapterId]));
  }, [currentChapterId]);

  if (chapters.length === 0) {
    return (
      <p id={id} className="p-4 text-sm text-slate-600">
        <Trans>No content available</Trans>
      </p>
    );
  }

  return (
    // Chapters open and close independently (Radix Accordion, several open at once).
    <RadixAccordion.Root type="multiple" value={open} onValueChange={setOpen} asChild>
      <ol id={id} className="divide-y divide-slate-200" aria-label={t`Course content`}>
        {chapters.map((chapter, chapterIndex) => {
          const done = chapter.lectures.filter((lecture) => lecture.completed).length;
          const total = chapter.lectures.length;
          return (
            <RadixAccordion.Item key={chapter._id} value={chapter._id} asChild>
              <li data-testid="sidebar-chapter">
                <RadixAccordion.Header>
                  <RadixAccordion.Trigger className="group flex w-full items-start gap-3 px-4 py-3 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600">
                    <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                      <span className="text-sm font-semibold text-slate-900">
                        {chapterIndex + 1}. {chapter.name}
                      </span>
                      <span className="text-xs text-slate-500">
                        <Trans>
                          {done}/{total} done
                        </Trans>
                        {chapter.duration ? ` · ${chapter.duration}` : ''}
                      </span>
                    </span>
                    <ChevronDownIcon className="mt-0.5 size-4 shrink-0 text-slate-500 transition-transform group-data-[state=open]:rotate-180" />
                  </RadixAccordion.Trigger>
                </RadixAccordion.Header>
                <RadixAccordion.Content>
                  <ul className="pb-2">
                    {chapter.lectures.length === 0 ? (
                      <li className="px-4 py-2 text-sm text-slate-500">
                        <Trans>No lectures yet</Trans>
                      </li>
                    ) : (
                      chapter.lectures.map((lecture) => {
                        const isCurrent = lecture.id === currentLectureId;
                        return (
                          <li key={lecture.id}>
                            <button
                              type="button"
                              data-testid="sidebar-lecture"
                              data-completed={lecture.completed}
                              aria-current={isCurrent ? 'true' : undefined}
                              onClick={() => onSelect(lecture.id)}
                              className={cn(
                                'flex w-full items-start gap-3 border-l-4 px-3 py-2 text-left text-sm transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600',
                                isCurrent
                                  ? 'border-brand-600 bg-brand-50 font-semibold text-brand-900'
                                  : 'border-transparent text-slate-700 hover:bg-slate-50',
                              )}
                            >
                              {lecture.completed ? (
                                <CheckCircleIcon
                                  className="mt-0.5 size-5 shrink-0 text-emerald-600"
                                  data-testid="lecture-tick"
                                />
                              ) : (
                                <CircleIcon className="mt-0.5 size-5 shrink-0 text-slate-300" />
                              )}
                              <span className="min-w-0 flex-1">
                                {lecture.title}
                                {lecture.completed ? (
                                  <span className="sr-only">
                                    {' '}
                                    <Trans>(completed)</Trans>
                                  </span>
                                ) : null}
                              </span>
                              <span className="shrink-0 text-xs text-slate-500 tabular-nums">
                                {lecture.duration}
                              </span>
                            </button>
                          </li>
                        );
                      })
                    )}
                  </ul>
                </RadixAccordion.Content>
              </li>
            </RadixAccordion.Item>
          );
        })}
      </ol>
    </RadixAccordion.Root>
  );
}
