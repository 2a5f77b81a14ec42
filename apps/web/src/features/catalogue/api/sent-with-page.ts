import type { CourseDetails, Review, RoadmapStep } from '@pathshala/shared/catalogue';
import { COURSE_PAGE_DATA_ID } from '@pathshala/shared/constants';

/**
 * What the server writes into a course page (apps/api/src/plugins/web-app.ts): the calls' exact answers, the
 * details' under `response`. The server's render (prerender.tsx) reads the same block with the same reader.
 */
export interface CoursePageBlock {
  courseId?: string;
  response?: { data?: { details?: CourseDetails } };
  roadmap?: { roadmaps?: RoadmapStep[] };
  reviews?: { data?: { review?: Review[] } };
}

interface CourseAnswers {
  details?: CourseDetails;
  roadmap?: RoadmapStep[];
  reviews?: Review[];
}

/** The answers in a course page's block, as their queries hold them. */
export function readCoursePageBlock(block: CoursePageBlock): CourseAnswers {
  return {
    details: block.response?.data?.details,
    roadmap: block.roadmap?.roadmaps,
    reviews: block.reviews?.data?.review,
  };
}

let sent: { courseId: string; answers: CourseAnswers } | undefined;

/** Reads the page's data block once, and takes it out of the page. */
function readBlock() {
  if (typeof document === 'undefined') return;
  const element = document.getElementById(COURSE_PAGE_DATA_ID);
  if (!element) return;
  element.remove();
  try {
    const block = JSON.parse(element.textContent ?? '') as CoursePageBlock;
    if (typeof block.courseId !== 'string') return;
    sent = { courseId: block.courseId, answers: readCoursePageBlock(block) };
  } catch {
    // A block that does not parse is no block: the page asks the API.
  }
}

/**
 * An answer the server sent with this page for this course (ADR 018, 020), taken once: the page draws it when its
 * scripts run instead of asking the API first. Any other course, a later visit within the app, or a page
 * without it is asked for as usual.
 */
export function takeSentWithPage<K extends keyof CourseAnswers>(
  courseId: string,
  name: K,
): CourseAnswers[K] | undefined {
  readBlock();
  if (sent?.courseId !== courseId) return undefined;
  const answer = sent.answers[name];
  delete sent.answers[name];
  return answer;
}
