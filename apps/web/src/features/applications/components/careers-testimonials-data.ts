import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { paths } from '@/config/paths';

/** Spec §3: careers testimonials are fixed in the page (image, text, author, role, link). */
export interface CareersTestimonial {
  image: string;
  text: MessageDescriptor;
  author: string;
  role: MessageDescriptor;
  link: string;
}

export const CAREERS_TESTIMONIALS: readonly CareersTestimonial[] = [
  {
    image: '/images/people/ananya-rao.svg',
    text: msg`I came to teach one data science batch and stayed for the people. Every week a learner writes to say they cracked an interview — nothing else I have done feels this rewarding.`,
    author: 'Ananya Rao',
    role: msg`Senior Data Scientist and Mentor`,
    link: paths.aboutUs,
  },
  {
    image: '/images/people/vikram-iyer.svg',
    text: msg`Here I get to explain the maths behind a model to people who really want to learn it. The team gives me time to build material properly instead of rushing it out.`,
    author: 'Vikram Iyer',
    role: msg`Machine Learning Engineer and Mentor`,
    link: paths.aboutUs,
  },
  {
    image: '/images/people/rohan-mehta.svg',
    text: msg`Flexible hours mean I can record lectures when I am at my sharpest. My ideas for new Python modules are heard and shipped within weeks, not quarters.`,
    author: 'Rohan Mehta',
    role: msg`Python Developer and Trainer`,
    link: paths.aboutUs,
  },
  {
    image: '/images/people/sneha-kulkarni.svg',
    text: msg`Design at Pathshala starts with talking to students. I have run workshops on campuses from Pune to Bengaluru and brought what I learned straight back into the product.`,
    author: 'Sneha Kulkarni',
    role: msg`Lead Product Designer`,
    link: paths.aboutUs,
  },
  {
    image: '/images/people/arjun-nair.svg',
    text: msg`We ship small, ship often and care about accessibility. Reviewing hundreds of student portfolios has made me a better engineer myself.`,
    author: 'Arjun Nair',
    role: msg`Senior Frontend Engineer`,
    link: paths.aboutUs,
  },
  {
    image: '/images/people/farhan-siddiqui.svg',
    text: msg`The problems are real: thousands of learners watching lectures at once during placement season. Solving them with a team this supportive is a joy.`,
    author: 'Farhan Siddiqui',
    role: msg`Staff Backend Engineer`,
    link: paths.aboutUs,
  },
];
