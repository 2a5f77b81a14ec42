/**
 * The "People" console's constants without zod (application kinds, statuses and workflow, outbox statuses), so a
 * console page can name them without loading the schemas (ADR 010). `admin-people.ts` re-exports them.
 */

export const APPLICATION_KINDS = ['career', 'internship'] as const;
export type ApplicationKind = (typeof APPLICATION_KINDS)[number];

/**
 * The hiring pipeline's stored statuses, in the order an application goes through them. The applicant reads them
 * as Submitted (`new`), Under review, Shortlisted, Interview scheduled (`interview`), Offer (`offered`), Not
 * selected (`rejected`) and Withdrawn.
 */
export const APPLICATION_STATUSES = [
  'new',
  'under_review',
  'shortlisted',
  'interview',
  'offered',
  'rejected',
  'withdrawn',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** The open steps, in order: staff move an application only forward through them. */
export const OPEN_APPLICATION_STATUSES = ['new', 'under_review', 'shortlisted', 'interview'] as const;
/** Where an application ends: an offer or not selected (staff), or withdrawn (the applicant). */
export const FINAL_APPLICATION_STATUSES = ['offered', 'rejected', 'withdrawn'] as const;
/** The final states staff decide. */
export const STAFF_FINAL_STATUSES = ['offered', 'rejected'] as const;

export const isFinalApplicationStatus = (status: ApplicationStatus) =>
  (FINAL_APPLICATION_STATUSES as readonly ApplicationStatus[]).includes(status);

/** Who moves an application: the hiring staff, or the applicant (who may only withdraw). */
export type ApplicationActor = 'staff' | 'applicant';

export type ApplicationMoveCheck =
  | { ok: true }
  | {
      ok: false;
      reason: 'final' | 'backward' | 'applicantOnly' | 'staffOnly' | 'afterOffer' | 'needsInterview' | 'same';
      message: string;
    };

const openIndex = (status: ApplicationStatus) =>
  (OPEN_APPLICATION_STATUSES as readonly ApplicationStatus[]).indexOf(status);

/**
 * The pipeline's rules, for every move: staff move an open application forward (skipping steps is allowed) or to
 * Offer / Not selected; Interview scheduled is reached by scheduling the interview (it needs a date and a place);
 * only the applicant withdraws, from any open step, never after an offer or another final state. Nothing moves
 * once final.
 */
export function checkApplicationMove(
  from: ApplicationStatus,
  to: ApplicationStatus,
  actor: ApplicationActor,
): ApplicationMoveCheck {
  if (from === to) return { ok: false, reason: 'same', message: `The application is already ${to}.` };
  if (actor === 'applicant') {
    if (to !== 'withdrawn')
      return { ok: false, reason: 'staffOnly', message: 'Only the hiring team moves an application.' };
    if (from === 'offered')
      return {
        ok: false,
        reason: 'afterOffer',
        message: 'An application cannot be withdrawn after an offer.',
      };
    if (isFinalApplicationStatus(from))
      return { ok: false, reason: 'final', message: 'This application is closed.' };
    return { ok: true };
  }
  if (to === 'withdrawn')
    return { ok: false, reason: 'applicantOnly', message: 'Only the applicant can withdraw an application.' };
  if (isFinalApplicationStatus(from))
    return { ok: false, reason: 'final', message: `An application cannot move from ${from} to ${to}.` };
  if (to === 'interview')
    return {
      ok: false,
      reason: 'needsInterview',
      message: 'Schedule the interview to move an application to interview.',
    };
  if ((STAFF_FINAL_STATUSES as readonly ApplicationStatus[]).includes(to)) return { ok: true };
  if (openIndex(to) > openIndex(from)) return { ok: true };
  return { ok: false, reason: 'backward', message: `An application cannot move from ${from} to ${to}.` };
}

/** Whether the hiring staff may schedule (or move) the interview of an application in this status. */
export const canScheduleInterview = (status: ApplicationStatus) => !isFinalApplicationStatus(status);

/** Where staff may move an application from each status (the interview is reached by scheduling it). */
export const APPLICATION_TRANSITIONS = Object.fromEntries(
  APPLICATION_STATUSES.map((from) => [
    from,
    APPLICATION_STATUSES.filter((to) => checkApplicationMove(from, to, 'staff').ok),
  ]),
) as unknown as Record<ApplicationStatus, readonly ApplicationStatus[]>;

export const canMoveApplication = (from: ApplicationStatus, to: ApplicationStatus) =>
  checkApplicationMove(from, to, 'staff').ok;

/** How an interview happens: a video call (its link), a phone call (the number we call), or on-site (the address). */
export const INTERVIEW_MODES = ['video', 'phone', 'onsite'] as const;
export type InterviewMode = (typeof INTERVIEW_MODES)[number];

export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
