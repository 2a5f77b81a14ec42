import type { ApplicationKind, InterviewMode } from '@pathshala/shared/admin-people';
import { escapeIcsText, foldIcsLine, icsTime } from '../../lib/ics.ts';

/** One application's interview, as its calendar invitation tells it. */
export interface InterviewInvite {
  kind: ApplicationKind;
  applicationId: string;
  /** The position (career) or the internships applied for. */
  title: string;
  applicantName: string;
  applicantEmail: string;
  startsAt: Date;
  durationMinutes: number;
  mode: InterviewMode;
  /** The video call's link, the phone number, or the address. */
  location: string;
  /** 0 when first scheduled, one more on every new time: a calendar keeps the highest. */
  sequence: number;
  /** Who invites: the address the e-mails come from. */
  organizerEmail: string;
}

/** A stable identifier per application: every reschedule updates the one event in the applicant's calendar. */
export const interviewUid = (kind: ApplicationKind, applicationId: string) =>
  `interview-${kind}-${applicationId}@hiring.pathshala.in`;

/** A parameter value (CN=…) quoted, without the characters a quoted value cannot hold. */
const paramValue = (value: string) =>
  `"${[...value].filter((character) => character !== '"' && character.charCodeAt(0) >= 32).join('')}"`;

const MODE_WORDS: Record<InterviewMode, (location: string) => string> = {
  video: (location) => `Video call: ${location}`,
  phone: (location) => `Phone call: we call you on ${location}`,
  onsite: (location) => `On site: ${location}`,
};

/** The address in 'Name <address>' or a bare address. */
export const mailAddressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();

/**
 * The interview invitation (RFC 5545, METHOD:REQUEST, so a calendar offers to accept it): times in UTC (`Z`),
 * lines folded at 75 octets and ended by CRLF, text escaped.
 */
export function interviewIcs(invite: InterviewInvite, now = new Date()) {
  const endsAt = new Date(invite.startsAt.getTime() + invite.durationMinutes * 60_000);
  const where = MODE_WORDS[invite.mode](invite.location);
  const description = [
    `Your interview with Pathshala for ${invite.title}.`,
    where,
    'Your applications and their steps: My applications on Pathshala.',
  ].join('\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Pathshala//Hiring//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:REQUEST',
    'BEGIN:VEVENT',
    `UID:${interviewUid(invite.kind, invite.applicationId)}`,
    `DTSTAMP:${icsTime(now)}`,
    `SEQUENCE:${invite.sequence}`,
    `DTSTART:${icsTime(invite.startsAt)}`,
    `DTEND:${icsTime(endsAt)}`,
    `SUMMARY:${escapeIcsText(`Interview: ${invite.title}`)}`,
    `DESCRIPTION:${escapeIcsText(description)}`,
    `LOCATION:${escapeIcsText(invite.mode === 'video' ? invite.location : where)}`,
    ...(invite.mode === 'video' ? [`URL:${invite.location}`] : []),
    `ORGANIZER;CN=${paramValue('Pathshala Hiring')}:mailto:${invite.organizerEmail}`,
    `ATTENDEE;CN=${paramValue(invite.applicantName)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:${invite.applicantEmail}`,
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
