import { demoCourses } from './catalogue.ts';
import { demoCoursesA } from './catalogue-more-a.ts';
import { demoCoursesB } from './catalogue-more-b.ts';
import type { DemoCourse } from './types.ts';

export { demoInstructors } from './catalogue.ts';

/** Every demo course, in catalogue order. */
export const allDemoCourses: DemoCourse[] = [...demoCourses, ...demoCoursesA, ...demoCoursesB];
