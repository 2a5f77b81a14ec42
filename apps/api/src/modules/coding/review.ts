import type { CodingReviewOutcome } from '@pathshala/shared/coding-progress';
import { type Card, createEmptyCard, fsrs, Rating } from 'ts-fsrs';

/**
 * Spaced review of coding problems on the practice engine's scheduler (FSRS through ts-fsrs). A problem enters
 * review when it is missed — a judged submission that is not accepted, or an explicit give-up — and is rated
 * Again; a later accepted submission rates it Good, so FSRS sends it out a day, then days and weeks. A missed
 * problem stays due until it is solved.
 *
 * The schedule is replayed from the learner's own history instead of being stored: the history is already
 * kept, the judge's order of finishing cannot reorder it (events go by the time the learner submitted), and no
 * second copy can drift from it. Fuzz is off so the replay is the same every time.
 */
const scheduler = fsrs({ enable_fuzz: false, learning_steps: ['1m'], relearning_steps: ['1m'] });

export interface ReviewEvent {
  problemId: string;
  at: Date;
  /** A judged submission's verdict, or a give-up. */
  outcome: 'accepted' | 'missed' | 'gaveUp';
}

export interface ReviewState {
  problemId: string;
  card: Card;
  lastOutcome: CodingReviewOutcome;
  lastReviewedAt: Date;
  /** Missed and not solved since: due whatever the card says. */
  missed: boolean;
}

/** Replays one learner's events (any order) into a review state per problem that ever entered review. */
export function replayReviews(events: ReviewEvent[]): Map<string, ReviewState> {
  const states = new Map<string, ReviewState>();
  const ordered = [...events].sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const event of ordered) {
    const state = states.get(event.problemId);
    if (event.outcome === 'accepted') {
      // Solved without a miss: never in review. Solved again before it is due: the schedule stands.
      if (!state || (!state.missed && state.card.due > event.at)) continue;
      state.card = scheduler.next(state.card, event.at, Rating.Good).card;
      state.missed = false;
      state.lastOutcome = 'solved';
      state.lastReviewedAt = event.at;
      continue;
    }
    const card = scheduler.next(state?.card ?? createEmptyCard(event.at), event.at, Rating.Again).card;
    states.set(event.problemId, {
      problemId: event.problemId,
      card,
      missed: true,
      lastOutcome: event.outcome === 'gaveUp' ? 'gaveUp' : 'failed',
      lastReviewedAt: event.at,
    });
  }
  return states;
}

export const isDue = (state: ReviewState, now: Date) => state.missed || state.card.due <= now;
