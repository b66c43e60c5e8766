import { GraphQlInputException, GraphQlNoSuchEntityException, __ } from '../errors';
import { cartItemSummary, type CartRow } from '../repositories/cart/cartRepository';
import type { Db } from '../types';
import { addressFields, customerAddress, loadAddress, normalizeAddress, saveAddress, type AddressInput, type NormalizedAddress } from './addresses';
import { checkoutTotals, itemTotals, rateBase } from './cartTotals';
import { findPaymentMethod, isPaymentMethodAvailable } from './paymentMethods';
import { findShippingRate } from './shippingRates';

// The checkout steps on a cart already loaded for its user (getCartForUser). Both the GraphQL
// mutations and the REST routes call these, so both give the same answers and errors.

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const SHIPPING_ADDRESS_MISSING = 'The shipping address is missing. Set the address and try again.';
export const PAYMENT_METHOD_NOT_AVAILABLE = 'The requested Payment Method is not available.';

const touch = (db: Db, quoteId: number) => db.prepare('UPDATE quotes SET updated_at = ? WHERE quote_id = ?').run(new Date().toISOString(), quoteId);

export function setGuestEmail(db: Db, cart: CartRow, email: string | null | undefined): void {
  if (cart.customer_id) throw new GraphQlInputException('The request is not allowed for logged in customers');
  if (!email || !email.trim()) throw new GraphQlInputException('Required parameter "email" is missing');
  if (!EMAIL.test(email.trim())) throw new GraphQlInputException('Invalid email format');
  db.prepare('UPDATE quotes SET email = ?, updated_at = ? WHERE quote_id = ?').run(email.trim(), new Date().toISOString(), cart.quote_id);
}

export interface AddressChoice {
  address?: AddressInput | null;
  customerAddressId?: number | null;
  customerNotes?: string | null;
}

function resolveAddress(db: Db, cart: CartRow, choice: AddressChoice): { address: NormalizedAddress; customerAddressId: number | null } {
  if (choice.customerAddressId) {
    return { address: customerAddress(db, cart.customer_id, choice.customerAddressId), customerAddressId: choice.customerAddressId };
  }
  if (!choice.address) throw new GraphQlInputException('The shipping address must contain either "customer_address_id" or "address".');
  return { address: normalizeAddress(db, choice.address), customerAddressId: null };
}

export function setShippingAddress(db: Db, cart: CartRow, choices: readonly AddressChoice[] | null | undefined): void {
  if (!choices || choices.length === 0) throw new GraphQlInputException('Required parameter "shipping_addresses" is missing');
  if (choices.length > 1) throw new GraphQlInputException('You cannot specify multiple shipping addresses.');
  const summary = cartItemSummary(db, cart.quote_id);
  if (summary.isVirtual) throw new GraphQlInputException('The Cart includes virtual product(s) only, so a shipping address is not used.');
  const { address, customerAddressId } = resolveAddress(db, cart, choices[0]);
  db.transaction(() => {
    saveAddress(db, cart.quote_id, 'shipping', address, { customerAddressId, customerNotes: choices[0].customerNotes ?? null });
    // A billing address kept "same as shipping" follows the new shipping address.
    const billing = loadAddress(db, cart.quote_id, 'billing');
    if (billing?.same_as_billing) saveAddress(db, cart.quote_id, 'billing', address, { customerAddressId, sameAsBilling: true });
    touch(db, cart.quote_id);
  })();
}

export function setBillingAddress(db: Db, cart: CartRow, choice: AddressChoice & { sameAsShipping?: boolean | null }): void {
  if (choice.sameAsShipping) {
    const shipping = loadAddress(db, cart.quote_id, 'shipping');
    if (!shipping) throw new GraphQlInputException('Could not use the "same_as_shipping" option, because the shipping address has not been set.');
    saveAddress(db, cart.quote_id, 'billing', addressFields(shipping), { customerAddressId: shipping.customer_address_id, sameAsBilling: true });
  } else {
    if (!choice.address && !choice.customerAddressId) throw new GraphQlInputException('The billing address must contain either "customer_address_id" or "address".');
    const { address, customerAddressId } = resolveAddress(db, cart, choice);
    saveAddress(db, cart.quote_id, 'billing', address, { customerAddressId });
  }
  touch(db, cart.quote_id);
}

export function setShippingMethod(db: Db, cart: CartRow, methods: ReadonlyArray<{ carrier_code?: string | null; method_code?: string | null }> | null | undefined): void {
  if (!methods || methods.length === 0) throw new GraphQlInputException('Required parameter "shipping_methods" is missing');
  if (methods.length > 1) throw new GraphQlInputException('You cannot specify multiple shipping methods.');
  const [{ carrier_code: carrier, method_code: method }] = methods;
  if (!carrier) throw new GraphQlInputException('Required parameter "carrier_code" is missing.');
  if (!method) throw new GraphQlInputException('Required parameter "method_code" is missing.');
  const summary = cartItemSummary(db, cart.quote_id);
  if (summary.totalQuantity === 0) throw new GraphQlInputException("The shipping method can't be set for an empty cart. Add an item to cart and try again.");
  const address = loadAddress(db, cart.quote_id, 'shipping');
  if (!address) throw new GraphQlInputException(SHIPPING_ADDRESS_MISSING);
  if (!findShippingRate(rateBase(itemTotals(db, cart.quote_id)), address, carrier, method)) {
    throw new GraphQlNoSuchEntityException(__('Carrier with such method not found: %1, %2', carrier, method));
  }
  db.prepare("UPDATE quote_addresses SET shipping_carrier_code = ?, shipping_method_code = ? WHERE quote_id = ? AND address_type = 'shipping'").run(
    carrier,
    method,
    cart.quote_id,
  );
  touch(db, cart.quote_id);
}

export interface PaymentChoice {
  code?: string | null;
  purchaseOrderNumber?: string | null;
  additionalData?: Record<string, unknown> | null;
}

export function setPaymentMethod(db: Db, cart: CartRow, choice: PaymentChoice): void {
  if (!choice.code) throw new GraphQlInputException('Required parameter "code" for "payment_method" is missing.');
  const method = findPaymentMethod(choice.code);
  // `free` only when nothing is left to pay, the others only when something is (Magento's ZeroTotal
  // check), each within its min/max order total (TotalMinMax), as PaymentMethodManagement::set checks.
  if (!method || !isPaymentMethodAvailable(db, cart.store_id, method.code, checkoutTotals(db, cart.quote_id).grandTotal)) {
    throw new GraphQlInputException(PAYMENT_METHOD_NOT_AVAILABLE);
  }
  if (!cartItemSummary(db, cart.quote_id).isVirtual && !loadAddress(db, cart.quote_id, 'shipping')) throw new GraphQlInputException(SHIPPING_ADDRESS_MISSING);
  db.prepare('INSERT OR REPLACE INTO quote_payments (quote_id, method, purchase_order_number, additional_data) VALUES (?, ?, ?, ?)').run(
    cart.quote_id,
    method.code,
    choice.purchaseOrderNumber ?? null,
    choice.additionalData ? JSON.stringify(choice.additionalData) : null,
  );
  touch(db, cart.quote_id);
}

export interface QuotePaymentRow {
  quote_id: number;
  method: string;
  purchase_order_number: string | null;
  additional_data: string | null;
}

export function loadPayment(db: Db, quoteId: number): QuotePaymentRow | null {
  return (db.prepare('SELECT * FROM quote_payments WHERE quote_id = ?').get(quoteId) as QuotePaymentRow | undefined) ?? null;
}
