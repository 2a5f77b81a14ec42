/**
 * The "People" console's constants without zod (application kinds, statuses and workflow, outbox statuses), so a
 * console page can name them without loading the schemas (ADR 010). `admin-people.ts` re-exports them.
 */

export const APPLICATION_KINDS = ['career', 'internship'] as const;
export type ApplicationKind = (typeof APPLICATION_KINDS)[number];

export const APPLICATION_STATUSES = ['new', 'shortlisted', 'interview', 'offered', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/**
 * Where an application may go from each status: one step forward at a time, a rejection from any open step,
 * and a rejected application reconsidered (back to shortlisted). An offer is final; nothing goes back to new.
 */
export const APPLICATION_TRANSITIONS: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  new: ['shortlisted', 'rejected'],
  shortlisted: ['interview', 'rejected'],
  interview: ['offered', 'rejected'],
  offered: [],
  rejected: ['shortlisted'],
};

export const canMoveApplication = (from: ApplicationStatus, to: ApplicationStatus) =>
  APPLICATION_TRANSITIONS[from].includes(to);

export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
