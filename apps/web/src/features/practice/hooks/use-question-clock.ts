import { useCallback, useEffect, useRef } from 'react';

interface ClockState {
  questionId: string | null;
  since: number;
  carriedMs: number;
  paused: boolean;
}

const elapsedMs = (state: ClockState) =>
  state.carriedMs + (state.paused ? 0 : performance.now() - state.since);

/**
 * Time spent looking at the question on screen, for `timeSpentSeconds`. `take(questionId)` hands over the whole
 * seconds counted for that question since the last take (the rest carries over); time while the tab is hidden
 * does not count. When the visible question changes, `onLeave` gets the seconds the previous one had left.
 */
export function useQuestionClock(
  questionId: string | null,
  onLeave: (questionId: string, seconds: number) => void,
) {
  const clock = useRef<ClockState>({
    questionId,
    since: performance.now(),
    carriedMs: 0,
    paused: document.hidden,
  });
  const onLeaveRef = useRef(onLeave);
  onLeaveRef.current = onLeave;

  const take = useCallback((forQuestion: string) => {
    const state = clock.current;
    if (state.questionId !== forQuestion) return 0;
    const total = elapsedMs(state);
    const seconds = Math.floor(total / 1000);
    state.carriedMs = total - seconds * 1000;
    state.since = performance.now();
    return seconds;
  }, []);

  useEffect(() => {
    const state = clock.current;
    if (state.questionId === questionId) return;
    const previous = state.questionId;
    const seconds = previous ? Math.floor(elapsedMs(state) / 1000) : 0;
    clock.current = { questionId, since: performance.now(), carriedMs: 0, paused: document.hidden };
    if (previous && seconds > 0) onLeaveRef.current(previous, seconds);
  }, [questionId]);

  useEffect(() => {
    const onVisibility = () => {
      const state = clock.current;
      if (document.hidden && !state.paused) {
        state.carriedMs += performance.now() - state.since;
        state.paused = true;
      } else if (!document.hidden && state.paused) {
        state.since = performance.now();
        state.paused = false;
      }
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  return take;
}
