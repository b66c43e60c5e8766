import { applyRules, type RuleLine } from '../applyRules';
import { addressIs, cartConditions, itemConditions, productIs, type AddressFacts } from '../conditionTree';
import type { ShopperContext } from '../eligibility';
import type { SalesRule } from '../salesRule';

let nextId = 1;
const rule = (overrides: Partial<SalesRule>): SalesRule => ({
  ruleId: nextId++,
  code: null,
  label: null,
  isActive: true,
  fromDate: null,
  toDate: null,
  sortOrder: 0,
  stopRulesProcessing: false,
  simpleAction: 'by_percent',
  discountAmount: 10,
  discountQty: null,
  discountStep: 0,
  simpleFreeShipping: 0,
  conditions: null,
  actions: null,
  usesPerCoupon: 0,
  usesPerCustomer: 0,
  timesUsed: 0,
  customerGroupIds: [0, 1],
  ...overrides,
});
const line = (itemId: number, sku: string, price: number, qty: number, extra: Partial<RuleLine> = {}): RuleLine => ({
  itemId,
  sku,
  category_ids: [],
  attribute_set_id: 4,
  quote_item_qty: qty,
  quote_item_price: price,
  quote_item_row_total: price * qty,
  isVirtual: false,
  children: [],
  ...extra,
});
const ADDRESS: AddressFacts = { base_subtotal: 0, total_qty: 0, weight: 0, region_id: null, region: null, postcode: null, country_id: 'ID', shipping_method: null, payment_method: null };
const cartOf = (lines: RuleLine[]) => ({
  address: { ...ADDRESS, base_subtotal: lines.reduce((sum, l) => sum + l.quote_item_row_total, 0), total_qty: lines.reduce((sum, l) => sum + l.quote_item_qty, 0) },
  lines,
});
const guest: ShopperContext = { customerId: null, customerGroupId: 0, couponCode: null, today: '2026-06-01', customerUses: new Map() };
const amountsOf = (outcome: ReturnType<typeof applyRules>) => Object.fromEntries([...outcome.lines].map(([id, discounts]) => [id, discounts.map((d) => d.amount)]));

describe('applyRules: actions', () => {
  const serum = line(1, 'SERUM', 300_000, 5);
  const sample = line(2, 'JG-SAMPLE', 15_000, 3);
  const mask = line(3, 'MASK', 33_333, 3);

  it('by_percent with actions and discount_qty: 100% off one unit of the matching item only', () => {
    const free = rule({ code: 'FREESAMPLE', discountAmount: 100, discountQty: 1, actions: itemConditions([productIs('sku', '==', 'JG-SAMPLE')]) });
    const outcome = applyRules([free], cartOf([serum, sample]), { ...guest, couponCode: 'freesample' });
    expect(amountsOf(outcome)).toEqual({ 1: [], 2: [15_000] });
    expect(outcome.discounts).toEqual([{ ruleId: free.ruleId, label: 'FREESAMPLE', amount: 15_000 }]);
    expect(outcome.couponCode).toBe('FREESAMPLE');
  });

  it('by_percent rounds each line to whole rupiah, carrying the rounding to the next line', () => {
    const outcome = applyRules([rule({ discountAmount: 15 })], cartOf([mask, line(4, 'B', 33_333, 1)]), guest);
    // 15% of 99.999 is 14.999,85 and of 33.333 is 4.999,95: 15.000 and 5.000 after the carried rounding.
    expect(amountsOf(outcome)).toEqual({ 3: [15_000], 4: [5000] });
  });

  it('by_fixed takes its amount off every unit, never more than the unit costs', () => {
    expect(amountsOf(applyRules([rule({ simpleAction: 'by_fixed', discountAmount: 20_000 })], cartOf([serum, sample]), guest))).toEqual({ 1: [100_000], 2: [45_000] });
  });

  it('cart_fixed spreads one amount over the matching lines by their totals, at most their total', () => {
    const fixed = rule({ simpleAction: 'cart_fixed', discountAmount: 25_000, actions: itemConditions([productIs('sku', '!=', 'SERUM')]) });
    const outcome = applyRules([fixed], cartOf([serum, sample, mask]), guest);
    // 25.000 × 45.000 / 144.999 = 7.758,7 → 7.759; the rest to the last line.
    expect(amountsOf(outcome)).toEqual({ 1: [], 2: [7759], 3: [17_241] });
    expect(outcome.discounts[0].amount).toBe(25_000);
    const tooMuch = applyRules([rule({ simpleAction: 'cart_fixed', discountAmount: 1_000_000 })], cartOf([sample]), guest);
    expect(tooMuch.discounts[0].amount).toBe(45_000);
  });

  it('buy_x_get_y: buy 2 get 1 free, at most discount_qty units counted', () => {
    const buy2get1 = rule({ simpleAction: 'buy_x_get_y', discountStep: 2, discountAmount: 1 });
    expect(amountsOf(applyRules([buy2get1], cartOf([line(1, 'A', 10_000, 7)]), guest))).toEqual({ 1: [20_000] });
    expect(amountsOf(applyRules([{ ...buy2get1, discountQty: 3 }], cartOf([line(1, 'A', 10_000, 7)]), guest))).toEqual({ 1: [10_000] });
    expect(amountsOf(applyRules([buy2get1], cartOf([line(1, 'A', 10_000, 2)]), guest))).toEqual({ 1: [] });
  });
});

