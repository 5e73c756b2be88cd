import { useCallback, useEffect, useRef, useState } from 'react';
import { type ClockTone, clockTone, deadlineFrom, secondsLeft } from '@/features/exam-taking/model/countdown';

export type ServerClock = {
  /** Seconds left, null before the first answer from the server. */
  seconds: number | null;
  tone: ClockTone;
  /** Takes the server's `examTime` (seconds left) from an answer just received. */
  sync: (examTime: number) => void;
};

const monotonicNow = () => performance.now();

/**
 * The countdown of spec §3's exam session, driven by the server's seconds left (see `model/countdown`);
 * `onZero` runs once when it reaches zero (the automatic submit).
 */
export function useServerClock(onZero: () => void, now: () => number = monotonicNow): ServerClock {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [seconds, setSeconds] = useState<number | null>(null);
  const onZeroRef = useRef(onZero);
  onZeroRef.current = onZero;
  const hasFiredRef = useRef(false);

  const sync = useCallback(
    (examTime: number) => {
      setDeadline(deadlineFrom(examTime, now()));
      setSeconds(secondsLeft(deadlineFrom(examTime, now()), now()));
    },
    [now],
  );

  useEffect(() => {
    if (deadline === null) return undefined;
    const tick = () => {
      const left = secondsLeft(deadline, now());
      setSeconds(left);
      if (left === 0 && !hasFiredRef.current) {
        hasFiredRef.current = true;
        onZeroRef.current();
      }
    };
    tick();
    // A quarter-second tick keeps the shown second within 250 ms of the deadline without drifting.
    const timer = window.setInterval(tick, 250);
    return () => window.clearInterval(timer);
  }, [deadline, now]);

  return { seconds, tone: clockTone(seconds ?? Number.POSITIVE_INFINITY), sync };
}
