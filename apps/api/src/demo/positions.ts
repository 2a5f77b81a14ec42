import type { PositionCategory } from '@pathshala/shared/engagement';

/** Demo open positions for the careers page; applications go to /internship/{title}. */
export const demoPositions: { title: string; category: PositionCategory; detailedDescription: string }[] = [
  {
    title: 'Frontend Developer Intern',
    category: 'Engineering',
    detailedDescription:
      'Build the pages learners use every day in React and TypeScript: the course catalogue, the lecture viewer and the checkout. You will ship to production in your first month, with code review from a senior engineer.',
  },
  {
    title: 'Backend Developer Intern',
    category: 'Engineering',
    detailedDescription:
      'Work on the Node.js and PostgreSQL services behind payments, enrolments and video delivery. Learn to write migrations, measure queries and keep an API fast under load.',
  },
  {
    title: 'Machine Learning Intern',
    category: 'Engineering',
    detailedDescription:
      'Help build course recommendations and practice-question difficulty models from anonymised learning data, from notebook to a small service in production.',
  },
  {
    title: 'Associate Product Manager',
    category: 'Product',
    detailedDescription:
      'Talk to students and mentors, turn what you learn into small, well-argued product changes, and follow them through design, build and launch with the team.',
  },
  {
    title: 'UX/UI Design Intern',
    category: 'Design',
    detailedDescription:
      'Design flows for phones first: learning on a 375 px screen over a patchy connection. Prototype in Figma, test with real students, and hand over designs engineers enjoy building.',
  },
  {
    title: 'Learner Success Associate',
    category: 'Operations',
    detailedDescription:
      'Be the first answer to students and parents: course questions, payments and refunds, certificates. Spot the questions that repeat and help us fix their causes.',
  },
  {
    title: 'Placement Coordinator',
    category: 'Operations',
    detailedDescription:
      'Build relationships with hiring partners, schedule mock interviews with our mentors, and track how our learners do in placement season.',
  },
  {
    title: 'Content Marketing Intern',
    category: 'Marketing',
    detailedDescription:
      'Write articles, short videos and newsletters that help students prepare for placements, and learn how to measure what actually brings learners to Pathshala.',
  },
];
