/**
 * A change in a balance as a ledger shows it: "+Rp 50.000", "−200 points". The minus is a true
 * minus sign (U+2212), as the totals write discounts.
 */
export function withSign(value: number, format: (magnitude: number) => string): string {
  return `${value < 0 ? '−' : '+'}${format(Math.abs(value))}`;
}
