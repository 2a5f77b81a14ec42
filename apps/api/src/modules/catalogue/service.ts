import type { CourseSummary } from '@pathshala/shared/catalogue';
import type { CourseRow } from './repository.ts';

/** Money is stored in paise; the API speaks rupees (spec shapes). */
export const paiseToRupees = (paise: number) => paise / 100;

export function toCourseSummary({ course, instructor }: CourseRow): CourseSummary {
  const realPrice = paiseToRupees(course.realPricePaise);
  const discountedPrice =
    course.discountedPricePaise === null ? null : paiseToRupees(course.discountedPricePaise);
  return {
    _id: course.id,
    id: course.id,
    title: course.title,
    subject: course.subject,
    status: course.status,
    thumbnail: course.thumbnail,
    coverPhoto: course.coverPhoto,
    review: course.review,
    description: course.description,
    realPrice,
    discountedPrice,
    price: discountedPrice ?? realPrice,
    duration: course.duration,
    totalLecture: course.totalLecture,
    students: course.students,
    instructor: instructor && {
      name: instructor.name,
      designation: instructor.designation,
      description: instructor.description,
      profilePhoto: instructor.profilePhoto,
    },
  };
}
