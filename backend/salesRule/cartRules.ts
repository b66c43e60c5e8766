import { lineOptions, listCartItems, type CartItemRow } from '../repositories/cart/cartItems';
import { selectionProductId } from '../repositories/cart/cartProducts';
import type { CartRow } from '../repositories/cart/cartRepository';
import { customerGroupOf, productRuleAttributes, ruleAddress, type ProductRuleAttributes } from '../repositories/cart/ruleFacts';
import { rulesForCoupon, type SalesRuleRow } from '../repositories/cart/salesRules';
import { customerRuleUses } from '../repositories/cart/salesRuleUsage';
import type { Db } from '../types';
import { applyRules, type RuleLine, type RulesOutcome } from './applyRules';
import type { AddressFacts, ConditionNode, ItemFacts } from './conditionTree';
import type { SalesRule } from './salesRule';

// Reads what the rules need for one cart and runs them (applyRules).

const tree = (json: string | null) => (json ? (JSON.parse(json) as ConditionNode) : null);

function toSalesRule(row: SalesRuleRow): SalesRule {
  return {
    ruleId: row.rule_id,
    code: row.code,
    label: row.label,
    isActive: row.is_active === 1,
    fromDate: row.from_date,
    toDate: row.to_date,
    sortOrder: row.sort_order,
    stopRulesProcessing: row.stop_rules_processing === 1,
    simpleAction: row.simple_action,
    discountAmount: row.discount_amount,
    discountQty: row.discount_qty,
    discountStep: row.discount_step,
    simpleFreeShipping: row.simple_free_shipping,
    conditions: tree(row.conditions_serialized),
    actions: tree(row.actions_serialized),
    usesPerCoupon: row.uses_per_coupon,
    usesPerCustomer: row.uses_per_customer,
    timesUsed: row.times_used,
    customerGroupIds: (row.customer_group_ids ?? '').split(',').filter(Boolean).map(Number),
  };
}

const VIRTUAL_TYPES = new Set(['virtual', 'downloadable']);

/** The products inside a line: a configurable's chosen child, a bundle's selections. */
function innerProductIds(db: Db, item: CartItemRow): number[] {
  if (item.child_product_id) return [item.child_product_id];
  const selections = lineOptions(item).bundle ?? [];
  return selections.map((choice) => selectionProductId(db, choice.selection_id)).filter((id): id is number => id !== null);
}

function itemFacts(item: CartItemRow, product: ProductRuleAttributes | undefined, sku: string): ItemFacts {
  return {
    sku,
    category_ids: product?.category_ids ?? [],
    attribute_set_id: product?.attribute_set_id ?? 4,
    quote_item_qty: item.qty,
    quote_item_price: item.price,
    quote_item_row_total: item.price * item.qty,
  };
}

function ruleLines(db: Db, items: readonly CartItemRow[]): { lines: RuleLine[]; weight: number } {
  const inner = new Map(items.map((item) => [item.item_id, innerProductIds(db, item)]));
  const products = productRuleAttributes(db, items.flatMap((item) => [item.product_id, ...(inner.get(item.item_id) ?? [])]));
  let weight = 0;
  const lines = items.map((item): RuleLine => {
    const isVirtual = VIRTUAL_TYPES.has(item.product_type);
    const own = products.get(item.child_product_id ?? item.product_id);
    if (!isVirtual) weight += (own?.weight ?? 0) * item.qty;
    const children = (inner.get(item.item_id) ?? []).map((id) => itemFacts(item, products.get(id), products.get(id)?.sku ?? item.sku));
    return { ...itemFacts(item, products.get(item.product_id), item.sku), itemId: item.item_id, isVirtual, children };
  });
  return { lines, weight };
}

function addressFacts(db: Db, quoteId: number, lines: readonly RuleLine[], weight: number): AddressFacts {
  const address = ruleAddress(db, quoteId);
  return {
    base_subtotal: lines.reduce((sum, line) => sum + line.quote_item_row_total, 0),
    total_qty: lines.reduce((sum, line) => sum + line.quote_item_qty, 0),
    weight,
    region_id: address?.region_id ?? null,
    region: address?.region ?? null,
    postcode: address?.postcode ?? null,
    country_id: address?.country_id ?? null,
    shipping_method: address?.shipping_carrier_code && address.shipping_method_code ? `${address.shipping_carrier_code}_${address.shipping_method_code}` : null,
    payment_method: address?.payment_method ?? null,
  };
}

/**
 * The rules' outcome on the cart today, with its coupon, or with `couponCode` instead (a code being
 * tried before it is kept on the cart).
 */
export function cartRulesOutcome(
  db: Db,
  cart: Pick<CartRow, 'quote_id' | 'customer_id' | 'coupon_code'>,
  today: string,
  couponCode: string | null = cart.coupon_code,
): RulesOutcome & { subtotal: number } {
  const { lines, weight } = ruleLines(db, listCartItems(db, cart.quote_id));
  const address = addressFacts(db, cart.quote_id, lines, weight);
  const rules = rulesForCoupon(db, couponCode).map(toSalesRule);
  const shopper = { customerId: cart.customer_id, customerGroupId: customerGroupOf(db, cart.customer_id), couponCode, today, customerUses: customerRuleUses(db, cart.customer_id) };
  return { ...applyRules(rules, { address, lines }, shopper), subtotal: address.base_subtotal };
}
