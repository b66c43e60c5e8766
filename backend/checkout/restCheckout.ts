import { GraphQlInputException, namedPhrase } from '../errors';
import type { CartRow } from '../repositories/cart/cartRepository';
import { findCartByMaskedId } from '../repositories/cart/cartRepository';
import { listCartItems } from '../repositories/cart/cartItems';
import { findRegionById, listRegions } from '../repositories/directoryRepository';
import type { Db } from '../types';
import { checkoutTotals, itemTotals, rateBase } from './cartTotals';
import { setBillingAddress, setGuestEmail, setPaymentMethod, setShippingAddress, setShippingMethod } from './checkoutSteps';
import { availablePaymentMethods } from './paymentMethods';
import { placeOrder } from './placeOrder';
import { fromRest, type RestAddress } from './restAddress';
import { shippingRates, type ShippingDestination } from './shippingRates';

// The REST checkout services (Magento's ShippingInformationManagement, PaymentInformationManagement
// and ShippingMethodManagement) on a cart already resolved for the caller. Money in the base currency.

const required = (field: string) => new GraphQlInputException(namedPhrase('"%fieldName" is required. Enter and try again.', { fieldName: field }));

/** Magento's TotalsInterface, as shipping-information answers it. */
export function restTotals(db: Db, cart: CartRow, currency: string) {
  const t = checkoutTotals(db, cart.quote_id);
  const subtotalWithDiscount = t.subtotal - t.discount;
  const money = {
    grand_total: t.grandTotal,
    subtotal: t.subtotal,
    discount_amount: -t.discount,
    subtotal_with_discount: subtotalWithDiscount,
    shipping_amount: t.shippingAmount,
    shipping_discount_amount: 0,
    tax_amount: 0,
    shipping_tax_amount: 0,
    subtotal_incl_tax: t.subtotal,
    shipping_incl_tax: t.shippingAmount,
  };
  const base = Object.fromEntries(Object.entries(money).map(([key, value]) => [`base_${key}`, value]));
  return {
    ...money,
    ...base,
    weee_tax_applied_amount: null,
    base_currency_code: currency,
    quote_currency_code: currency,
    coupon_code: t.couponCode,
    items_qty: t.itemsQty,
    items: listCartItems(db, cart.quote_id).map((item) => ({
      item_id: item.item_id,
      name: item.name,
      qty: item.qty,
      price: item.price,
      base_price: item.price,
      row_total: item.price * item.qty,
      base_row_total: item.price * item.qty,
      row_total_with_discount: 0,
      tax_amount: 0,
      base_tax_amount: 0,
      tax_percent: 0,
      discount_amount: 0,
      base_discount_amount: 0,
      discount_percent: 0,
      price_incl_tax: item.price,
      base_price_incl_tax: item.price,
      row_total_incl_tax: item.price * item.qty,
      base_row_total_incl_tax: item.price * item.qty,
      options: '[]',
      weee_tax_applied_amount: null,
      weee_tax_applied: null,
    })),
    total_segments: [
      { code: 'subtotal', title: 'Subtotal', value: t.subtotal },
      ...(t.shipping ? [{ code: 'shipping', title: `Shipping & Handling (${t.shipping.carrier_title} - ${t.shipping.method_title})`, value: t.shippingAmount }] : []),
      ...(t.discount ? [{ code: 'discount', title: t.discountLabel ?? 'Discount', value: -t.discount }] : []),
      { code: 'tax', title: 'Tax', value: 0 },
      // Adobe Commerce's reward points and store credit total segments.
      ...(t.loyalty.rewardPoints?.amount ? [{ code: 'reward', title: `${t.loyalty.rewardPoints.points} Reward points`, value: -t.loyalty.rewardPoints.amount }] : []),
      ...(t.loyalty.storeCredit?.amount ? [{ code: 'customerbalance', title: 'Store Credit', value: -t.loyalty.storeCredit.amount }] : []),
      { code: 'grand_total', title: 'Grand Total', value: t.grandTotal, area: 'footer' },
    ],
  };
}

const paymentMethodList = (db: Db, cart: CartRow, grandTotal: number) =>
  availablePaymentMethods(db, cart.store_id, grandTotal).map(({ code, title }) => ({ code, title }));

/** GET …/payment-methods (Magento's PaymentMethodManagement::getList): the methods the cart's grand total may be paid with. */
export const listPaymentMethods = (db: Db, cart: CartRow) => paymentMethodList(db, cart, checkoutTotals(db, cart.quote_id).grandTotal);

export interface ShippingInformation {
  shipping_address?: RestAddress | null;
  billing_address?: RestAddress | null;
  shipping_carrier_code?: string | null;
  shipping_method_code?: string | null;
}

