/** Seconds as a clock: 75 → '1:15', 3725 → '1:02:05'. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** The embed address starting at `second` (YouTube reads `start`, Vimeo the `#t=` fragment). */
export function embedAt(embedUrl: string, option: string, second: number, isAutoplay: boolean): string {
  const url = new URL(embedUrl);
  if (isAutoplay) url.searchParams.set('autoplay', '1');
  if (option === 'YOUTUBE') {
    url.searchParams.set('rel', '0');
    if (second > 0) url.searchParams.set('start', String(Math.floor(second)));
    return url.toString();
  }
  return second > 0 ? `${url.toString()}#t=${Math.floor(second)}s` : url.toString();
}
