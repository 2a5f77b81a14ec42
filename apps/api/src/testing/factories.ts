import { randomBytes } from 'node:crypto';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import { chapters, courses, instructors, lectures } from '../db/schema/catalogue.ts';
import { hashPassword } from '../modules/accounts/password.ts';
import { courseSearchText } from '../modules/catalogue/service.ts';

type NewCourse = typeof courses.$inferInsert;
type NewInstructor = typeof instructors.$inferInsert;

const unique = () => randomBytes(3).toString('hex');

export async function createInstructor(db: Database, overrides: Partial<NewInstructor> = {}) {
  const [instructor] = await db
    .insert(instructors)
    .values({
      name: `Instructor ${unique()}`,
      designation: 'Senior Engineer',
      description: 'Teaches with care.',
      profilePhoto: '/images/people/default-avatar.svg',
      ...overrides,
    })
    .returning();
  if (!instructor) throw new Error('instructor not created');
  return instructor;
}

export async function createCourse(
  db: Database,
  overrides: Partial<NewCourse> = {},
  options: { instructorName?: string } = {},
) {
  const values = {
    title: `Course ${unique()}`,
    subject: 'Python',
    realPricePaise: 499_900,
    discountedPricePaise: 199_900,
    description: ['Hands-on projects'],
    whatYouWillLearn: ['Write clean code'],
    duration: '8 weeks',
    ...overrides,
  };
  const [course] = await db
    .insert(courses)
    .values({ searchText: courseSearchText(values, options.instructorName), ...values })
    .returning();
  if (!course) throw new Error('course not created');
  return course;
}

/** A chapter with the given lectures (title and free flag), positions in order. */
export async function createChapter(
  db: Database,
  courseId: string,
  lectureSpecs: { title: string; free?: boolean; videoKey?: string }[] = [],
  overrides: { name?: string; position?: number } = {},
) {
  const [chapter] = await db
    .insert(chapters)
    .values({ courseId, name: overrides.name ?? `Chapter ${unique()}`, position: overrides.position ?? 0 })
    .returning();
  if (!chapter) throw new Error('chapter not created');
  const chapterLectures =
    lectureSpecs.length === 0
      ? []
      : await db
          .insert(lectures)
          .values(
            lectureSpecs.map((spec, position) => ({
              chapterId: chapter.id,
              title: spec.title,
              free: spec.free ?? false,
              videoKey: spec.videoKey ?? null,
              position,
            })),
          )
          .returning();
  return { chapter, lectures: chapterLectures };
}

let userCounter = 0;
/** A learner with a known password. Hashing uses the real scrypt parameters (about 0.2 s each). */
export async function createUser(
  db: Database,
  overrides: Partial<typeof users.$inferInsert> & { password?: string } = {},
) {
  const { password = 'Secret@123', ...fields } = overrides;
  userCounter += 1;
  const [user] = await db
    .insert(users)
    .values({
      name: `Learner ${userCounter}`,
      email: `learner-${unique()}-${userCounter}@example.com`,
      mobileNo: '9876543210',
      passwordHash: await hashPassword(password),
      ...fields,
    })
    .returning();
  if (!user) throw new Error('user not created');
  return { user, password };
}
