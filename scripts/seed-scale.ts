/**
 * Generates a large catalogue for performance work: N courses (default 10,000) with believable, varied
 * titles, subjects, descriptions and instructors.
 *   node --import tsx scripts/seed-scale.ts [count]     (into DATA_DIR, default .data-scale)
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Database, openDatabase } from '../apps/api/src/db/client.ts';
import { courses, instructors } from '../apps/api/src/db/schema/catalogue.ts';
import { courseSearchText } from '../apps/api/src/modules/catalogue/service.ts';

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

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const count = Number(process.argv[2] ?? 10_000);
  const dataDir = path.resolve(process.env.DATA_DIR ?? '.data-scale');
  const database = await openDatabase({ dataDir });
  await database.migrate();
  const started = performance.now();
  await seedScale(database.db, count);
  console.log(`${count} courses written to ${dataDir} in ${Math.round(performance.now() - started)} ms`);
  await database.close();
}
