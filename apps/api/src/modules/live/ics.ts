import { escapeIcsText, foldIcsLine, icsTime } from '../../lib/ics.ts';

export { escapeIcsText, foldIcsLine, icsTime };

/**
 * A calendar file (RFC 5545) for one live session. Times are in UTC (the `Z` form), so every calendar places the
 * session right without a time-zone block; the join link is not in it (it opens only shortly before the start),
 * the course's page is.
 */
export interface CalendarEvent {
  id: string;
  title: string;
  courseTitle: string;
  startsAt: Date;
  durationMinutes: number;
  agenda: string;
  /** Where the learner finds the session and its join link. */
  url: string;
  cancelled: boolean;
  createdAt: Date;
  /** Moves on every change, so a calendar that imported an earlier copy takes the new one. */
  updatedAt: Date;
}

export function liveSessionIcs(event: CalendarEvent, now = new Date()) {
  const endsAt = new Date(event.startsAt.getTime() + event.durationMinutes * 60_000);
  const description = [
    `Live session of ${event.courseTitle} on Pathshala.`,
    'The join link opens on the course page 15 minutes before the start.',
    ...(event.agenda ? ['', 'Agenda:', event.agenda] : []),
    '',
    event.url,
  ].join('\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Pathshala//Live sessions//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.cancelled ? 'CANCEL' : 'PUBLISH'}`,
    'BEGIN:VEVENT',
    `UID:${event.id}@live.pathshala.in`,
    `DTSTAMP:${icsTime(now)}`,
    `LAST-MODIFIED:${icsTime(event.updatedAt)}`,
    // Seconds between creation and the last change: 0 at first, larger after every edit.
    `SEQUENCE:${Math.max(0, Math.floor((event.updatedAt.getTime() - event.createdAt.getTime()) / 1000))}`,
    `DTSTART:${icsTime(event.startsAt)}`,
    `DTEND:${icsTime(endsAt)}`,
    `SUMMARY:${escapeIcsText(event.title)}`,
    `DESCRIPTION:${escapeIcsText(description)}`,
    `LOCATION:${escapeIcsText('Online (join link on Pathshala)')}`,
    `URL:${event.url}`,
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    ...(event.cancelled
      ? []
      : [
          'BEGIN:VALARM',
          'ACTION:DISPLAY',
          `DESCRIPTION:${escapeIcsText(event.title)}`,
          'TRIGGER:-PT15M',
          'END:VALARM',
        ]),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}

/** A file name for the download: the title's letters and digits. */
export const icsFileName = (title: string) =>
  `${
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'live-session'
  }.ics`;
