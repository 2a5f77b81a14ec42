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
  /** "mm:ss" */
  duration: string;
  /** Free lectures can be previewed by anyone. */
  free: boolean;
}

export interface DemoChapter {
  name: string;
  /** e.g. "1h 20m" */
  duration: string;
  lectures: DemoLecture[];
}

export interface DemoCourse {
  title: string;
  /** One of the catalogue subjects: Data Science, Machine Learning, Python, UI/UX, Frontend Development, Backend Development, Web Development */
  subject: string;
  status: 'published' | 'coming soon';
  /** Paths under the web app's public folder, e.g. /images/courses/python-foundations.svg */
  thumbnail: string;
  coverPhoto: string;
  /** Whole-number star rating, 1-5. */
  review: number;
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
  students: number;
  chapters: DemoChapter[];
  faqs: { question: string; answer: string }[];
  reviews: { name: string; comment: string; rating: number; date: string }[];
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
  /** Each service card links to /{title}; 'Workshops & Webinars', 'Mock Technical Interviews' and
   *  'Industry Projects' are coming-soon routes, 'Placement Preparation' is the placement page. */
  title: string;
  description: string;
  /** /images/services/<slug>.svg */
  coverPhoto: string;
  /** Sort order; null sorts last. */
  index: number | null;
}

export interface DemoTestimonial {
  /** Empty strings are stored as missing, to exercise the spec's defaults. */
  message: string;
  name: string;
  designation: string;
  profilePhoto: string | null;
}

export interface DemoBanner {
  /** /images/banners/<slug>.svg, 1200x400 */
  imageUrl: string;
  alt: string;
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
  /** Category shown as a tab, e.g. 'Aptitude', 'Data Structures', 'Interview Skills', 'Resume & LinkedIn', 'HR Round' */
  subject: string;
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
