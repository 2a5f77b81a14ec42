import { describe, expect, it } from 'vitest';
import {
  APPLICATION_STATUSES,
  APPLICATION_TRANSITIONS,
  type ApplicationStatus,
  canMoveApplication,
  canScheduleInterview,
  checkApplicationMove,
} from './admin-people-constants.ts';

const staff = (from: ApplicationStatus, to: ApplicationStatus) => checkApplicationMove(from, to, 'staff');
const applicant = (from: ApplicationStatus, to: ApplicationStatus) =>
  checkApplicationMove(from, to, 'applicant');

describe('the hiring pipeline', () => {
  it('lets staff move an open application forward, skipping steps', () => {
    expect(staff('new', 'under_review').ok).toBe(true);
    expect(staff('new', 'shortlisted').ok).toBe(true);
    expect(staff('under_review', 'shortlisted').ok).toBe(true);
  });

  it('never lets staff move an application backward', () => {
    expect(staff('shortlisted', 'under_review')).toMatchObject({ ok: false, reason: 'backward' });
    expect(staff('shortlisted', 'new')).toMatchObject({ ok: false, reason: 'backward' });
    expect(staff('interview', 'shortlisted')).toMatchObject({ ok: false, reason: 'backward' });
  });

  it('lets staff close any open application with an offer or not selected', () => {
    for (const from of ['new', 'under_review', 'shortlisted', 'interview'] as const) {
      expect(staff(from, 'offered').ok).toBe(true);
      expect(staff(from, 'rejected').ok).toBe(true);
    }
  });

  it('moves nothing once final, whoever asks', () => {
    for (const from of ['offered', 'rejected', 'withdrawn'] as const) {
      for (const to of APPLICATION_STATUSES) {
        expect(staff(from, to).ok).toBe(false);
        expect(applicant(from, to).ok).toBe(false);
      }
      expect(canScheduleInterview(from)).toBe(false);
    }
  });

  it('reaches the interview only by scheduling it', () => {
    expect(staff('shortlisted', 'interview')).toMatchObject({ ok: false, reason: 'needsInterview' });
    expect(canScheduleInterview('shortlisted')).toBe(true);
    expect(canScheduleInterview('interview')).toBe(true);
  });

  it('lets only the applicant withdraw, and not after an offer', () => {
    expect(staff('shortlisted', 'withdrawn')).toMatchObject({ ok: false, reason: 'applicantOnly' });
    for (const from of ['new', 'under_review', 'shortlisted', 'interview'] as const) {
      expect(applicant(from, 'withdrawn').ok).toBe(true);
    }
    expect(applicant('offered', 'withdrawn')).toMatchObject({
      ok: false,
      reason: 'afterOffer',
      message: 'An application cannot be withdrawn after an offer.',
    });
    expect(applicant('rejected', 'withdrawn')).toMatchObject({ ok: false, reason: 'final' });
    expect(applicant('new', 'shortlisted')).toMatchObject({ ok: false, reason: 'staffOnly' });
  });

  it('refuses a move to the status it already has', () => {
    expect(staff('new', 'new')).toMatchObject({ ok: false, reason: 'same' });
  });

  it('lists the staff moves of each status as the rules allow them', () => {
    expect(APPLICATION_TRANSITIONS.new).toEqual(['under_review', 'shortlisted', 'offered', 'rejected']);
    expect(APPLICATION_TRANSITIONS.interview).toEqual(['offered', 'rejected']);
    expect(APPLICATION_TRANSITIONS.offered).toEqual([]);
    for (const from of APPLICATION_STATUSES) {
      for (const to of APPLICATION_TRANSITIONS[from]) expect(canMoveApplication(from, to)).toBe(true);
    }
  });
});
