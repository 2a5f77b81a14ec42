import type { ApplicationKind } from '@pathshala/shared/admin-people-constants';
import { INTERVIEW_MODES, type InterviewMode } from '@pathshala/shared/admin-people-constants';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { toast } from '@/lib/toast';
import { useScheduleInterview } from '../api/application-pipeline';
import { IstDateTimeInput } from './ist-date-time-input';
import { Notice, problemMessage } from './notice';

const MODE_LABEL: Record<InterviewMode, string> = { video: 'Video call', phone: 'Phone', onsite: 'On site' };
const LOCATION_LABEL: Record<InterviewMode, string> = {
  video: 'Video call link (https://…)',
  phone: 'Phone number we call',
  onsite: 'Address',
};

export interface InterviewTarget {
  kind: ApplicationKind;
  id: string;
  name: string;
  /** The interview already scheduled, to move it. */
  interview?: { startsAt: string; durationMinutes: number; mode: InterviewMode; location: string } | null;
}

/**
 * Schedules (or moves) an application's interview: date and time in IST, duration, mode and the link, number or
 * address. Saving e-mails the applicant the calendar invitation. Closed with `application` null.
 */
export function InterviewDialog({
  application,
  onClose,
}: {
  application: InterviewTarget | null;
  onClose: () => void;
}) {
  const schedule = useScheduleInterview();
  const earlier = application?.interview ?? null;
  const [startsAt, setStartsAt] = useState<string | null>(earlier?.startsAt ?? null);
  const [duration, setDuration] = useState(String(earlier?.durationMinutes ?? 30));
  const [mode, setMode] = useState<InterviewMode>(earlier?.mode ?? 'video');
  const [location, setLocation] = useState(earlier?.location ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!application || !startsAt) return;
    schedule.mutate(
      {
        kind: application.kind,
        applicationId: application.id,
        startsAt,
        durationMinutes: Number(duration),
        mode,
        location,
      },
      {
        onSuccess: () => {
          toast.success('Interview scheduled: the invitation is on its way');
          onClose();
        },
      },
    );
  };
  return (
    <Dialog
      open={application !== null}
      onClose={onClose}
      title={`Interview: ${application?.name ?? ''}`}
      description="The applicant is e-mailed a calendar invitation; moving it later updates the same event."
      data-testid="schedule-dialog"
    >
      <form className="flex flex-col gap-4" onSubmit={submit}>
        <IstDateTimeInput label="Date and time (IST)" value={startsAt} onChange={setStartsAt} />
        <Input
          label="Duration (minutes)"
          type="number"
          min={10}
          max={480}
          value={duration}
          onChange={(event) => setDuration(event.target.value)}
        />
        <Select
          label="Mode"
          value={mode}
          onChange={(event) => setMode(event.target.value as InterviewMode)}
          options={INTERVIEW_MODES.map((value) => ({ value, label: MODE_LABEL[value] }))}
        />
        <Input
          label={LOCATION_LABEL[mode]}
          value={location}
          onChange={(event) => setLocation(event.target.value)}
        />
        {schedule.isError ? <Notice tone="error">{problemMessage(schedule.error)}</Notice> : null}
        <div className="flex justify-end gap-3">
          <Button type="button" variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={schedule.isPending} disabled={!startsAt || !location.trim()}>
            Send invitation
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
