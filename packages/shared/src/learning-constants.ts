/** The lecture viewer's constants without zod. `learning.ts` re-exports them. */

export const END_OF_LECTURES = 'end of lectures';

export const NO_PREVIOUS_LECTURE = 'no prev lec';

/** A lecture counts as completed once this share of it was watched (or the learner marks it done). */
export const COMPLETION_THRESHOLD = 0.9;

export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;
