import type { DemoBanner } from './types.ts';

/** Home page banners: artwork without words, and the words drawn over it as real text. */
export const demoBanners: DemoBanner[] = [
  {
    imageUrl: '/images/banners/placement-season-2026.svg',
    alt: 'A rising bar chart topped with a flag, beside a briefcase',
    headline: 'Placement season 2026',
    subline: 'Start your prep: aptitude, DSA and mock interviews.',
    ctaLabel: 'Start your prep',
    link: '/Placement Preparation',
  },
  {
    imageUrl: '/images/banners/full-stack-bootcamp.svg',
    alt: 'A code editor window next to a stack of servers',
    headline: 'Full-Stack Bootcamp',
    subline: 'New batch starting soon: live classes and real projects.',
    ctaLabel: 'Join the batch',
    link: '/courses',
  },
  {
    imageUrl: '/images/banners/free-ai-ml-workshop.svg',
    alt: 'A glowing neural network of connected nodes',
    headline: 'Free AI/ML workshop',
    subline: 'Two days, live online, with a certificate.',
    ctaLabel: 'Register now',
    link: '/coming',
  },
  {
    imageUrl: '/images/banners/welcome20-offer.svg',
    alt: 'A discount tag with a percent sign',
    headline: '20% off with WELCOME20',
    subline: 'Use the code at checkout on any course.',
    ctaLabel: 'Browse courses',
    link: '/courses',
  },
];
