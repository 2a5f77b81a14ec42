/**
 * A small stand-in catalogue for `build.ts --fixture`, so the pipeline can be developed and checked without
 * the real catalogue (which other people edit). Its output goes to a scratch folder, never to the app.
 */
import type { DemoCourse, DemoInstructor } from '../../apps/api/src/demo/types.ts';

export const fixtureInstructors: DemoInstructor[] = [
  {
    key: 'fixture-teacher',
    name: 'Meera Krishnan',
    designation: 'Data Engineer and weekend Python trainer',
    description: 'Fixture instructor.',
    profilePhoto: '/images/people/ananya-rao.svg',
  },
];

const base = {
  subject: 'Python',
  level: 'Beginner',
  thumbnail: '/images/courses/python-foundations.svg',
  coverPhoto: '/images/courses/python-foundations.svg',
  description: [],
  realPrice: 999,
  discountedPrice: null,
  detailDescription: '',
  duration: '2 weeks',
  overview: '',
  whatYouWillLearn: [],
  instructorKey: 'fixture-teacher',
  faqs: [],
  reviews: [],
  roadmap: [],
} satisfies Partial<DemoCourse>;

export const fixtureCourses: DemoCourse[] = [
  {
    ...base,
    title: 'Fixture: Pandas for Busy Analysts',
    status: 'published',
    chapters: [
      {
        name: 'Tables, Not Loops',
        lectures: [
          {
            title: 'Why analysts reach for Pandas',
            free: true,
            points: [
              'Pandas is the workhorse library for tabular data in Python, and almost every analytics team in India uses it daily.',
              'A DataFrame is a table with labelled rows and columns, and each column is a Series with its own data type.',
              'Instead of writing loops over rows, you describe what you want for a whole column at once, which is shorter and much faster.',
              'By the end of this chapter you will load a CSV of festive season sales and answer three business questions with it.',
            ],
          },
          {
            title: 'Loading a CSV and checking its shape',
            free: false,
            points: [
              'The read_csv function turns a comma separated file into a DataFrame in a single line.',
              'Always look at the shape, the first few rows and the column types before you trust a new dataset, because surprises hide in all three.',
              'Missing values show up as NaN, and the isna method followed by sum tells you how many each column has.',
            ],
          },
        ],
      },
      {
        name: 'Answering Questions',
        lectures: [
          {
            title: 'GroupBy: split, apply, combine',
            free: false,
            points: [
              'Most business questions sound like "total sales per city" or "average order value per month", and each of them is a group by.',
              'Pandas splits the rows into groups, applies a summary such as sum or mean to each group, and combines the answers into a new table.',
              'You can group by more than one column, and the agg method lets you compute several summaries in one go.',
              'Sort the result and look at the top and bottom few rows, because that is usually where the story is.',
              'Finally, write one sentence that answers the question in plain English, so that someone who never opens the notebook still gets the insight.',
            ],
          },
        ],
      },
    ],
  },
  {
    ...base,
    title: 'Fixture: Coming Soon Course',
    status: 'coming soon',
    chapters: [{ name: 'Later', lectures: [{ title: 'Not recorded yet', free: true, points: ['Soon.'] }] }],
  },
];
