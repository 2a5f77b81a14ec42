import { useEffect, useState } from 'react';

const secondsUntil = (deadline: number | null) =>
  deadline === null ? null : Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

/**
 * Whole seconds left until `deadline` (a time on this browser's clock, worked out from the server's), updated
 * as each second passes. Counting against the deadline, not decrementing, keeps it right after the tab slept.
 */
export function useCountdown(deadline: number | null): number | null {
  const [remaining, setRemaining] = useState(() => secondsUntil(deadline));
  useEffect(() => {
    setRemaining(secondsUntil(deadline));
    if (deadline === null) return;
    const timer = window.setInterval(() => setRemaining(secondsUntil(deadline)), 250);
    return () => window.clearInterval(timer);
  }, [deadline]);
  return remaining;
}
