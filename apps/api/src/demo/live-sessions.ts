import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import { chapters, courses, lectures } from '../db/schema/catalogue.ts';
import { enrollments } from '../db/schema/commerce.ts';
import { liveSessions } from '../db/schema/live.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const IST_OFFSET_MS = 330 * MINUTE;
/** A start later the same day in India: three hours on, or 75 minutes when three hours would pass midnight. */
const LATER_TODAY = 'later today';

function laterTodayMinutes(now: Date) {
  const istMinutesNow = Math.floor(((now.getTime() + IST_OFFSET_MS) % DAY) / MINUTE);
  return istMinutesNow + 180 < 24 * 60 ? 180 : 75;
}

/** Courses the demo learner is enrolled in (granted, no order), so My Learnings and the live cards have content. */
export const DEMO_LEARNER_COURSES = ['SQL and Data Analysis for Business', 'PostgreSQL for Developers'];

interface DemoLiveSession {
  course: string;
  title: string;
  /** From the moment the demo loads: a demo always has a session about to start, one later today and so on. */
  startsInMinutes: number | typeof LATER_TODAY;
  durationMinutes: number;
  joinUrl: string;
  agenda: string;
  /** A past session whose recording is the course's first lecture. */
  recorded?: boolean;
}

const DEMO_LIVE_SESSIONS: DemoLiveSession[] = [
  {
    course: 'SQL and Data Analysis for Business',
    title: 'Office hours: your SQL questions',
    startsInMinutes: 10,
    durationMinutes: 60,
    joinUrl: 'https://meet.google.com/pth-sqla-hrs',
    agenda: 'Bring the query that puzzled you this week; we solve three of them together.',
  },
  {
    course: 'SQL and Data Analysis for Business',
    title: 'Window functions, live',
    startsInMinutes: LATER_TODAY,
    durationMinutes: 90,
    joinUrl: 'https://meet.google.com/pth-sqlb-win',
    agenda: 'ROW_NUMBER, RANK and running totals on a sales table.',
  },
  {
    course: 'SQL and Data Analysis for Business',
    title: 'Case study: a monthly sales report',
    startsInMinutes: 2 * 24 * 60 + 90,
    durationMinutes: 75,
    joinUrl: 'https://zoom.us/j/5550101234',
    agenda: 'From raw orders to a report a manager reads: joins, grouping and a pivot.',
  },
  {
    course: 'SQL and Data Analysis for Business',
    title: 'Joins in practice',
    startsInMinutes: -3 * 24 * 60,
    durationMinutes: 60,
    joinUrl: 'https://meet.google.com/pth-sqlc-joi',
    agenda: 'Inner, left and self joins on the course dataset.',
    recorded: true,
  },
  {
    course: 'PostgreSQL for Developers',
    title: 'Indexes and query plans, live',
    startsInMinutes: 24 * 60 + 120,
    durationMinutes: 60,
    joinUrl: 'https://meet.jit.si/pathshala-postgres-indexes',
    agenda: 'Read EXPLAIN ANALYZE together and choose the right index.',
  },
  {
    course: 'Excel and Power BI Dashboards',
    title: 'Dashboard clinic',
    startsInMinutes: 3 * 24 * 60,
    durationMinutes: 60,
    joinUrl: 'https://meet.google.com/pth-xlbi-dsh',
    agenda: 'Share your dashboard; we review layout, measures and filters.',
  },
];

/** The demo's live sessions, timed from `now`, and the demo learner's enrolments. */
export async function loadDemoLiveSessions(db: Database, learnerEmail: string, now = new Date()) {
  const titles = [...new Set(DEMO_LIVE_SESSIONS.map((session) => session.course))];
  const rows = await db
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .where(inArray(courses.title, [...titles, ...DEMO_LEARNER_COURSES]));
  const courseIdOf = (title: string) => {
    const id = rows.find((row) => row.title === title)?.id;
    if (!id) throw new Error(`demo course missing for live sessions: ${title}`);
    return id;
  };
  const firstLectureOf = async (courseId: string) => {
    const [first] = await db
      .select({ id: lectures.id })
      .from(lectures)
      .innerJoin(chapters, eq(chapters.id, lectures.chapterId))
      .where(eq(chapters.courseId, courseId))
      .orderBy(asc(chapters.position), asc(lectures.position))
      .limit(1);
    return first?.id ?? null;
  };

  const minutesOf = (session: DemoLiveSession) =>
    session.startsInMinutes === LATER_TODAY ? laterTodayMinutes(now) : session.startsInMinutes;
  const values = [];
  for (const session of DEMO_LIVE_SESSIONS) {
    const courseId = courseIdOf(session.course);
    values.push({
      courseId,
      title: session.title,
      startsAt: new Date(Math.floor((now.getTime() + minutesOf(session) * MINUTE) / MINUTE) * MINUTE),
      durationMinutes: session.durationMinutes,
      joinUrl: session.joinUrl,
      agenda: session.agenda,
      recordingLectureId: session.recorded ? await firstLectureOf(courseId) : null,
      createdAt: new Date(now.getTime() - 7 * DAY),
    });
  }
  await db.insert(liveSessions).values(values);

  const [learner] = await db.select({ id: users.id }).from(users).where(eq(users.email, learnerEmail));
  if (!learner) throw new Error('demo learner missing');
  await db
    .insert(enrollments)
    .values(
      DEMO_LEARNER_COURSES.map((title) => ({
        userId: learner.id,
        courseId: courseIdOf(title),
        grantedAt: now,
      })),
    )
    .onConflictDoNothing();
}
