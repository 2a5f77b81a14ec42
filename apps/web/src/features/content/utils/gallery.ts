import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export interface GalleryImage {
  src: string;
  alt: MessageDescriptor;
}

/** Photos of the free 2-day AI/ML bootcamp (home page success story). */
export const BOOTCAMP_GALLERY: readonly GalleryImage[] = [
  {
    src: '/images/gallery/ai-ml-bootcamp-1.svg',
    alt: msg`Participants in a video-call grid during the online AI/ML bootcamp`,
  },
  {
    src: '/images/gallery/ai-ml-bootcamp-2.svg',
    alt: msg`A mentor explaining a neural network on a whiteboard`,
  },
  {
    src: '/images/gallery/ai-ml-bootcamp-3.svg',
    alt: msg`A bootcamp completion certificate surrounded by confetti`,
  },
  {
    src: '/images/gallery/ai-ml-bootcamp-4.svg',
    alt: msg`A live question-and-answer session with the chat panel open`,
  },
  {
    src: '/images/gallery/ai-ml-bootcamp-5.svg',
    alt: msg`A hands-on lab with code and a chart on a laptop screen`,
  },
  {
    src: '/images/gallery/ai-ml-bootcamp-6.svg',
    alt: msg`A screen full of the 500+ participants who joined the bootcamp`,
  },
];

/** Photos of the Pathshala team (About page). */
export const TEAM_GALLERY: readonly GalleryImage[] = [
  { src: '/images/gallery/team-1.svg', alt: msg`The Pathshala team at work at a shared desk` },
  { src: '/images/gallery/team-2.svg', alt: msg`A mentor and a student in a one-on-one mentoring session` },
  { src: '/images/gallery/team-3.svg', alt: msg`A classroom session with a mentor at the board` },
  { src: '/images/gallery/team-4.svg', alt: msg`The team celebrating with balloons and confetti` },
];
