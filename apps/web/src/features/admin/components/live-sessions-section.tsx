import {
  formatIst,
  fromIstInput,
  LIVE_MAX_MINUTES,
  LIVE_MIN_MINUTES,
  toIstInput,
  ZScheduleLiveSessionRequestSchema,
} from '@pathshala/shared/live';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/toast';
import { cn } from '@/utils/cn';
import { type StaffLiveSession, useLiveSessionWrites, useStaffLiveSessions } from '../api/live-sessions';
import { LoadError } from './notice';
import { SectionCard } from './section-card';

interface Draft {
  title: string;
  /** A `datetime-local` value, read as IST. */
  start: string;
  durationMinutes: string;
  joinUrl: string;
  agenda: string;
}

const EMPTY: Draft = { title: '', start: '', durationMinutes: '60', joinUrl: '', agenda: '' };
type DraftErrors = Partial<Record<keyof Draft | 'form', string>>;

const draftOf = (session: StaffLiveSession): Draft => ({
  title: session.title,
  start: toIstInput(session.startsAt),
  durationMinutes: String(session.durationMinutes),
  joinUrl: session.joinUrl,
  agenda: session.agenda,
});

const FIELD_OF: Record<string, keyof Draft> = {
  title: 'title',
  startsAt: 'start',
  durationMinutes: 'durationMinutes',
  joinUrl: 'joinUrl',
  agenda: 'agenda',
};

const STATUS_STYLE: Record<StaffLiveSession['status'], string> = {
  scheduled: 'bg-brand-50 text-brand-800',
  live: 'bg-red-50 text-red-700',
  ended: 'bg-slate-100 text-slate-700',
  cancelled: 'bg-slate-100 text-slate-500 line-through',
};

/**
 * The course's live sessions in the instructor view and the admin course editor: schedule one (the start is
 * entered in IST), edit or cancel it, and after it attach a lecture of the course as its recording.
 */
