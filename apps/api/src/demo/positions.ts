import type { PositionCategory } from '@pathshala/shared/engagement';
import type { PositionKind, WorkMode } from '@pathshala/shared/jobs-board-constants';

/** What the board shows of a demo position beyond its title (rupees; the loader stores paise). */
export interface DemoPositionDetails {
  kind?: PositionKind;
  team?: string;
  workMode?: WorkMode;
  city?: string;
  durationMonths?: number;
  payMin?: number;
  payMax?: number;
  eligibleYears?: string[];
  eligibleProgrammes?: string[];
  skills?: string[];
  /** Days after loading that applications close (a deadline in India time); none: no deadline. */
  closesInDays?: number;
  openings?: number;
}

/**
 * Demo open positions for the careers page; applications go to /internship/{title}. A title the internship form
 * lists already has its row (migration 0043): the loader fills that row instead of adding another.
 */
export const demoPositions: ({
  title: string;
  category: PositionCategory;
  detailedDescription: string;
} & DemoPositionDetails)[] = [
  {
    title: 'Frontend Developer Intern',
    category: 'Engineering',
    detailedDescription:
      'Build the pages learners use every day in React and TypeScript: the course catalogue, the lecture viewer and the checkout. You will ship to production in your first month, with code review from a senior engineer.',
    kind: 'internship',
    team: 'Web Development',
    workMode: 'Remote',
    durationMonths: 3,
    payMin: 15000,
    payMax: 20000,
    eligibleYears: ['3', '4'],
    eligibleProgrammes: ['B.Tech', 'B.E.', 'BCA', 'MCA'],
    skills: ['React', 'TypeScript', 'CSS'],
    closesInDays: 30,
    openings: 3,
  },
  {
    title: 'Backend Developer Intern',
    category: 'Engineering',
    detailedDescription:
      'Work on the Node.js and PostgreSQL services behind payments, enrolments and video delivery. Learn to write migrations, measure queries and keep an API fast under load.',
    kind: 'internship',
    team: 'Platform',
    workMode: 'Hybrid',
    city: 'Bengaluru',
    durationMonths: 6,
    payMin: 20000,
    payMax: 25000,
    eligibleYears: ['3', '4', '5+'],
    eligibleProgrammes: ['B.Tech', 'B.E.', 'MCA', 'M.Tech'],
    skills: ['Node.js', 'PostgreSQL', 'SQL'],
    closesInDays: 45,
    openings: 2,
  },
  {
    title: 'Machine Learning Intern',
    category: 'Engineering',
    detailedDescription:
      'Help build course recommendations and practice-question difficulty models from anonymised learning data, from notebook to a small service in production.',
    kind: 'internship',
    team: 'Web Development',
    workMode: 'Remote',
    durationMonths: 4,
    payMin: 20000,
    payMax: 30000,
    eligibleYears: ['3', '4', '5+'],
    eligibleProgrammes: ['B.Tech', 'B.E.', 'M.Tech', 'M.Sc'],
    skills: ['Python', 'PyTorch', 'SQL'],
    openings: 2,
  },
  {
    title: 'Associate Product Manager',
    category: 'Product',
    detailedDescription:
      'Talk to students and mentors, turn what you learn into small, well-argued product changes, and follow them through design, build and launch with the team.',
    kind: 'job',
    team: 'Product',
    workMode: 'Hybrid',
    city: 'Bengaluru',
    payMin: 1200000,
    payMax: 1600000,
    eligibleYears: ['4', '5+'],
    eligibleProgrammes: ['B.Tech', 'B.E.', 'MBA'],
    skills: ['User research', 'SQL', 'Roadmaps'],
    openings: 1,
  },
  {
    title: 'UX/UI Design Intern',
    category: 'Design',
    detailedDescription:
      'Design flows for phones first: learning on a 375 px screen over a patchy connection. Prototype in Figma, test with real students, and hand over designs engineers enjoy building.',
    kind: 'internship',
    team: 'Design',
    workMode: 'Remote',
    durationMonths: 3,
    payMin: 12000,
    payMax: 18000,
    eligibleYears: ['2', '3', '4'],
    eligibleProgrammes: ['B.Des', 'B.Tech', 'BCA', 'B.A.'],
    skills: ['Figma', 'Prototyping', 'User testing'],
    openings: 2,
  },
  {
    title: 'Learner Success Associate',
    category: 'Operations',
    detailedDescription:
      'Be the first answer to students and parents: course questions, payments and refunds, certificates. Spot the questions that repeat and help us fix their causes.',
    kind: 'job',
    team: 'Learner Success',
    workMode: 'On-site',
    city: 'Noida',
    payMin: 400000,
    payMax: 550000,
    eligibleYears: ['5+'],
    skills: ['Communication', 'Hindi', 'English'],
    openings: 4,
  },
  {
    title: 'Placement Coordinator',
    category: 'Operations',
    detailedDescription:
      'Build relationships with hiring partners, schedule mock interviews with our mentors, and track how our learners do in placement season.',
    kind: 'job',
    team: 'Placements',
    workMode: 'Hybrid',
    city: 'Pune',
    payMin: 500000,
    payMax: 700000,
    eligibleYears: ['5+'],
    eligibleProgrammes: ['BBA', 'MBA', 'B.Com'],
    skills: ['Partnerships', 'Scheduling', 'Excel'],
    openings: 1,
  },
  {
    title: 'Content Marketing Intern',
    category: 'Marketing',
    detailedDescription:
      'Write articles, short videos and newsletters that help students prepare for placements, and learn how to measure what actually brings learners to Pathshala.',
    kind: 'internship',
    team: 'Marketing',
    workMode: 'Remote',
    durationMonths: 3,
    payMin: 10000,
    payMax: 15000,
    eligibleYears: ['1', '2', '3'],
    skills: ['Writing', 'Video', 'SEO'],
    closesInDays: 20,
    openings: 2,
  },
];

