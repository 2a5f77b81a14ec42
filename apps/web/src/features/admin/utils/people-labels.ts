import type {
  ApplicationKind,
  ApplicationStatus,
  OutboxStatus,
} from '@pathshala/shared/admin-people-constants';
import { YEARS_OF_STUDY } from '@pathshala/shared/engagement-constants';
import { formatCount } from './format';
import type { Tone } from './labels';

export const APPLICATION_KIND_LABEL: Record<ApplicationKind, string> = {
  career: 'Career',
  internship: 'Internship',
};

export const APPLICATION_STATUS_LABEL: Record<ApplicationStatus, string> = {
  new: 'New',
  under_review: 'Under review',
  shortlisted: 'Shortlisted',
  interview: 'Interview',
  offered: 'Offered',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

/** Blue for waiting on us, amber while in the process, green for an offer, slate once turned down. */
export const APPLICATION_STATUS_TONE: Record<ApplicationStatus, Tone> = {
  new: 'blue',
  under_review: 'blue',
  shortlisted: 'amber',
  interview: 'amber',
  offered: 'green',
  rejected: 'slate',
  withdrawn: 'slate',
};

/** The button that moves an application to this status. */
export const APPLICATION_MOVE_LABEL: Record<ApplicationStatus, string> = {
  new: 'Back to new',
  under_review: 'Start review',
  shortlisted: 'Shortlist',
  interview: 'Schedule interview',
  offered: 'Make an offer',
  rejected: 'Not selected',
  withdrawn: 'Withdraw',
};

/** Year of study as the forms offer it: the internship form's '3' is '3rd Year', the career form's words. */
export function yearLabel(year: string): string {
  const internship = YEARS_OF_STUDY.find((option) => option.value === year);
  if (internship) return internship.label;
  return year === '' ? '—' : year.charAt(0).toUpperCase() + year.slice(1);
}

export const OUTBOX_STATUS_LABEL: Record<OutboxStatus, string> = {
  pending: 'Waiting',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
};

export const OUTBOX_STATUS_TONE: Record<OutboxStatus, Tone> = {
  pending: 'blue',
  sending: 'blue',
  sent: 'green',
  failed: 'red',
};

/** 125 → '125 bytes', 48213 → '47.1 KB', 2.5 MB likewise. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${formatCount(bytes)} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
