/** Minutes and seconds of a time taken (`75:04`), as the xlsx and the lesson history report show it. */
export const clock = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(Math.round(seconds) % 60).padStart(2, '0')}`;

/** A share 0…1 as a whole percent. */
export const percent = (share: number | null) => (share === null ? '–' : `${Math.round(share * 100)}%`);

/** A score with the language's decimal mark (7,75 in Vietnamese). */
export const scoreText = (value: number | null, language: string) =>
  value === null
    ? '–'
    : value.toLocaleString(language === 'en' ? 'en-US' : 'vi-VN', { maximumFractionDigits: 2 });

/** Histogram bar colours: red for the lowest fifth to green for the top, by the bin's position. */
export function binColor(index: number, count: number): string {
  const ratio = count <= 1 ? 1 : index / (count - 1);
  const hue = Math.round(ratio * 120);
  return `hsl(${hue} 60% 50%)`;
}
