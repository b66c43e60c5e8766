import { cartItemSummary } from '../repositories/cart/cartRepository';
import { configValue } from '../repositories/storeRepository';
import { cartTotals, type CartDiscountLine } from '../salesRule/cartTotals';
import { todayInTimeZone } from '../storeDate';
import type { Db } from '../types';
import { loadAddress } from './addresses';
import { cartLoyaltyTotals, type LoyaltyTotals } from './loyaltyTotals';
import { findShippingRate, type RateBasis, type ShippingRate } from './shippingRates';

/** What shipping rates are computed on: the subtotal after discounts (Magento's free-shipping threshold) and the coupon's free shipping. */
export const rateBase = (totals: ItemTotals): RateBasis => ({ subtotal: Math.max(0, totals.subtotal - totals.discount), freeShipping: totals.freeShipping });

/** Items totals before shipping (base currency). */
export interface ItemTotals {
  subtotal: number;
  /** Positive amount taken off. */
  discount: number;
  discountLabel: string | null;
  couponCode: string | null;
  /** The cart price rules ship it for free. */
  freeShipping: boolean;
  /** The cart's coupon has no uses left: the order is refused. */
  couponUsedUp: boolean;
  /** Each line's discounts, by item id. */
  lineDiscounts: ReadonlyMap<number, CartDiscountLine[]>;
  appliedRuleIds: number[];
}

/** The cart's item totals (subtotal and the cart price rules' discounts) from salesRule's cartTotals. */
export function itemTotals(db: Db, quoteId: number): ItemTotals {
  const quote = db.prepare('SELECT quote_id, store_id, customer_id, coupon_code FROM quotes WHERE quote_id = ?').get(quoteId) as {
    quote_id: number;
    store_id: number;
    customer_id: number | null;
    coupon_code: string | null;
  };
  const totals = cartTotals(db, quote, todayInTimeZone(configValue(db, quote.store_id, 'general/locale/timezone')));
  return {
    subtotal: totals.subtotal,
    discount: totals.discountTotal,
    discountLabel: totals.discounts.map((d) => d.label).join(', ') || null,
    couponCode: totals.appliedCouponCode,
    freeShipping: totals.freeShipping,
    couponUsedUp: totals.couponUsedUp,
    lineDiscounts: totals.lineDiscounts,
    appliedRuleIds: totals.appliedRuleIds,
  };
}

export interface CheckoutTotals extends ItemTotals {
  shipping: ShippingRate | null;
  shippingAmount: number;
  tax: number;
  /** Subtotal - discount + shipping + tax: what reward points and store credit pay from. */
  totalBeforeLoyalty: number;
  /** The reward points and store credit applied, and what is left to pay (its grandTotal). */
  loyalty: LoyaltyTotals;
  /** What is left to pay: totalBeforeLoyalty less the points' money and the store credit. */
  grandTotal: number;
  itemsQty: number;
}

/** The rate of the shipping method chosen on the cart's shipping address, or null. */
export function selectedShippingRate(db: Db, quoteId: number, base: RateBasis): ShippingRate | null {
  const address = loadAddress(db, quoteId, 'shipping');
  if (!address?.shipping_carrier_code || !address.shipping_method_code) return null;
  return findShippingRate(base, address, address.shipping_carrier_code, address.shipping_method_code);
}

/** Items, the chosen shipping method's rate, reward points and store credit, and the grand total (no tax in this shop). */
export function checkoutTotals(db: Db, quoteId: number): CheckoutTotals {
  const items = itemTotals(db, quoteId);
  const shipping = selectedShippingRate(db, quoteId, rateBase(items));
  const shippingAmount = shipping?.amount ?? 0;
  const totalBeforeLoyalty = Math.max(0, items.subtotal - items.discount + shippingAmount);
  const loyalty = cartLoyaltyTotals(db, quoteId, totalBeforeLoyalty);
  return {
    ...items,
    shipping,
    shippingAmount,
    tax: 0,
    totalBeforeLoyalty,
    loyalty,
    grandTotal: loyalty.grandTotal,
    itemsQty: cartItemSummary(db, quoteId).totalQuantity,
  };
}
