import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import { courses } from '../db/schema/catalogue.ts';
import { enrollments } from '../db/schema/commerce.ts';
import { courseProjects, projectSubmissions, type SubmissionStatus } from '../db/schema/projects.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Projects of three demo courses: two taught by the demo instructor, one by another instructor. */
const DEMO_PROJECTS = [
  {
    key: 'sales',
    course: 'Data Science with Python and Pandas',
    title: 'Festive-season sales analysis',
    dueDays: 14,
    brief: `Analyse three months of sales from a chain of Indian kirana stores around Diwali.

## What to hand in
- A Jupyter notebook (or a repository holding it) that **cleans** the data: missing prices, duplicate bills, mixed date formats.
- Weekly revenue per store and the five best-selling categories in the festive fortnight.
- Two charts that a store manager would understand at a glance.

## Tips
Keep each step in its own cell with a one-line comment, and end with three findings in plain words.
Submit a \`https://\` link to your repository, or a PDF export of the notebook.`,
    rubric: [
      { criterion: 'Data cleaning', points: 10 },
      { criterion: 'Analysis and insight', points: 15 },
      { criterion: 'Charts', points: 10 },
      { criterion: 'Readable notebook', points: 5 },
    ],
  },
  {
    key: 'churn',
    course: 'Data Science with Python and Pandas',
    title: 'Customer churn exploration',
    dueDays: 30,
    brief: `A telecom operator wants to know **who leaves and why**. Explore the churn data set from the course
resources, frame two questions, and answer them with grouped statistics and one chart each.

1. State each question in one sentence.
2. Show the pandas code that answers it.
3. Say what you would tell the operator's retention team.`,
    rubric: [
      { criterion: 'Questions worth asking', points: 5 },
      { criterion: 'Exploration with pandas', points: 15 },
      { criterion: 'Findings for the business', points: 10 },
    ],
  },
  {
    key: 'retail-sql',
    course: 'SQL and Data Analysis for Business',
    title: 'Retail store SQL report',
    dueDays: 21,
    brief: `Write the SQL behind a monthly report for a retail chain: revenue by region, repeat customers, and
the ten products with falling sales. Put each query in a \`.sql\` file with a comment saying what it answers,
and finish with a one-page summary (PDF) for the regional managers.`,
    rubric: [
      { criterion: 'Correct queries', points: 20 },
      { criterion: 'Clear, commented SQL', points: 10 },
      { criterion: 'Business summary', points: 10 },
    ],
  },
  {
    key: 'todo-app',
    course: 'Full-Stack Web Development Bootcamp',
    title: 'Deploy a full-stack to-do app',
    dueDays: 28,
    brief: `Build a to-do app with sign-in, a REST API and a database, and deploy it.

- React front end, Node.js and Express API, PostgreSQL.
- Each user sees only their own tasks.
- A README with the live link and how to run it locally.`,
    rubric: [
      { criterion: 'Works end to end', points: 15 },
      { criterion: 'Code structure', points: 10 },
      { criterion: 'Deployment and README', points: 5 },
    ],
  },
] as const;

type ProjectKey = (typeof DEMO_PROJECTS)[number]['key'];

interface DemoAttempt {
  status: SubmissionStatus;
  daysAgo: number;
  repoUrl: string;
  scores?: number[];
  feedback?: string;
}