/**
 * Demo details of the internship form's listings (by listing id) that no demo position above already fills. The
 * titles, departments, durations and locations are the spec's; these add what the board shows.
 */
export const demoListingDetails: Record<number, DemoPositionDetails & { detailedDescription: string }> = {
  2: {
    detailedDescription:
      'Plan and run campaigns for new courses and bootcamps across social media and e-mail, and report what each one brought in.',
    city: 'Delhi',
    payMin: 10000,
    payMax: 12000,
    eligibleYears: ['2', '3', '4'],
    eligibleProgrammes: ['BBA', 'B.Com', 'B.A.', 'MBA'],
    skills: ['Social media', 'Copywriting', 'Analytics'],
    openings: 2,
  },
  3: {
    detailedDescription:
      'Turn course, practice and placement data into dashboards and answers the team acts on, with SQL and Python.',
    city: 'Bengaluru',
    payMin: 15000,
    payMax: 20000,
    eligibleYears: ['3', '4', '5+'],
    eligibleProgrammes: ['B.Tech', 'B.E.', 'B.Sc', 'BCA', 'M.Sc', 'MCA'],
    skills: ['SQL', 'Python', 'Statistics'],
    closesInDays: 25,
    openings: 2,
  },
  5: {
    detailedDescription:
      'Meet colleges and training partners, explain our programmes, and follow partnerships from first call to signed agreement.',
    city: 'Mumbai',
    payMin: 12000,
    payMax: 15000,
    eligibleYears: ['3', '4', '5+'],
    eligibleProgrammes: ['BBA', 'MBA', 'B.Com'],
    skills: ['Sales', 'Negotiation', 'CRM'],
    openings: 3,
  },
  6: {
    detailedDescription:
      'Write lesson notes, practice explanations and blog posts in clear English (and Hindi, if you can) for students preparing for placements.',
    payMin: 8000,
    payMax: 12000,
    eligibleYears: ['1', '2', '3', '4'],
    skills: ['Writing', 'Editing', 'Hindi'],
    openings: 4,
  },
  7: {
    detailedDescription:
      'Work across the product with a mentor: small features end to end, tests that catch real bugs, and code reviews on both sides.',
    city: 'Hyderabad',
    payMin: 20000,
    payMax: 25000,
    eligibleYears: ['3', '4'],
    eligibleProgrammes: ['B.Tech', 'B.E.', 'MCA', 'M.Tech'],
    skills: ['Java', 'Data structures', 'Git'],
    openings: 3,
  },
  8: {
    detailedDescription:
      'Build and test REST endpoints, background jobs and database migrations for the platform that serves our learners.',
    payMin: 15000,
    payMax: 22000,
    eligibleYears: ['3', '4', '5+'],
    eligibleProgrammes: ['B.Tech', 'B.E.', 'BCA', 'MCA'],
    skills: ['Node.js', 'REST', 'PostgreSQL'],
    openings: 2,
  },
  9: {
    detailedDescription:
      'Build accessible React components and pages that load fast on a phone, with tests and reviews.',
    payMin: 15000,
    payMax: 20000,
    eligibleYears: ['2', '3', '4'],
    eligibleProgrammes: ['B.Tech', 'B.E.', 'BCA', 'MCA'],
    skills: ['React', 'JavaScript', 'Testing'],
    openings: 2,
  },
  10: {
    detailedDescription:
      'Write Node.js services and scripts, from the first test to monitoring in production.',
    payMin: 15000,
    payMax: 20000,
    eligibleYears: ['3', '4'],
    eligibleProgrammes: ['B.Tech', 'B.E.', 'BCA', 'MCA'],
    skills: ['Node.js', 'Express', 'MongoDB'],
    openings: 2,
  },
  11: {
    detailedDescription:
      'Ship features across MongoDB, Express, React and Node.js in a small team, with a mentor who reviews every change.',
    payMin: 18000,
    payMax: 24000,
    eligibleYears: ['3', '4', '5+'],
    eligibleProgrammes: ['B.Tech', 'B.E.', 'BCA', 'MCA'],
    skills: ['MongoDB', 'Express', 'React', 'Node.js'],
    openings: 2,
  },
};
