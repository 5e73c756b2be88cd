import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type WindowState = 'always' | 'upcoming' | 'open' | 'closed';

/** Where an exam's window stands at `now` (an exam without one is always open). */
export function windowState(
  exam: { opensAt: string | null; closesAt: string | null },
  now: number,
): WindowState {
  if (!exam.opensAt && !exam.closesAt) return 'always';
  if (exam.opensAt && Date.parse(exam.opensAt) > now) return 'upcoming';
  if (exam.closesAt && Date.parse(exam.closesAt) <= now) return 'closed';
  return 'open';
}

/** "2 ngày 03:04:05": days, then hours, minutes and seconds. */
export function formatCountdown(ms: number, dayLabel: (days: number) => string): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const clock = [Math.floor((total % 86_400) / 3600), Math.floor((total % 3600) / 60), total % 60]
    .map((n) => String(n).padStart(2, '0'))
    .join(':');
  return days > 0 ? `${dayLabel(days)} ${clock}` : clock;
}

/**
 * The time left until the window opens or closes, ticking each second. It starts after hydration:
 * the server's HTML and the first render agree (no clock in them), then the browser's clock takes over.
 */
export function WindowCountdown({ exam }: { exam: { opensAt: string | null; closesAt: string | null } }) {
  const { t } = useTranslation();
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  if (now === null) return null;
  const state = windowState(exam, now);
  const target = state === 'upcoming' ? exam.opensAt : state === 'open' ? exam.closesAt : null;
  if (!target) return null;
  return (
    <p
      role="timer"
      aria-live="off"
      style={{ margin: 0, fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}
    >
      {t(state === 'upcoming' ? 'exams.opensIn' : 'exams.closesIn', {
        time: formatCountdown(Date.parse(target) - now, (days) => t('exams.days', { count: days })),
      })}
    </p>
  );
}
