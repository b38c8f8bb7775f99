/**
 * The numbered pager's items: the first and last page always, the current page with one neighbour
 * on each side, and gaps between; a gap that would hide a single page shows that page instead.
 * pageNumbers(6, 20) -> [1, 'gap', 5, 6, 7, 'gap', 20].
 */
export type PagerItem = number | 'gap';

export function pageNumbers(current: number, total: number, around = 1): PagerItem[] {
  if (total <= 1) return [1];
  // Few enough pages that gaps would save nothing: show them all.
  if (total <= 2 * around + 5) return Array.from({ length: total }, (_, index) => index + 1);
  const page = Math.min(Math.max(1, current), total);
  const shown = new Set<number>([1, total]);
  for (let step = -around; step <= around; step += 1) {
    const near = page + step;
    if (near >= 1 && near <= total) shown.add(near);
  }
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PagerItem[] = [];
  for (const [index, number] of sorted.entries()) {
    const before = sorted[index - 1];
    if (before !== undefined && number - before === 2) items.push(before + 1);
    else if (before !== undefined && number - before > 2) items.push('gap');
    items.push(number);
  }
  return items;
}

export const pageCount = (count: number, pageSize: number) => Math.max(1, Math.ceil(count / pageSize));
