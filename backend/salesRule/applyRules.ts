import type { AddressFacts, LineFacts } from './conditionTree';
import { cartMatches, lineMatches } from './conditions';
import { ruleEligibility, type ShopperContext } from './eligibility';
import { ruleLineAmounts } from './ruleActions';
import { ruleLabel, type SalesRule } from './salesRule';

/** A cart line as the rules see it: its facts, its id, and whether it is shipped. */
export interface RuleLine extends LineFacts {
  itemId: number;
  isVirtual: boolean;
}

export interface RuleDiscount {
  ruleId: number;
  label: string;
  /** Whole rupiah, positive. */
  amount: number;
}

export interface RulesOutcome {
  /** Each line's discounts, by item id (a rule that took nothing off a line is left out). */
  lines: ReadonlyMap<number, RuleDiscount[]>;
  /** Each rule's discount on the whole cart, in the order the rules ran; only amounts above zero. */
  discounts: RuleDiscount[];
  /** Every rule that applied to an item, free shipping only included (Magento's applied_rule_ids). */
  appliedRuleIds: number[];
  /** The cart's coupon as its rule stores it, when that rule applied; else null. */
  couponCode: string | null;
  /** Why the cart's coupon gives nothing: its uses are used up, or the cart does not meet its rule. */
  couponRefusal: 'used-up' | 'does-not-apply' | null;
  /** Every shipped item ships free, or a rule frees the whole shipment. */
  freeShipping: boolean;
}

const byPriority = (a: SalesRule, b: SalesRule) => a.sortOrder - b.sortOrder || a.ruleId - b.ruleId;

/**
 * Magento's Validator + RulesApplier on a cart: the rules in priority order, each one that may run
 * (eligibility) and whose conditions the cart meets gives its discount to the lines its actions
 * take, on what earlier rules left of them; a rule that stops rules processing leaves its lines
 * to no later rule. Free shipping follows simple_free_shipping: the matching items, or the whole
 * shipment.
 */
export function applyRules(rules: readonly SalesRule[], cart: { address: AddressFacts; lines: readonly RuleLine[] }, shopper: ShopperContext): RulesOutcome {
  const lines = new Map<number, RuleDiscount[]>(cart.lines.map((line) => [line.itemId, []]));
  const alreadyOff = new Map<number, number>(cart.lines.map((line) => [line.itemId, 0]));
  const stopped = new Set<number>();
  const freeItems = new Set<number>();
  const discounts: RuleDiscount[] = [];
  const appliedRuleIds: number[] = [];
  let wholeShipmentFree = false;
  let couponCode: string | null = null;
  let couponRefusal: RulesOutcome['couponRefusal'] = shopper.couponCode ? 'does-not-apply' : null;

  for (const rule of [...rules].sort(byPriority)) {
    const eligibility = ruleEligibility(rule, shopper);
    if (eligibility === 'used-up' && rule.code !== null) couponRefusal = 'used-up';
    if (eligibility !== 'eligible' || !cartMatches(rule.conditions, cart)) continue;
    const taken = cart.lines.filter((line) => !stopped.has(line.itemId) && lineMatches(rule.actions, line));
    if (!taken.length) continue;

    const amounts = ruleLineAmounts(rule, taken.map((line) => ({ price: line.quote_item_price, qty: line.quote_item_qty, alreadyOff: alreadyOff.get(line.itemId) ?? 0 })));
    const label = ruleLabel(rule);
    taken.forEach((line, index) => {
      if (amounts[index] > 0) lines.get(line.itemId)?.push({ ruleId: rule.ruleId, label, amount: amounts[index] });
      alreadyOff.set(line.itemId, (alreadyOff.get(line.itemId) ?? 0) + amounts[index]);
      if (rule.simpleFreeShipping === 1) freeItems.add(line.itemId);
      if (rule.stopRulesProcessing) stopped.add(line.itemId);
    });
    if (rule.simpleFreeShipping === 2) wholeShipmentFree = true;
    const total = amounts.reduce((sum, amount) => sum + amount, 0);
    if (total > 0) discounts.push({ ruleId: rule.ruleId, label, amount: total });
    appliedRuleIds.push(rule.ruleId);
    if (rule.code !== null) {
      couponCode = rule.code;
      couponRefusal = null;
    }
  }

  const shipped = cart.lines.filter((line) => !line.isVirtual);
  const freeShipping = shipped.length > 0 && (wholeShipmentFree || shipped.every((line) => freeItems.has(line.itemId)));
  return { lines, discounts, appliedRuleIds, couponCode, couponRefusal, freeShipping };
}