/** Learners of the demo courses and their attempts: some passed, some sent back, some waiting for review. */
const DEMO_LEARNERS: {
  name: string;
  email: string;
  /** The demo learner's account, already inserted. */
  existing?: boolean;
  enrolledDaysAgo: number;
  courses: string[];
  attempts: Partial<Record<ProjectKey, DemoAttempt[]>>;
}[] = [
  {
    name: 'Demo Learner',
    email: 'demo@pathshala.local',
    existing: true,
    enrolledDaysAgo: 20,
    courses: ['Data Science with Python and Pandas'],
    attempts: {
      sales: [
        {
          status: 'needs_changes',
          daysAgo: 12,
          repoUrl: 'https://github.com/demo-learner/diwali-sales',
          scores: [5, 9, 7, 3],
          feedback:
            'Good start. The duplicate bills are still in: drop rows with the same bill number and store before summing. The weekly chart needs labelled axes.',
        },
        {
          status: 'passed',
          daysAgo: 6,
          repoUrl: 'https://github.com/demo-learner/diwali-sales',
          scores: [9, 13, 9, 5],
          feedback: 'Clean data now, and the category finding is sharp. Well done.',
        },
      ],
    },
  },
  {
    name: 'Priya Nair',
    email: 'priya.nair@pathshala.local',
    enrolledDaysAgo: 25,
    courses: ['Data Science with Python and Pandas', 'SQL and Data Analysis for Business'],
    attempts: {
      sales: [{ status: 'submitted', daysAgo: 4, repoUrl: 'https://github.com/priya-nair/festive-sales' }],
      'retail-sql': [
        {
          status: 'needs_changes',
          daysAgo: 9,
          repoUrl: 'https://github.com/priya-nair/retail-report-sql',
          scores: [12, 7, 6],
          feedback:
            'The repeat-customer query counts a customer once per bill; group by customer first. Add the summary PDF.',
        },
      ],
    },
  },
  {
    name: 'Karan Mehta',
    email: 'karan.mehta@pathshala.local',
    enrolledDaysAgo: 35,
    courses: ['Data Science with Python and Pandas', 'SQL and Data Analysis for Business'],
    attempts: {
      sales: [
        {
          status: 'passed',
          daysAgo: 20,
          repoUrl: 'https://github.com/karan-mehta/kirana-sales',
          scores: [10, 14, 8, 4],
          feedback: 'Thorough cleaning and clear charts. Try a heatmap of store by week next time.',
        },
      ],
      churn: [{ status: 'submitted', daysAgo: 2, repoUrl: 'https://github.com/karan-mehta/churn-eda' }],
      'retail-sql': [
        { status: 'submitted', daysAgo: 3, repoUrl: 'https://github.com/karan-mehta/retail-sql' },
      ],
    },
  },
  {
    name: 'Sneha Kulkarni',
    email: 'sneha.kulkarni@pathshala.local',
    enrolledDaysAgo: 15,
    courses: ['Full-Stack Web Development Bootcamp'],
    attempts: {
      'todo-app': [{ status: 'submitted', daysAgo: 1, repoUrl: 'https://github.com/sneha-k/todo-fullstack' }],
    },
  },
];

/**
 * Projects on three demo courses, with learners' attempts: the demo learner has one passed after a round of
 * changes and one to do; the demo instructor has attempts waiting in her review queue. The extra learners sign in
 * with the demo learner's password.
 */
export async function loadDemoProjects(
  db: Database,
  options: { learnerPasswordHash: string; reviewerId: string | null; now?: number },
) {
  const now = options.now ?? Date.now();
  const titles = [...new Set(DEMO_PROJECTS.map((project) => project.course))];
  const courseRows = await db
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .where(inArray(courses.title, titles));
  const courseIdByTitle = new Map(courseRows.map((row) => [row.title, row.id]));

  const projectIdByKey = new Map<ProjectKey, string>();
  for (const [position, project] of DEMO_PROJECTS.entries()) {
    const courseId = courseIdByTitle.get(project.course);
    if (!courseId) continue;
    const [row] = await db
      .insert(courseProjects)
      .values({
        courseId,
        title: project.title,
        brief: project.brief,
        rubric: [...project.rubric],
        dueDays: project.dueDays,
        position,
      })
      .returning({ id: courseProjects.id });
    if (row) projectIdByKey.set(project.key, row.id);
  }

  const newLearners = DEMO_LEARNERS.filter((learner) => !learner.existing);
  await db.insert(users).values(
    newLearners.map((learner) => ({
      name: learner.name,
      email: learner.email,
      mobileNo: '9876522222',
      passwordHash: options.learnerPasswordHash,
      role: 'learner' as const,
    })),
  );
  const accounts = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_LEARNERS.map((learner) => learner.email),
      ),
    );
  const userIdByEmail = new Map(accounts.map((account) => [account.email, account.id]));

  for (const learner of DEMO_LEARNERS) {
    const userId = userIdByEmail.get(learner.email);
    if (!userId) continue;
    const enrolledAt = new Date(now - learner.enrolledDaysAgo * DAY_MS);
    const courseIds = learner.courses.flatMap((title) => courseIdByTitle.get(title) ?? []);
    if (courseIds.length > 0) {
      await db
        .insert(enrollments)
        .values(courseIds.map((courseId) => ({ userId, courseId, createdAt: enrolledAt })));
    }
    for (const [key, attempts] of Object.entries(learner.attempts) as [ProjectKey, DemoAttempt[]][]) {
      const projectId = projectIdByKey.get(key);
      if (!projectId) continue;
      await db.insert(projectSubmissions).values(
        attempts.map((attempt, index) => {
          const submittedAt = new Date(now - attempt.daysAgo * DAY_MS);
          const reviewed = attempt.status !== 'submitted';
          return {
            projectId,
            userId,
            attempt: index + 1,
            repoUrl: attempt.repoUrl,
            status: attempt.status,
            scores: attempt.scores ?? null,
            feedback: attempt.feedback ?? null,
            reviewedBy: reviewed ? options.reviewerId : null,
            reviewedAt: reviewed ? new Date(submittedAt.getTime() + 2 * DAY_MS) : null,
            submittedAt,
          };
        }),
      );
    }
  }
}
