/**
 * A cart discount split over its lines in proportion to their row totals, as Magento's sales rules
 * spread a cart-wide amount over the items with delta rounding: each line's share is rounded with
 * the rounding left over from the lines before it carried along, so the shares always add up to the
 * discount exactly. Shares are whole rupiah when the discount is (IDR amounts are integers), else
 * sen. The cart's item prices and the placed order's lines both use this, so they agree.
 */
export function splitDiscount(rowTotals: readonly number[], discount: number): number[] {
  const subtotal = rowTotals.reduce((sum, row) => sum + row, 0);
  if (!discount || subtotal <= 0) return rowTotals.map(() => 0);
  const unitsPerRupiah = Number.isInteger(discount) ? 1 : 100;
  const totalUnits = Math.round(discount * unitsPerRupiah);
  let rowsSoFar = 0;
  let unitsSoFar = 0;
  return rowTotals.map((row) => {
    rowsSoFar += row;
    // Rounding the running total (not each share) is what carries each line's rounding to the next.
    const units = Math.round((totalUnits * rowsSoFar) / subtotal);
    const share = units - unitsSoFar;
    unitsSoFar = units;
    return share / unitsPerRupiah;
  });
}
