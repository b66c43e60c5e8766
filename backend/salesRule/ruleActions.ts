import type { SalesRule } from './salesRule';
import { splitDiscount } from './splitDiscount';

/** A line a rule's actions took, and what earlier rules already took off it. */
export interface DiscountableLine {
  price: number;
  qty: number;
  alreadyOff: number;
}

const leftOf = (line: DiscountableLine) => Math.max(0, line.price * line.qty - line.alreadyOff);

/** Magento's Validator::getItemQty: the units discounted, at most discount_qty. */
const discountedUnits = (rule: SalesRule, line: DiscountableLine) => (rule.discountQty ? Math.min(line.qty, rule.discountQty) : line.qty);

/** Magento's BuyXGetY: of every X + Y units, Y are free, plus the units past X in a last incomplete set. */
function freeUnits(rule: SalesRule, units: number): number {
  const x = rule.discountStep;
  const y = rule.discountAmount;
  if (!x || !y) return 0;
  const periods = Math.floor(units / (x + y));
  const rest = units - periods * (x + y);
  return periods * y + Math.max(0, rest - x);
}

/** The unrounded amount a per-unit rule takes off a line (Magento's ByPercent, ByFixed, BuyXGetY calculators). */
function rawAmount(rule: SalesRule, line: DiscountableLine): number {
  const units = discountedUnits(rule, line);
  switch (rule.simpleAction) {
    case 'by_percent':
      return Math.max(0, units * line.price - line.alreadyOff) * (Math.min(rule.discountAmount, 100) / 100);
    case 'by_fixed':
      return units * rule.discountAmount;
    case 'buy_x_get_y':
      return freeUnits(rule, units) * line.price;
    default:
      return 0;
  }
}

/**
 * What the rule takes off each of its lines, in whole rupiah (IDR amounts are integers), never more
 * than is left of a line (Magento's Utility::minFix). Per-unit actions carry each line's rounding to
 * the next (Magento's deltaRoundingFix); cart_fixed spreads its amount over the lines by what is left
 * of them (Magento's CartFixed), capped at their total.
 */
export function ruleLineAmounts(rule: SalesRule, lines: readonly DiscountableLine[]): number[] {
  if (rule.simpleAction === 'cart_fixed') {
    const left = lines.map(leftOf);
    return splitDiscount(left, Math.min(rule.discountAmount, left.reduce((sum, amount) => sum + amount, 0)));
  }
  let carried = 0;
  return lines.map((line) => {
    const exact = Math.min(rawAmount(rule, line), leftOf(line)) + carried;
    const amount = Math.min(Math.max(0, Math.round(exact)), Math.floor(leftOf(line)));
    carried = exact - amount;
    return amount;
  });
}
