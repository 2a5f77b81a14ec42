import type { PlacementTopic } from '@pathshala/shared/constants';
import type { KnownServicePath } from '@pathshala/shared/service-paths';

/** Shape of the demo catalogue that is loaded into an empty embedded database on first start. */
export interface DemoInstructor {
  /** Stable key the courses refer to. */
  key: string;
  name: string;
  designation: string;
  description: string;
  /** Path under the web app's public folder, e.g. /images/people/ananya-rao.svg */
  profilePhoto: string;
}

export interface DemoLecture {
  title: string;
  /** Free lectures can be previewed by anyone. Each published course has exactly one: its first lecture. */
  free: boolean;
  /**
   * What this lecture teaches: 3-6 full spoken sentences, each 10-30 words. scripts/media turns the title and
   * these points into the lecture's narrated slide video and captions, and the chapter's notes PDF. The
   * lecture's duration is not written here: it is the generated file's real length (media/manifest.json).
   */
  points: string[];
}

export interface DemoChapter {
  name: string;
  lectures: DemoLecture[];
}

export interface DemoCourse {
  title: string;
  /** One of the catalogue subjects: Data Science, Machine Learning, Python, UI/UX, Frontend Development, Backend Development, Web Development */
  subject: string;
  status: 'published' | 'coming soon';
  level: 'Beginner' | 'Intermediate' | 'Advanced';
  /** Paths under the web app's public folder, e.g. /images/courses/python-foundations.svg */
  thumbnail: string;
  coverPhoto: string;
  /** Short bullet points shown on the card. */
  description: string[];
  /** Rupees, whole numbers. */
  realPrice: number;
  discountedPrice: number | null;
  detailDescription: string;
  /** e.g. "12 weeks" */
  duration: string;
  overview: string;
  whatYouWillLearn: string[];
  instructorKey: string;
  chapters: DemoChapter[];
  faqs: { question: string; answer: string }[];
  /** The course's star rating and rating count are computed from these; none for a coming-soon course. */
  reviews: { name: string; comment: string; rating: number; date: string }[];
  /** The course page's timeline; each icon is one emoji, printed inside the step's circle. */
  roadmap: { title: string; description: string; icon: string }[];
}

export interface DemoMentor {
  name: string;
  email: string;
  description: string;
  /** Full LinkedIn URL, or '' to fall back to the company page. */
  linkedIn: string;
  /** /images/mentors/<slug>.svg (square avatar) */
  profilePhoto: string;
  /** /images/mentors/<slug>-cover.svg (wide) */
  coverPhoto: string;
}

export interface DemoService {
  /** Each service card links to /{title}: a path of spec §2's route table exactly, so it opens a page in any
   *  client ('Workshops & Webinars', 'Mock Technical Interviews' and 'Industry Projects' are coming-soon routes). */
  title: KnownServicePath;
  description: string;
  /** /images/services/<slug>.svg */
  coverPhoto: string;
  /** Sort order; null sorts last. */
  index: number | null;
}

export interface DemoTestimonial {
  /** Every demo testimonial is complete: the UI's fallbacks are for real data, not for show. */
  message: string;
  name: string;
  designation: string;
  profilePhoto: string | null;
}

export interface DemoBanner {
  /** /images/banners/<slug>.svg, 1200x400 */
  imageUrl: string;
  alt: string;
  /** Words drawn over the artwork as real text (the artwork has none). */
  headline: string;
  subline: string;
  ctaLabel: string | null;
  /** Internal path the banner links to, or null. */
  link: string | null;
}

export interface DemoCollaborator {
  name: string;
  /** /images/collaborators/<slug>.svg */
  logo: string;
  website: string;
}

export interface DemoPlacementCourse {
  title: string;
  /** The placement topic it shows under on the placement page (its tab is the topic in upper case). */
  subject: PlacementTopic;
  /** /images/placement/<slug>.svg */
  coverPhoto: string;
  /** Bullet items; an item may carry its own price (rupees). */
  description: { text: string; realPrice?: number; price?: number }[];
  realPrice: number;
  discountedPrice: number | null;
  /** 0 means free. */
  price: number;
  review: number;
  level: 'Beginner' | 'Intermediate' | 'Expert';
  /** One of the two placement instructors. */
  instructorName: string;
  status: 'published' | 'coming soon';
}
