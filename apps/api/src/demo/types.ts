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
