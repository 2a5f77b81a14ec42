import { paths } from '@/config/paths';

/** Spec §3: careers testimonials are fixed in the page (image, text, author, role, link). */
export interface CareersTestimonial {
  image: string;
  text: string;
  author: string;
  role: string;
  link: string;
}

export const CAREERS_TESTIMONIALS: readonly CareersTestimonial[] = [
  {
    image: '/images/people/ananya-rao.svg',
    text: 'I came to teach one data science batch and stayed for the people. Every week a learner writes to say they cracked an interview — nothing else I have done feels this rewarding.',
    author: 'Ananya Rao',
    role: 'Senior Data Scientist and Mentor',
    link: paths.aboutUs,
  },
  {
    image: '/images/people/vikram-iyer.svg',
    text: 'Here I get to explain the maths behind a model to people who really want to learn it. The team gives me time to build material properly instead of rushing it out.',
    author: 'Vikram Iyer',
    role: 'Machine Learning Engineer and Mentor',
    link: paths.aboutUs,
  },
  {
    image: '/images/people/rohan-mehta.svg',
    text: 'Flexible hours mean I can record lectures when I am at my sharpest. My ideas for new Python modules are heard and shipped within weeks, not quarters.',
    author: 'Rohan Mehta',
    role: 'Python Developer and Trainer',
    link: paths.aboutUs,
  },
  {
    image: '/images/people/sneha-kulkarni.svg',
    text: 'Design at Pathshala starts with talking to students. I have run workshops on campuses from Pune to Bengaluru and brought what I learned straight back into the product.',
    author: 'Sneha Kulkarni',
    role: 'Lead Product Designer',
    link: paths.aboutUs,
  },
  {
    image: '/images/people/arjun-nair.svg',
    text: 'We ship small, ship often and care about accessibility. Reviewing hundreds of student portfolios has made me a better engineer myself.',
    author: 'Arjun Nair',
    role: 'Senior Frontend Engineer',
    link: paths.aboutUs,
  },
  {
    image: '/images/people/farhan-siddiqui.svg',
    text: 'The problems are real: thousands of learners watching lectures at once during placement season. Solving them with a team this supportive is a joy.',
    author: 'Farhan Siddiqui',
    role: 'Staff Backend Engineer',
    link: paths.aboutUs,
  },
];
