import type { LearningChapter, PurchasedCourseDetails } from '../api/learning';

/** All lectures in reading order. */
export function lectureOrder(chapters: readonly LearningChapter[]) {
  return chapters.flatMap((chapter) => chapter.lectures);
}

/** Where the learner left off (on any device), else the first lecture; null for an empty course. */
export function startLectureId(details: PurchasedCourseDetails): string | null {
  const order = lectureOrder(details.chapters);
  const resume = details.resume?.lectureId;
  if (resume && order.some((lecture) => lecture.id === resume)) return resume;
  return order[0]?.id ?? null;
}
