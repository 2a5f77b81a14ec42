/**
 * Generates data at scale for performance work.
 *
 * Catalogue only: N courses (default 10,000) with believable, varied titles, subjects, descriptions and
 * instructors, into the embedded database (search benchmark):
 *   node --import tsx scripts/seed-scale.ts [count]            (into DATA_DIR, default .data-scale)
 *
 * Everything (the scale target in docs/performance.md): 10,000 courses with 3 chapters of 5 lectures each, 100,000 learners, 10
 * enrolments each (1,000,000) and 5 lectures watched per enrolment (5,000,000 progress rows), on a PostgreSQL
 * server. Every scale learner signs in with SCALE_LEARNER_PASSWORD:
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/pathshala_scale node --import tsx scripts/seed-scale.ts --full
 *   SCALE_LEARNERS=20000 ... --full                              (fewer learners, same shape)
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../apps/api/src/db/client.ts';
import { courses, instructors } from '../apps/api/src/db/schema/catalogue.ts';
import { hashPassword } from '../apps/api/src/modules/accounts/password.ts';
import { courseSearchText } from '../apps/api/src/modules/catalogue/service.ts';

export const SCALE_LEARNER_PASSWORD = 'Scale@12345';
/** learner1@scale.pathshala.local … learnerN@scale.pathshala.local */
export const scaleLearnerEmail = (n: number) => `learner${n}@scale.pathshala.local`;

const SUBJECTS = [
  'Data Science',
  'Machine Learning',
  'Python',
  'UI/UX',
  'Frontend Development',
  'Backend Development',
  'Web Development',
];
const TOPICS = [
  'Python',
  'Pandas',
  'NumPy',
  'SQL',
  'Statistics',
  'Deep Learning',
  'Computer Vision',
  'NLP',
  'React',
  'Angular',
  'Vue',
  'TypeScript',
  'JavaScript',
  'Node.js',
  'Express',
  'Django',
  'Flask',
  'Spring Boot',
  'Kotlin',
  'Go',
  'Docker',
  'Kubernetes',
  'AWS',
  'Figma',
  'Design Systems',
  'Accessibility',
  'GraphQL',
  'PostgreSQL',
  'MongoDB',
  'Redis',
  'Tailwind CSS',
  'Next.js',
  'Data Visualisation',
  'Power BI',
  'Excel',
  'Generative AI',
  'LLM Apps',
];
const LEVELS = [
  'Foundations of',
  'Mastering',
  'Practical',
  'Complete',
  'Advanced',
  'Hands-on',
  'Intro to',
  'Applied',
];
const SUFFIXES = [
  'for Beginners',
  'Bootcamp',
  'Masterclass',
  'in 30 Days',
  'for Placements',
  'Projects',
  'A–Z',
  'Crash Course',
];
const POINTS = [
  'Live doubt-clearing sessions',
  'Industry projects with code reviews',
  'Interview preparation modules',
  'Certificate of completion',
  'Lifetime access to recordings',
  'Weekly assignments and quizzes',
];
const FIRST = [
  'Aarav',
  'Diya',
  'Kabir',
  'Ishita',
  'Rohan',
  'Meera',
  'Vikram',
  'Sneha',
  'Arjun',
  'Priya',
  'Farhan',
  'Kavya',
];
const LAST = [
  'Sharma',
  'Iyer',
  'Reddy',
  'Nair',
  'Kulkarni',
  'Mehta',
  'Das',
  'Singh',
  'Rao',
  'Khan',
  'Pillai',
  'Joshi',
];

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;

export async function seedScale(db: Database, count: number) {
  const instructorRows = await db
    .insert(instructors)
    .values(
      Array.from({ length: 60 }, (_, i) => ({
        name: `${pick(FIRST, i)} ${pick(LAST, i * 7 + 3)}`,
        designation: 'Senior Engineer and Mentor',
      })),
    )
    .returning({ id: instructors.id, name: instructors.name });

  const BATCH = 500;
  for (let offset = 0; offset < count; offset += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, count - offset) }, (_, j) => {
      const n = offset + j;
      const instructor = pick(instructorRows, n * 13);
      const course = {
        title: `${pick(LEVELS, n)} ${pick(TOPICS, n * 7 + Math.floor(n / 37))} ${pick(SUFFIXES, n * 3 + 1)} ${n}`,
        subject: pick(SUBJECTS, n * 5),
        description: [pick(POINTS, n), pick(POINTS, n + 2), pick(POINTS, n + 4)],
      };
      const realPricePaise = (1999 + (n % 20) * 1000) * 100;
      return {
        ...course,
        status: n % 97 === 0 ? 'coming soon' : 'published',
        review: 1 + (n % 5),
        realPricePaise,
        discountedPricePaise: n % 4 === 0 ? null : Math.round(realPricePaise * 0.4),
        duration: `${4 + (n % 12)} weeks`,
        instructorId: instructor.id,
        students: (n * 37) % 5000,
        totalLecture: 10 + (n % 40),
        searchText: courseSearchText(course, instructor.name),
      };
    });
    await db.insert(courses).values(batch);
  }
}

