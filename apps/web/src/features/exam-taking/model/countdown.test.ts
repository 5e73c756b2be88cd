import { describe, expect, it } from 'vitest';
import { clockTone, deadlineFrom, formatClock, secondsLeft } from './countdown';

describe('the countdown follows the server’s seconds left', () => {
  it('counts down from examTime on the monotonic clock', () => {
    const deadline = deadlineFrom(90, 1_000);
    expect(secondsLeft(deadline, 1_000)).toBe(90);
    expect(secondsLeft(deadline, 1_400)).toBe(90);
    expect(secondsLeft(deadline, 2_000)).toBe(89);
    expect(secondsLeft(deadline, 91_000)).toBe(0);
    expect(secondsLeft(deadline, 500_000)).toBe(0);
  });

  it('takes each new answer of the server as the truth (a re-sync moves the deadline both ways)', () => {
    let deadline = deadlineFrom(600, 0);
    // 100 s later the browser thinks 500 s are left; the server's autosave answer says 480.
    expect(secondsLeft(deadline, 100_000)).toBe(500);
    deadline = deadlineFrom(480, 100_000);
    expect(secondsLeft(deadline, 100_000)).toBe(480);
    // Staff extended the session: the next answer says 900.
    deadline = deadlineFrom(900, 110_000);
    expect(secondsLeft(deadline, 110_000)).toBe(900);
    // A reload: nothing local survives, the open-session answer alone sets the clock.
    expect(secondsLeft(deadlineFrom(123, 0), 0)).toBe(123);
  });

  it('never runs from a negative examTime', () => {
    expect(secondsLeft(deadlineFrom(-5, 0), 0)).toBe(0);
  });

  it('turns amber from 5 minutes and red from 1 minute', () => {
    expect(clockTone(301)).toBe('normal');
    expect(clockTone(300)).toBe('warning');
    expect(clockTone(61)).toBe('warning');
    expect(clockTone(60)).toBe('danger');
    expect(clockTone(0)).toBe('danger');
  });

  it('shows mm:ss, and h:mm:ss from an hour', () => {
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(65)).toBe('01:05');
    expect(formatClock(50 * 60)).toBe('50:00');
    expect(formatClock(90 * 60 + 7)).toBe('1:30:07');
  });
});
