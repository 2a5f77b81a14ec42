import { Trans } from '@lingui/react/macro';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Spec §9: the bar climbs by 10 every 300 ms (about 3 seconds to 100). */
const STEP = 10;
const STEP_MS = 300;

/**
 * The submit animation of the internship form: `start` shows the bar at 0 and climbs to 100; one step
 * later the bar hides, progress goes back to 0 and `onDone` runs.
 */
export function useSubmitProgress(onDone: () => void) {
  const [progress, setProgress] = useState(0);
  const [active, setActive] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const done = useRef(onDone);
  useLayoutEffect(() => {
    done.current = onDone;
  });

  const stop = useCallback(() => {
    window.clearInterval(timer.current);
    timer.current = undefined;
  }, []);

  const start = useCallback(() => {
    stop();
    let value = 0;
    setProgress(0);
    setActive(true);
    timer.current = window.setInterval(() => {
      if (value >= 100) {
        stop();
        setActive(false);
        setProgress(0);
        done.current();
        return;
      }
      value = Math.min(value + STEP, 100);
      setProgress(value);
    }, STEP_MS);
  }, [stop]);

  useEffect(() => stop, [stop]);

  return { progress, active, start };
}

/** 'Submitting your application...' with a determinate bar (role progressbar, aria-valuenow). */
export function InternshipProgress({ progress }: { progress: number }) {
  return (
    <div className="flex flex-col gap-2" data-testid="internship-progress">
      <div className="flex items-center justify-between gap-4 text-sm">
        <p id="internship-progress-label" className="font-medium text-slate-800">
          <Trans>Submitting your application...</Trans>
        </p>
        <span className="tabular-nums text-slate-500" aria-hidden="true">
          {progress}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="internship-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        className="h-2.5 w-full overflow-hidden rounded-full bg-brand-100"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-300 ease-linear"
          style={{ width: `${progress}%` }}
        />
      </div>
    </div>
  );
}
