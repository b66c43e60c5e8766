/** A page number, or a gap ("…") between two runs of page numbers. */
export type PageSlot = number | 'gap';

/**
 * The page numbers to offer: the first and last pages, the current one with `siblings` either
 * side, and a gap where numbers are left out (a gap never hides a single page: it is shown).
 */
export function pageSlots(current: number, total: number, siblings = 1): PageSlot[] {
  if (total <= 1) return total === 1 ? [1] : [];
  const page = Math.min(Math.max(current, 1), total);
  const wanted = new Set([1, total]);
  for (let p = page - siblings; p <= page + siblings; p += 1) if (p >= 1 && p <= total) wanted.add(p);
  const pages = [...wanted].sort((a, b) => a - b);
  const slots: PageSlot[] = [];
  pages.forEach((p, index) => {
    const before = pages[index - 1];
    if (before !== undefined && p - before === 2) slots.push(before + 1);
    else if (before !== undefined && p - before > 2) slots.push('gap');
    slots.push(p);
  });
  return slots;
}
