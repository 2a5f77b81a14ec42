import { describe, expect, it } from 'vitest';
import { escapeIcsText, foldIcsLine } from '../../lib/ics.ts';
import { type InterviewInvite, interviewIcs, interviewUid, mailAddressOf } from './interview-ics.ts';

const invite: InterviewInvite = {
  kind: 'internship',
  applicationId: '6f1c1f43-3a53-4a1b-9d7e-1d6f0d8c2a11',
  title: 'Data Analyst Intern, Frontend Developer Intern',
  applicantName: 'Asha Verma',
  applicantEmail: 'asha@example.com',
  startsAt: new Date('2030-01-10T04:30:00.000Z'),
  durationMinutes: 45,
  mode: 'onsite',
  location: 'Pathshala; 4th floor, 80 Feet Road\nKoramangala, Bengaluru',
  sequence: 0,
  organizerEmail: 'no-reply@pathshala.in',
};
const NOW = new Date('2029-12-01T10:00:00.000Z');

describe('the interview invitation (.ics)', () => {
  it('is a METHOD:REQUEST calendar with CRLF line ends, times in UTC and a stable UID', () => {
    const ics = interviewIcs(invite, NOW);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = ics.replace(/\r\n /g, '').split('\r\n');
    expect(lines.slice(0, 6)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Pathshala//Hiring//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:REQUEST',
      'BEGIN:VEVENT',
    ]);
    expect(lines).toContain(`UID:interview-internship-${invite.applicationId}@hiring.pathshala.in`);
    expect(lines).toContain('DTSTAMP:20291201T100000Z');
    expect(lines).toContain('DTSTART:20300110T043000Z');
    expect(lines).toContain('DTEND:20300110T051500Z');
    expect(lines).toContain('SEQUENCE:0');
    expect(lines).toContain('ORGANIZER;CN="Pathshala Hiring":mailto:no-reply@pathshala.in');
    expect(lines).toContain(
      'ATTENDEE;CN="Asha Verma";ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:asha@example.com',
    );
    expect(lines.slice(-3)).toEqual(['END:VEVENT', 'END:VCALENDAR', '']);
  });

  it('keeps the UID across a reschedule and raises the sequence', () => {
    const moved = interviewIcs(
      { ...invite, startsAt: new Date('2030-01-11T10:00:00Z'), sequence: 2 },
      NOW,
    ).replace(/\r\n /g, '');
    expect(moved).toContain(`UID:${interviewUid('internship', invite.applicationId)}\r\n`);
    expect(moved).toContain('SEQUENCE:2\r\n');
    expect(moved).toContain('DTSTART:20300111T100000Z\r\n');
  });

  it('escapes text: backslash, semicolon, comma and line breaks', () => {
    expect(escapeIcsText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
    const unfolded = interviewIcs(invite, NOW).replace(/\r\n /g, '');
    expect(unfolded).toContain(
      'LOCATION:On site: Pathshala\\; 4th floor\\, 80 Feet Road\\nKoramangala\\, Bengaluru',
    );
    expect(unfolded).toContain('SUMMARY:Interview: Data Analyst Intern\\, Frontend Developer Intern');
  });

  it('folds lines at 75 octets, never inside a UTF-8 character', () => {
    const ics = interviewIcs({ ...invite, title: 'डेटा एनालिस्ट इंटर्न '.repeat(6) }, NOW);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const folded = foldIcsLine(`DESCRIPTION:${'x'.repeat(200)}`);
    const parts = folded.split('\r\n');
    expect(parts[0]).toHaveLength(75);
    expect(parts.slice(1).every((part) => part.startsWith(' ') && Buffer.byteLength(part) <= 75)).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(`DESCRIPTION:${'x'.repeat(200)}`);
    const hindi = foldIcsLine(`SUMMARY:${'इ'.repeat(40)}`);
    expect(hindi.replace(/\r\n /g, '')).toBe(`SUMMARY:${'इ'.repeat(40)}`);
    expect(hindi).not.toContain('\uFFFD');
  });

  it('puts a video call link as the location and URL, and a quoted name without quotes in it', () => {
    const video = interviewIcs(
      { ...invite, mode: 'video', location: 'https://meet.example.com/x', applicantName: 'A "B" C' },
      NOW,
    ).replace(/\r\n /g, '');
    expect(video).toContain('LOCATION:https://meet.example.com/x\r\n');
    expect(video).toContain('URL:https://meet.example.com/x\r\n');
    expect(video).toContain('ATTENDEE;CN="A B C";');
  });

  it('takes the address out of a From header', () => {
    expect(mailAddressOf('Pathshala <no-reply@pathshala.in>')).toBe('no-reply@pathshala.in');
    expect(mailAddressOf('hiring@pathshala.in')).toBe('hiring@pathshala.in');
  });
});
