import { Trans, useLingui } from '@lingui/react/macro';
import type { CurrentLecture } from '@pathshala/shared/learning';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, buttonClasses } from '@/components/ui/button';
import { translateText } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { grantNotesAccess, learningKeys } from '../api/learning';
import '../texts';
import { DownloadIcon, FileTextIcon } from './learning-icons';

/** 'Get Notes' unlocks the lecture's notes (grantaccess); then, or if already unlocked, a download link. */
export function NotesBlock({ lecture }: { lecture: CurrentLecture }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const unlock = useMutation({
    mutationFn: () => grantNotesAccess(lecture.id),
    onSuccess: (notesLink) => {
      queryClient.setQueryData<CurrentLecture>(learningKeys.lecture(lecture.id), (current) =>
        current ? { ...current, notesLink, notesTaken: true } : current,
      );
    },
    onError: (error) =>
      toast.error(
        error.message ? translateText(i18n, error.message) : t`Could not get the notes. Please try again.`,
      ),
  });

  return (
    <section
      aria-labelledby="notes-heading"
      className="flex flex-col gap-4 rounded-card border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:p-6"
    >
      <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-accent-100 text-accent-800">
        <FileTextIcon className="size-6" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 id="notes-heading" className="text-base font-semibold text-slate-900">
          <Trans>Notes</Trans>
        </h2>
        <p className="text-sm text-slate-600">
          {lecture.hasNotes
            ? t`Download the notes of this lecture to revise later.`
            : t`This lecture has no notes.`}
        </p>
      </div>
      {lecture.notesTaken && lecture.notesLink ? (
        <a
          href={lecture.notesLink}
          target="_blank"
          rel="noopener"
          className={buttonClasses({ variant: 'secondary' })}
        >
          <DownloadIcon className="size-5" />
          <Trans>Download notes</Trans>
        </a>
      ) : lecture.hasNotes ? (
        <Button variant="outline" loading={unlock.isPending} onClick={() => unlock.mutate()}>
          <Trans>Get Notes</Trans>
        </Button>
      ) : null}
    </section>
  );
}
