import type { Pagination } from '@tutor/contract/list-query';

/** The offset of the page after `page`, or null when it was the last one. */
export function nextOffset(page: Pagination): number | null {
  const next = page.offset + page.limit;
  return page.limit > 0 && next < page.total ? next : null;
}

/** A score or a point total as the page's language writes numbers ("7,75" in Vietnamese, "7.75" in English). */
export function formatPoints(value: number, language: string): string {
  return value.toLocaleString(language === 'en' ? 'en-US' : 'vi-VN', { maximumFractionDigits: 2 });
}
