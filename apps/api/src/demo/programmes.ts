import type { PracticeTopic } from '@pathshala/shared/practice-constants';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { courses, programmeCourses } from '../db/schema/catalogue.ts';
import { placementCourses } from '../db/schema/content.ts';
import { programmeTopics } from '../db/schema/practice.ts';
import { courseSearchText } from '../modules/catalogue/service.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

interface DemoProgramme {
  title: string;
  subject: string;
  /** The placement card (by title, from content.ts) that sells it. */
  card: string;
  thumbnail: string;
  /** Rupees, GST included, as every course price. */
  realPrice: number;
  discountedPrice: number;
  duration: string;
  level: string;
  description: string[];
  detailDescription: string;
  /** Practice topics only this programme's learners may practise (the others stay free). */
  topics: PracticeTopic[];
  /** Demo courses (by title) it includes: its learners get them too. */
  courses: string[];
}

/**
 * The placement programmes on sale: each opens mock tests (practice-bank.ts names them by the programme's title)
 * and some a practice topic. Quantitative aptitude, logical reasoning and verbal ability stay free to practise.
 */
export const demoProgrammes: DemoProgramme[] = [
  {
    title: 'Aptitude Placement Programme',
    subject: 'Aptitude and Quantitative',
    card: 'Aptitude Placement Course',
    thumbnail: '/images/placement/aptitude-placement-course.svg',
    realPrice: 2999,
    discountedPrice: 1499,
    duration: '8 weeks',
    level: 'Beginner',
    description: [
      'A full-length timed aptitude mock in the mass-recruiter pattern',
      'Section-wise results, percentile and your weakest subtopics',
      'Live doubt-clearing sessions before placement season',
    ],
    detailDescription:
      'Everything the aptitude round of a campus drive asks: quantitative aptitude, logical reasoning and verbal ability under the clock, with full-length mocks that mark like the real test.',
    topics: [],
    courses: [],
  },
  {
    title: 'DSA Placement Programme',
    subject: 'Data Structures',
    card: 'DSA Crash Course for Placements',
    thumbnail: '/images/placement/dsa-crash-course-for-placements.svg',
    realPrice: 3999,
    discountedPrice: 1999,
    duration: '10 weeks',
    level: 'Intermediate',
    description: [
      'The data structures and algorithms practice bank with spaced repetition',
      'A timed technical MCQ mock on complexity, trees, graphs and code output',
      'Live problem-solving sessions',
    ],
    detailDescription:
      'The technical round of a placement drive, prepared topic by topic: practise data structures and algorithms until they stick, then sit a timed technical mock.',
    topics: ['dsa'],
    courses: ['Data Structures and Algorithms in Python', 'Python Foundations for Beginners'],
  },
  {
    title: 'HR and Interview Programme',
    subject: 'HR Round Strategies',
    card: 'HR Interview Strategies',
    thumbnail: '/images/placement/hr-interview-strategies.svg',
    realPrice: 1999,
    discountedPrice: 999,
    duration: '4 weeks',
    level: 'Beginner',
    description: [
      'The HR round practice bank: situational and behavioural questions',
      'A timed HR and communication mock',
      'Live mock interview sessions',
    ],
    detailDescription:
      'Answer the HR round with judgement: situational and behavioural questions with explanations, and a mock that times you as the interview does.',
    topics: ['hr-round'],
    courses: [],
  },
];

/** Writes the programmes as courses of kind 'programme', lists their topics and links their placement cards. */
export async function loadDemoProgrammes(tx: Transaction) {
  for (const demo of demoProgrammes) {
    const values = {
      title: demo.title,
      subject: demo.subject,
      kind: 'programme' as const,
      thumbnail: demo.thumbnail,
      coverPhoto: demo.thumbnail,
      description: demo.description,
      realPricePaise: demo.realPrice * 100,
      discountedPricePaise: demo.discountedPrice * 100,
      detailDescription: demo.detailDescription,
      duration: demo.duration,
      level: demo.level,
      overview: demo.detailDescription,
    };
    const [programme] = await tx
      .insert(courses)
      .values({ ...values, searchText: courseSearchText(values) })
      .returning({ id: courses.id });
    if (!programme) throw new Error(`demo programme not inserted: ${demo.title}`);
    if (demo.topics.length > 0) {
      await tx
        .insert(programmeTopics)
        .values(demo.topics.map((topic) => ({ programmeId: programme.id, topic })));
    }
    if (demo.courses.length > 0) {
      const included = await tx
        .select({ id: courses.id, title: courses.title })
        .from(courses)
        .where(inArray(courses.title, demo.courses));
      await tx.insert(programmeCourses).values(
        demo.courses.map((title, position) => {
          const course = included.find((candidate) => candidate.title === title);
          if (!course) throw new Error(`demo programme course missing: ${title}`);
          return { programmeId: programme.id, courseId: course.id, position };
        }),
      );
    }
    await tx
      .update(placementCourses)
      .set({ programmeId: programme.id })
      .where(eq(placementCourses.title, demo.card));
  }
}
