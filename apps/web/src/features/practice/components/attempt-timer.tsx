import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { cn } from '@/utils/cn';
import { formatClock, spokenDuration } from '../utils/format';

interface AttemptTimerProps {
  remaining: number | null;
  sectionTitle: string;
  /** The section's full length, to turn the clock red in its last tenth (and last minute). */
  durationSeconds: number;
}

/**
 * The section's countdown. Screen readers hear it once a minute (and when it runs out), not every second;
 * the clock itself is a timer role, which is not announced while it changes.
 */
export function AttemptTimer({ remaining, sectionTitle, durationSeconds }: AttemptTimerProps) {
  const { t, i18n } = useLingui();
  const [announcement, setAnnouncement] = useState('');
  const minutesLeft = remaining === null ? null : Math.ceil(remaining / 60);
  const lastMinutes = useRef(minutesLeft);

  useEffect(() => {
    if (minutesLeft === null || minutesLeft === lastMinutes.current) return;
    const first = lastMinutes.current === null;
    lastMinutes.current = minutesLeft;
    if (first) return;
    if (remaining === 0) setAnnouncement(t`Time is up for ${sectionTitle}.`);
    else {
      const left = spokenDuration(i18n, minutesLeft * 60);
      setAnnouncement(t`${left} left in ${sectionTitle}.`);
    }
  }, [minutesLeft, remaining, sectionTitle, t, i18n]);

  const urgent = remaining !== null && (remaining <= 60 || remaining <= durationSeconds / 10);
  return (
    <div className="flex items-center gap-2">
      <span className="sr-only sm:not-sr-only sm:text-xs sm:font-medium sm:text-slate-500">
        <Trans>Time left</Trans>
      </span>
      <span
        role="timer"
        aria-label={t`Time left in ${sectionTitle}`}
        data-testid="attempt-timer"
        className={cn(
          'rounded-lg px-3 py-1.5 font-mono text-lg font-bold tabular-nums',
          urgent ? 'bg-red-50 text-red-700 ring-1 ring-red-200' : 'bg-slate-100 text-slate-900',
        )}
      >
        {remaining === null ? '--:--' : formatClock(remaining)}
      </span>
      <span aria-live="polite" className="sr-only">
        {announcement}
      </span>
    </div>
  );
}