export function LiveSessionsSection({ courseId, className }: { courseId: string; className?: string }) {
  const sessions = useStaffLiveSessions(courseId);
  const writes = useLiveSessionWrites(courseId);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [editing, setEditing] = useState<string | null>(null);
  const [errors, setErrors] = useState<DraftErrors>({});

  const set = (field: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ZScheduleLiveSessionRequestSchema.safeParse({
      title: draft.title,
      startsAt: fromIstInput(draft.start),
      durationMinutes: draft.durationMinutes === '' ? Number.NaN : Number(draft.durationMinutes),
      joinUrl: draft.joinUrl,
      agenda: draft.agenda,
    });
    if (!parsed.success) {
      const found: DraftErrors = {};
      for (const issue of parsed.error.issues) {
        const field = FIELD_OF[String(issue.path[0])] ?? 'form';
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      const answer = editing
        ? await writes.update.mutateAsync({ sessionId: editing, patch: parsed.data })
        : await writes.schedule.mutateAsync(parsed.data);
      toast.success(answer.message);
      setDraft(EMPTY);
      setEditing(null);
    } catch (error) {
      setErrors({ form: (error as Error).message });
    }
  };

  const cancelSession = async (session: StaffLiveSession) => {
    if (!window.confirm(`Cancel "${session.title}"? Learners will no longer see it.`)) return;
    try {
      toast.success((await writes.cancel.mutateAsync(session.id)).message);
    } catch (error) {
      toast.error((error as Error).message);
    }
  };

  return (
    <SectionCard
      title="Live sessions"
      intro="Classes on Google Meet, Zoom or Jitsi. Learners get an e-mail with a calendar invitation, a reminder an hour before, and the join link from 15 minutes before the start. Times are IST."
      data-testid="live-sessions-section"
      className={className}
    >
      <form
        onSubmit={submit}
        noValidate
        aria-label={editing ? 'Edit live session' : 'Schedule a live session'}
        className="grid gap-4 sm:grid-cols-2"
      >
        <Input
          label="Title"
          value={draft.title}
          onChange={set('title')}
          error={errors.title}
          required
          containerClassName="sm:col-span-2"
        />
        <Input
          label="Starts (IST)"
          type="datetime-local"
          value={draft.start}
          onChange={set('start')}
          error={errors.start}
          required
        />
        <Input
          label="Length in minutes"
          type="number"
          inputMode="numeric"
          min={LIVE_MIN_MINUTES}
          max={LIVE_MAX_MINUTES}
          step={5}
          value={draft.durationMinutes}
          onChange={set('durationMinutes')}
          error={errors.durationMinutes}
          required
        />
        <Input
          label="Join link"
          type="url"
          placeholder="https://meet.google.com/…"
          value={draft.joinUrl}
          onChange={set('joinUrl')}
          error={errors.joinUrl}
          required
          containerClassName="sm:col-span-2"
        />
        <Textarea
          label="Agenda"
          hint="Optional: what the session covers."
          rows={3}
          value={draft.agenda}
          onChange={set('agenda')}
          error={errors.agenda}
          containerClassName="sm:col-span-2"
        />
        {errors.form ? (
          <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">
            {errors.form}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2 sm:col-span-2">
          <Button type="submit" loading={writes.schedule.isPending || writes.update.isPending}>
            {editing ? 'Save session' : 'Schedule session'}
          </Button>
          {editing ? (
            <Button
              variant="ghost"
              onClick={() => {
                setEditing(null);
                setDraft(EMPTY);
                setErrors({});
              }}
            >
              Stop editing
            </Button>
          ) : null}
        </div>
      </form>

      <div className="mt-6 border-t border-slate-100 pt-4">
        {sessions.isError ? (
          <LoadError error={sessions.error} onRetry={() => sessions.refetch()} what="the live sessions" />
        ) : sessions.data && sessions.data.sessions.length === 0 ? (
          <p className="text-sm text-slate-600">No live session is scheduled yet.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-slate-100" aria-label="Scheduled live sessions">
            {sessions.data?.sessions.map((session) => (
              <li key={session.id} className="flex flex-col gap-2 py-3" data-testid="staff-live-session">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold text-slate-900">{session.title}</span>
                  <span
                    className={cn(
                      'rounded-full px-2 py-0.5 text-xs font-semibold capitalize',
                      STATUS_STYLE[session.status],
                    )}
                  >
                    {session.status}
                  </span>
                </div>
                <p className="text-sm text-slate-600">
                  <time dateTime={session.startsAt}>{formatIst(session.startsAt)}</time> ·{' '}
                  {session.durationMinutes} minutes ·{' '}
                  <a href={session.joinUrl} target="_blank" rel="noopener noreferrer" className="underline">
                    join link
                  </a>
                  {session.recordingTitle ? <> · Recording: {session.recordingTitle}</> : null}
                </p>
                {session.status === 'cancelled' ? null : (
                  <div className="flex flex-wrap items-end gap-2">
                    {session.status === 'scheduled' ? (
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => {
                          setEditing(session.id);
                          setDraft(draftOf(session));
                          setErrors({});
                        }}
                      >
                        Edit
                      </Button>
                    ) : null}
                    {session.status === 'ended' ? null : (
                      <Button size="sm" variant="ghost" onClick={() => void cancelSession(session)}>
                        Cancel session
                      </Button>
                    )}
                    {session.status !== 'scheduled' ? (
                      <RecordingPicker
                        session={session}
                        lectures={sessions.data?.lectures ?? []}
                        onAttach={async (lectureId) => {
                          try {
                            const answer = await writes.attachRecording.mutateAsync({
                              sessionId: session.id,
                              lectureId,
                            });
                            toast.success(answer.message);
                          } catch (error) {
                            toast.error((error as Error).message);
                          }
                        }}
                      />
                    ) : null}
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </SectionCard>
  );
}

function RecordingPicker({
  session,
  lectures,
  onAttach,
}: {
  session: StaffLiveSession;
  lectures: { id: string; title: string; chapter: string }[];
  onAttach: (lectureId: string | null) => Promise<void>;
}) {
  const [choice, setChoice] = useState(session.recordingLectureId ?? '');
  return (
    <div className="flex flex-wrap items-end gap-2">
      <Select
        label="Recording"
        hint="A lecture of this course, uploaded as any lecture."
        placeholder="Choose a lecture"
        options={lectures.map((lecture) => ({
          value: lecture.id,
          label: `${lecture.chapter}: ${lecture.title}`,
        }))}
        value={choice}
        onChange={(event) => setChoice(event.target.value)}
        containerClassName="min-w-64"
      />
      <Button size="sm" disabled={choice === ''} onClick={() => void onAttach(choice)}>
        Attach recording
      </Button>
      {session.recordingLectureId ? (
        <Button size="sm" variant="ghost" onClick={() => void onAttach(null)}>
          Remove recording
        </Button>
      ) : null}
    </div>
  );
}