const CHAPTERS_PER_COURSE = 3;
const LECTURES_PER_CHAPTER = 5;
const ENROLMENTS_PER_LEARNER = 10;

const elapsed = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/**
 * Curricula for the courses that have none, then `learners` learners with ENROLMENTS_PER_LEARNER enrolments
 * each and the first chapter (5 lectures) watched in every enrolled course. Set-based SQL, a batch of 10,000
 * learners per transaction; the change-announcing triggers are off while it runs (nothing listens yet).
 */
export async function seedLearners(
  db: Database,
  learners: number,
  log: (line: string) => void = console.log,
) {
  let started = performance.now();
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
      insert into chapters (course_id, name, duration, position)
      select c.id, 'Chapter ' || p, '50 min', p - 1
      from courses c cross join generate_series(1, ${CHAPTERS_PER_COURSE}) p
      where not exists (select 1 from chapters existing where existing.course_id = c.id)`);
    await tx.execute(sql`
      insert into lectures (chapter_id, title, duration, duration_seconds, free, position)
      select ch.id, 'Lesson ' || (ch.position * ${LECTURES_PER_CHAPTER} + p), '10:00', 600,
             ch.position = 0 and p = 1, p - 1
      from chapters ch cross join generate_series(1, ${LECTURES_PER_CHAPTER}) p
      where not exists (select 1 from lectures existing where existing.chapter_id = ch.id)`);
  });
  await db.execute(sql`analyze courses, chapters, lectures, users, enrollments, lecture_progress`);
  log(`curricula written in ${elapsed(started)}`);

  const passwordHash = await hashPassword(SCALE_LEARNER_PASSWORD);
  const BATCH = 10_000;
  for (let first = 1; first <= learners; first += BATCH) {
    const last = Math.min(learners, first + BATCH - 1);
    started = performance.now();
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`
        insert into users (name, email, mobile_no, password_hash)
        select 'Scale Learner ' || i, 'learner' || i || '@scale.pathshala.local', '9' || lpad(i::text, 9, '0'),
               ${passwordHash}
        from generate_series(${first}::int, ${last}::int) i
        on conflict do nothing`);
      // Learner n takes courses (37n + 997k) mod N for k < 10: distinct per learner, spread over the catalogue.
      // Indexing an array rather than joining keeps the plan one pass whatever the statistics say.
      await tx.execute(sql`
        with catalogue as (
          select array_agg(id order by id) as ids from courses where status = 'published'
        ), learner as (
          select id, substring(email from '^learner([0-9]+)@')::int as n from users
          where email like 'learner%@scale.pathshala.local'
            and substring(email from '^learner([0-9]+)@')::int between ${first}::int and ${last}::int
        )
        insert into enrollments (user_id, course_id, created_at)
        select learner.id, catalogue.ids[1 + (learner.n * 37 + k * 997) % cardinality(catalogue.ids)],
               now() - (((learner.n + k) % 365) || ' days')::interval
        from learner cross join catalogue cross join generate_series(0, ${ENROLMENTS_PER_LEARNER - 1}) k
        on conflict do nothing`);
      await tx.execute(sql`
        insert into lecture_progress (user_id, lecture_id, course_id, watched_seconds, position_seconds,
                                      duration_seconds, played, completed, updated_at)
        select e.user_id, l.id, e.course_id, 600, 600, 600, '[[0, 600]]'::jsonb, true,
               e.created_at + (l.position || ' hours')::interval
        from enrollments e
        join users u on u.id = e.user_id
        join chapters ch on ch.course_id = e.course_id and ch.position = 0
        join lectures l on l.chapter_id = ch.id
        where u.email like 'learner%@scale.pathshala.local'
          and substring(u.email from '^learner([0-9]+)@')::int between ${first}::int and ${last}::int
        on conflict do nothing`);
    });
    // Fresh statistics for the next batch's plans (the tables grow tenfold during the run).
    await db.execute(sql`analyze users, enrollments, lecture_progress`);
    log(`learners ${first}–${last} with enrolments and progress in ${elapsed(started)}`);
  }
  started = performance.now();
  await db.execute(sql`analyze`);
  log(`analyze in ${elapsed(started)}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const full = process.argv.includes('--full');
  const count = Number(process.argv.find((arg) => /^\d+$/.test(arg)) ?? 10_000);
  const url = process.env.DATABASE_URL;
  if (full && !url)
    throw new Error('--full writes millions of rows: give it a PostgreSQL server in DATABASE_URL');
  const dataDir = path.resolve(process.env.DATA_DIR ?? '.data-scale');
  const database = await openDatabase(
    url ? { url, timeouts: { queryMs: 600_000, connectMs: 5000 } } : { dataDir },
  );
  await database.migrate();
  const started = performance.now();
  await seedScale(database.db, count);
  console.log(`${count} courses written to ${url ? 'the server' : dataDir} in ${elapsed(started)}`);
  if (full) await seedLearners(database.db, Number(process.env.SCALE_LEARNERS ?? 100_000));
  await database.close();
}
