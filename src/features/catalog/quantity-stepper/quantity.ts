/** A quantity as the shopper typed it: a whole number (possibly 0 or negative), or NaN for anything else. */
export function parseQuantity(text: string): number {
  return /^\s*-?\d+\s*$/.test(text) ? Number(text) : Number.NaN;
}

/** The text after pressing − or + : one step from the typed number (from `min` when it is not a number), never below `min`. */
export function stepQuantity(text: string, step: 1 | -1, min: number): string {
  const current = parseQuantity(text);
  const from = Number.isNaN(current) ? min : current;
  return String(Math.max(min, from + step));
}