/** POST …/shipping-information: saves both addresses and the method, answers payment methods and totals. */
export function saveShippingInformation(db: Db, cart: CartRow, info: ShippingInformation | null | undefined, currency: string) {
  if (!info) throw required('addressInformation');
  if (!info.shipping_address) throw new GraphQlInputException('The shipping address is missing. Set the address and try again.');
  if (!info.shipping_carrier_code || !info.shipping_method_code) throw new GraphQlInputException('The shipping method is missing. Select the shipping method and try again.');
  db.transaction(() => {
    // A guest's address may carry the email (Magento copies it to the quote).
    const email = info.shipping_address?.email;
    if (!cart.customer_id && email) setGuestEmail(db, cart, email);
    setShippingAddress(db, cart, [{ address: fromRest(info.shipping_address as RestAddress) }]);
    if (info.billing_address) setBillingAddress(db, cart, { address: fromRest(info.billing_address) });
    else setBillingAddress(db, cart, { sameAsShipping: true });
    setShippingMethod(db, cart, [{ carrier_code: info.shipping_carrier_code, method_code: info.shipping_method_code }]);
  })();
  const totals = restTotals(db, cart, currency);
  return { payment_methods: paymentMethodList(db, cart, totals.grand_total), totals };
}

export interface PaymentInformation {
  email?: string | null;
  paymentMethod?: { method?: string | null; po_number?: string | null; additional_data?: Record<string, unknown> | unknown[] | null } | null;
  billingAddress?: RestAddress | null;
}

/**
 * POST …/payment-information: sets the payment (and billing address, and a guest's email) and
 * places the order. Answers the order's entity id. A failed placement leaves the payment choice
 * saved, as Magento does, but no order and an active cart.
 */
export function savePaymentAndPlaceOrder(db: Db, cart: CartRow, body: PaymentInformation, options: { guest: boolean }): string {
  if (options.guest && !body.email && !cart.email) throw required('email');
  if (!body.paymentMethod?.method) throw required('paymentMethod');
  db.transaction(() => {
    if (options.guest && body.email) setGuestEmail(db, cart, body.email);
    if (body.billingAddress) setBillingAddress(db, cart, { address: fromRest(body.billingAddress) });
    const additional = body.paymentMethod?.additional_data;
    setPaymentMethod(db, cart, {
      code: body.paymentMethod?.method,
      purchaseOrderNumber: body.paymentMethod?.po_number ?? null,
      additionalData: additional && !Array.isArray(additional) ? additional : null,
    });
  })();
  return String(placeOrder(db, cart.masked_id).entityId);
}

/**
 * The province an estimate is asked for: by region_id, else region_code, else the region's name
 * (a storefront sends any of them). None, or one the directory does not know, gets the default rates.
 */
function estimateDestination(db: Db, address: RestAddress): ShippingDestination {
  const country = address.country_id?.trim().toUpperCase() || null;
  const regionId = Number(address.region_id);
  const byId = Number.isInteger(regionId) && regionId > 0 ? findRegionById(db, regionId) : null;
  if (byId) return { country_id: byId.country_id, region_code: byId.code };
  if (address.region_code?.trim()) return { country_id: country, region_code: address.region_code };
  const name = address.region?.trim().toLowerCase();
  const byName = name && country ? listRegions(db, country).find((region) => region.name.toLowerCase() === name) : undefined;
  return { country_id: country, region_code: byName?.code ?? null };
}

/** Magento's ShippingMethodInterface list for the cart sent to a destination. */
function shippingMethodList(db: Db, cart: CartRow, destination: ShippingDestination) {
  return shippingRates(rateBase(itemTotals(db, cart.quote_id)), destination).map((rate) => ({
    carrier_code: rate.carrier_code,
    method_code: rate.method_code,
    carrier_title: rate.carrier_title,
    method_title: rate.method_title,
    amount: rate.amount,
    base_amount: rate.amount,
    available: true,
    error_message: '',
    price_excl_tax: rate.amount,
    price_incl_tax: rate.amount,
  }));
}

/** POST …/estimate-shipping-methods: the methods and their rates for an address (its province decides the zone). */
export function estimateShippingMethods(db: Db, cart: CartRow, address: RestAddress | null | undefined) {
  if (!address) throw required('address');
  return shippingMethodList(db, cart, estimateDestination(db, address));
}

/** POST carts/mine/estimate-shipping-methods-by-address-id: the same for one of the customer's saved addresses; null when it is not theirs. */
export function estimateShippingMethodsByAddressId(db: Db, cart: CartRow, addressId: unknown) {
  const id = Number(addressId);
  if (!Number.isInteger(id) || id <= 0) throw required('addressId');
  const address = db.prepare('SELECT country_id, region_code FROM customer_addresses WHERE entity_id = ? AND customer_id = ?').get(id, cart.customer_id) as
    | ShippingDestination
    | undefined;
  return address ? shippingMethodList(db, cart, address) : null;
}

export const reloadCart = (db: Db, cart: CartRow) => findCartByMaskedId(db, cart.masked_id) as CartRow;
