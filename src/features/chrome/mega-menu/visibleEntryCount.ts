/**
 * How many top-level entries fit in one row of `available` pixels: all of them when they fit,
 * otherwise as many as fit beside the "More" entry that holds the rest (at least none).
 */
export function visibleEntryCount(entryWidths: number[], available: number, moreWidth: number): number {
  const total = entryWidths.reduce((sum, width) => sum + width, 0);
  if (total <= available) return entryWidths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of entryWidths) {
    if (used + width > available) break;
    used += width;
    count += 1;
  }
  return count;
}