describe('applyRules: priority and stop rules processing', () => {
  const a = line(1, 'A', 100_000, 1);
  const b = line(2, 'B', 100_000, 1);

  it('runs rules by sort_order, each on what the earlier ones left', () => {
    const second = rule({ sortOrder: 2, discountAmount: 50, label: 'half' });
    const first = rule({ sortOrder: 1, simpleAction: 'by_fixed', discountAmount: 20_000, label: 'fixed' });
    const outcome = applyRules([second, first], cartOf([a]), guest);
    expect(outcome.lines.get(1)).toEqual([
      { ruleId: first.ruleId, label: 'fixed', amount: 20_000 },
      { ruleId: second.ruleId, label: 'half', amount: 40_000 },
    ]);
    expect(outcome.appliedRuleIds).toEqual([first.ruleId, second.ruleId]);
  });

  it('a rule that stops rules processing keeps later rules off the items it took, not off the others', () => {
    const stopper = rule({ sortOrder: 1, stopRulesProcessing: true, actions: itemConditions([productIs('sku', '==', 'A')]) });
    const later = rule({ sortOrder: 2, discountAmount: 50 });
    expect(amountsOf(applyRules([stopper, later], cartOf([a, b]), guest))).toEqual({ 1: [10_000], 2: [50_000] });
    expect(amountsOf(applyRules([{ ...stopper, stopRulesProcessing: false }, later], cartOf([a, b]), guest))).toEqual({ 1: [10_000, 45_000], 2: [50_000] });
  });
});

describe('applyRules: who may use a rule, and when', () => {
  const cart = cartOf([line(1, 'A', 100_000, 1)]);
  const customer: ShopperContext = { customerId: 7, customerGroupId: 1, couponCode: 'SAVE', today: '2026-06-01', customerUses: new Map() };

  it('only for its customer groups', () => {
    const membersOnly = rule({ customerGroupIds: [1] });
    expect(applyRules([membersOnly], cart, guest).discounts).toEqual([]);
    expect(applyRules([membersOnly], cart, { ...customer, couponCode: null }).discounts).toHaveLength(1);
  });

  it('only between its dates, both days included', () => {
    const june = rule({ fromDate: '2026-06-01', toDate: '2026-06-30' });
    expect(applyRules([june], cart, guest).discounts).toHaveLength(1);
    expect(applyRules([june], cart, { ...guest, today: '2026-07-01' }).discounts).toEqual([]);
    expect(applyRules([june], cart, { ...guest, today: '2026-05-31' }).discounts).toEqual([]);
  });

  it('a coupon rule only with its code; says whether its uses are up or the cart does not meet it', () => {
    const coupon = rule({ code: 'SAVE', usesPerCoupon: 2, timesUsed: 1, conditions: cartConditions([addressIs('base_subtotal', '>=', 50_000)]) });
    expect(applyRules([coupon], cart, guest).couponRefusal).toBeNull();
    expect(applyRules([coupon], cart, guest).discounts).toEqual([]);
    expect(applyRules([coupon], cart, customer)).toMatchObject({ couponCode: 'SAVE', couponRefusal: null });
    expect(applyRules([{ ...coupon, timesUsed: 2 }], cart, customer)).toMatchObject({ couponCode: null, couponRefusal: 'used-up', discounts: [] });
    expect(applyRules([{ ...coupon, conditions: cartConditions([addressIs('base_subtotal', '>=', 500_000)]) }], cart, customer)).toMatchObject({ couponCode: null, couponRefusal: 'does-not-apply' });
  });

  it('uses per customer count a customer\'s uses only; a guest is limited by the coupon\'s total alone', () => {
    const oncePerCustomer = rule({ code: 'SAVE', usesPerCustomer: 1 });
    expect(applyRules([oncePerCustomer], cart, { ...customer, customerUses: new Map([[oncePerCustomer.ruleId, 1]]) }).couponRefusal).toBe('used-up');
    expect(applyRules([oncePerCustomer], cart, { ...customer, customerUses: new Map([[999, 1]]) }).couponCode).toBe('SAVE');
    expect(applyRules([oncePerCustomer], cart, { ...guest, couponCode: 'SAVE' }).couponCode).toBe('SAVE');
  });

  it('an inactive rule gives nothing', () => {
    expect(applyRules([rule({ isActive: false })], cart, guest).appliedRuleIds).toEqual([]);
  });
});

describe('applyRules: free shipping', () => {
  const sample = line(1, 'JG-SAMPLE', 15_000, 1);
  const serum = line(2, 'SERUM', 300_000, 1);
  const voucher = line(3, 'LAB-TEST', 200_000, 1, { isVirtual: true });
  const samplesShipFree = (mode: 1 | 2) => rule({ simpleFreeShipping: mode, discountAmount: 0, actions: itemConditions([productIs('sku', '==', 'JG-SAMPLE')]) });

  it('1 (matching items only): free when every shipped item matches; a virtual item needs no shipping', () => {
    expect(applyRules([samplesShipFree(1)], cartOf([sample]), guest).freeShipping).toBe(true);
    expect(applyRules([samplesShipFree(1)], cartOf([sample, voucher]), guest).freeShipping).toBe(true);
    expect(applyRules([samplesShipFree(1)], cartOf([sample, serum]), guest).freeShipping).toBe(false);
  });

  it('2 (the whole shipment): free as soon as one item matches', () => {
    expect(applyRules([samplesShipFree(2)], cartOf([sample, serum]), guest).freeShipping).toBe(true);
    expect(applyRules([samplesShipFree(2)], cartOf([serum]), guest).freeShipping).toBe(false);
  });

  it('a rule that frees shipping only is still an applied rule', () => {
    expect(applyRules([samplesShipFree(2)], cartOf([sample]), guest)).toMatchObject({ discounts: [], appliedRuleIds: [expect.any(Number)] });
  });
});
