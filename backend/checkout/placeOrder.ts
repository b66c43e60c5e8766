import { GraphQlInputException } from '../errors';
import { bundleSelectionsOf, saveBundleSelections } from '../orders/bundleSelections';
import { invoiceOrder } from '../orders/invoiceOrder';
import { lineOptions, listCartItems, reservedQuantities, type CartItemRow } from '../repositories/cart/cartItems';
import { cartItemSummary, findCartByMaskedId, type CartRow } from '../repositories/cart/cartRepository';
import { selectionProductId } from '../repositories/cart/cartProducts';
import { cartQuantityProblem } from '../repositories/cart/quantityRules';
import { customerEmail } from '../repositories/customerRepository';
import { configValue } from '../repositories/storeRepository';
import { appliedRuleIdsText, countOrderRuleUses } from '../salesRule/orderRuleUses';
import { COUPON_NOT_VALID } from '../salesRule/couponMessages';
import { todayInTimeZone } from '../storeDate';
import type { Db } from '../types';
import { ADDRESS_COLUMNS, addressFields, addressValues, loadAddress, type NormalizedAddress } from './addresses';
import { authorizeCard } from './cardGateway';
import { checkoutTotals } from './cartTotals';
import { loadPayment, PAYMENT_METHOD_NOT_AVAILABLE } from './checkoutSteps';
import { orderItemOptions } from './orderItemOptions';
import { initialLinkStatus, recordOrderDownloads, refuseGuestDownloadables } from './orderDownloads';
import { registerOrderLabTests } from './labTests';
import { loyaltyShortfall, spendOnOrder } from './loyaltyOrder';
import { paymentInstructions } from './paymentConfig';
import { findPaymentMethod, isPaymentMethodAvailable } from './paymentMethods';
import { shippingDescription, shippingMethodCode } from './shippingRates';

/** Magento 2.4.7's PlaceOrderError codes. */
export type PlaceOrderErrorCode = 'CART_NOT_FOUND' | 'CART_NOT_ACTIVE' | 'GUEST_EMAIL_MISSING' | 'UNABLE_TO_PLACE_ORDER' | 'UNDEFINED';

/** Why an order was not placed: Magento's message and its PlaceOrderError code. Nothing was written. */
export class PlaceOrderFailure extends GraphQlInputException {
  constructor(message: string, readonly code: PlaceOrderErrorCode) {
    super(message);
  }
}

const unable = (reason: string) => new PlaceOrderFailure(`Unable to place order: ${reason}`, 'UNABLE_TO_PLACE_ORDER');
export const OUT_OF_STOCK = 'Some of the products are out of stock';
export const CART_NOT_ACTIVE = "The cart isn't active.";

export interface PlacedOrder {
  entityId: number;
  incrementId: string;
}

const now = () => new Date().toISOString().replace('T', ' ').slice(0, 19);

function nextIncrementId(db: Db): string {
  const last = db.prepare('SELECT MAX(CAST(increment_id AS INTEGER)) FROM sales_orders').pluck().get() as number | null;
  return String((last ?? 0) + 1).padStart(9, '0');
}

/** Takes the units off each product's stock; throws (rolling the whole order back) when one falls short. */
function decrementStock(db: Db, quoteId: number): void {
  const update = db.prepare(
    `UPDATE product_stock SET qty = qty - @qty, is_in_stock = CASE WHEN qty - @qty <= 0 THEN 0 ELSE is_in_stock END
     WHERE product_id = @id AND is_in_stock = 1 AND qty >= @qty`,
  );
  for (const [id, qty] of reservedQuantities(db, quoteId, (selectionId) => selectionProductId(db, selectionId))) {
    if (update.run({ id, qty }).changes === 1) continue;
    // A product without a stock row is not stock-managed; any other miss is a shortage.
    if (db.prepare('SELECT 1 FROM product_stock WHERE product_id = ?').get(id)) throw unable(OUT_OF_STOCK);
  }
}

function insertAddress(db: Db, orderId: number, type: 'billing' | 'shipping', address: NormalizedAddress, email: string): void {
  db.prepare(
    `INSERT INTO sales_order_addresses (order_id, address_type, ${ADDRESS_COLUMNS.join(', ')}, email)
     VALUES (?, ?, ${ADDRESS_COLUMNS.map(() => '?').join(', ')}, ?)`,
  ).run(orderId, type, ...addressValues(address), email);
}

/** Writes the order lines (a bundle line with the selections chosen, priced as of `today`, each with the discounts the cart showed on it); returns each cart line with the id of the order line it became. */
function insertItems(
  db: Db,
  orderId: number,
  items: readonly CartItemRow[],
  lineDiscounts: ReadonlyMap<number, ReadonlyArray<{ amount: number }>>,
  today: string,
): Array<{ item: CartItemRow; orderItemId: number }> {
  const product = db.prepare('SELECT sku, url_key, price FROM products WHERE entity_id = ?');
  const insert = db.prepare(
    `INSERT INTO sales_order_items (order_id, product_id, parent_sku, sku, name, product_type, url_key, price, original_price, qty_ordered, row_total,
       discount_amount, selected_options, entered_options)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  return items.map((item) => {
    const parent = product.get(item.product_id) as { sku: string; url_key: string | null; price: number } | undefined;
    const own = item.child_product_id ? (product.get(item.child_product_id) as typeof parent) : parent;
    const options = orderItemOptions(db, item);
    const { lastInsertRowid } = insert.run(
      orderId,
      item.child_product_id ?? item.product_id,
      item.child_product_id ? (parent?.sku ?? null) : null,
      item.child_product_id ? (own?.sku ?? item.sku) : item.sku,
      item.name,
      item.product_type,
      parent?.url_key ?? null,
      item.price,
      Math.max(own?.price ?? item.price, item.price),
      item.qty,
      item.price * item.qty,
      (lineDiscounts.get(item.item_id) ?? []).reduce((sum, discount) => sum + discount.amount, 0),
      options.selected,
      options.entered,
    );
    if (item.product_type === 'bundle') {
      saveBundleSelections(db, Number(lastInsertRowid), bundleSelectionsOf(db, item.product_id, lineOptions(item).bundle ?? [], today).selections);
    }
    return { item, orderItemId: Number(lastInsertRowid) };
  });
}

/**
 * Converts the cart into an order in ONE SQLite transaction: the cart is re-read inside it (so a
 * second call for the same cart finds it inactive: "The cart isn't active."), the checkout data
 * is checked with Magento's messages (a coupon with no uses left refuses it), the card is charged through the test gateway, stock is
 * re-checked and decremented, the order (with the payment method's instructions), its items (with
 * their chosen options, a bundle's selections, and share of the discount), addresses and, for a
 * captured card, its invoice are written, the reward points and store credit it uses are debited
 * (refused when another tab spent them since they were applied), the cart price rules' uses are
 * counted and the cart is made inactive,
 * keeping the order number as its reserved_order_id. Any failure rolls everything back: no order,
 * stock and balances untouched, cart still active.
 */
export function placeOrder(db: Db, maskedId: string): PlacedOrder {
  return db.transaction((): PlacedOrder => {
    const cart = findCartByMaskedId(db, maskedId) as CartRow | null;
    if (!cart) throw new PlaceOrderFailure(`Could not find a cart with ID "${maskedId}"`, 'CART_NOT_FOUND');
    if (!cart.is_active) throw new PlaceOrderFailure(CART_NOT_ACTIVE, 'CART_NOT_ACTIVE');
    refuseGuestDownloadables(db, cart, listCartItems(db, cart.quote_id));
    const email = cart.email ?? (cart.customer_id ? customerEmail(db, cart.customer_id) : null) ?? null;
    if (!email) throw new PlaceOrderFailure('Guest email for cart is missing.', 'GUEST_EMAIL_MISSING');

    const summary = cartItemSummary(db, cart.quote_id);
    if (summary.totalQuantity === 0) throw unable('A server error stopped your order from being placed. Please try to place your order again');
    // A line stored before the quantity rules (0.01 of a product) is never ordered.
    const badQuantity = cartQuantityProblem(db, cart.quote_id);
    if (badQuantity) throw unable(badQuantity);
    const shipping = loadAddress(db, cart.quote_id, 'shipping');
    const totals = checkoutTotals(db, cart.quote_id);
    // Another order may have taken the coupon's last use since it was applied (Magento's CouponUsageExceeded).
    if (totals.couponUsedUp) throw unable(COUPON_NOT_VALID);
    if (!summary.isVirtual) {
      if (!shipping) throw unable('Please check the shipping address information.');
      if (!totals.shipping) throw unable('The shipping method is missing. Select the shipping method and try again.');
    }
    const billing = loadAddress(db, cart.quote_id, 'billing');
    if (!billing) throw unable('Please check the billing address information.');
    const payment = loadPayment(db, cart.quote_id);
    const method = payment ? findPaymentMethod(payment.method) : null;
    if (!payment || !method) throw unable('Enter a valid payment method and try again.');
    const shortfall = loyaltyShortfall(db, cart.quote_id, totals.totalBeforeLoyalty, totals.loyalty);
    if (shortfall) throw unable(shortfall);
    // What is left to pay may have changed since the method was chosen (points, credit, more items).
    if (!isPaymentMethodAvailable(db, cart.store_id, method.code, totals.grandTotal)) throw unable(PAYMENT_METHOD_NOT_AVAILABLE);

    decrementStock(db, cart.quote_id);
    if (method.isCard) {
      const nonce = (JSON.parse(payment.additional_data ?? '{}') as { payment_method_nonce?: string }).payment_method_nonce;
      const result = authorizeCard(nonce, totals.grandTotal);
      if (!result.approved) throw unable(result.message);
    }

    const createdAt = now();
    const incrementId = nextIncrementId(db);
    const instructions = paymentInstructions(db, cart.store_id, method.code, incrementId);
    const orderId = Number(
      db
        .prepare(
          `INSERT INTO sales_orders (increment_id, store_id, customer_id, customer_email, customer_firstname, customer_lastname, customer_is_guest, status,
             base_currency_code, order_currency_code, subtotal, shipping_amount, tax_amount, discount_amount, discount_description, coupon_code,
             reward_points_used, reward_currency_amount, store_credit_used, applied_rule_ids,
             grand_total, total_qty_ordered, is_virtual, shipping_method, shipping_description, payment_method, payment_title, payment_additional_data,
             created_at, updated_at, quote_id)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'IDR', 'IDR', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          incrementId,
          cart.store_id,
          cart.customer_id,
          email,
          billing.firstname,
          billing.lastname,
          cart.customer_id ? 0 : 1,
          method.orderStatus,
          totals.subtotal,
          totals.shippingAmount,
          totals.tax,
          totals.discount,
          totals.discountLabel,
          totals.couponCode,
          totals.loyalty.rewardPoints?.points ?? 0,
          totals.loyalty.rewardPoints?.amount ?? 0,
          totals.loyalty.storeCredit?.amount ?? 0,
          appliedRuleIdsText(totals.appliedRuleIds),
          totals.grandTotal,
          totals.itemsQty,
          summary.isVirtual ? 1 : 0,
          totals.shipping ? shippingMethodCode(totals.shipping) : null,
          totals.shipping ? shippingDescription(totals.shipping) : null,
          method.code,
          method.title,
          instructions ? JSON.stringify([{ name: 'instructions', value: instructions }]) : null,
          createdAt,
          createdAt,
          cart.quote_id,
        ).lastInsertRowid,
    );
    insertAddress(db, orderId, 'billing', addressFields(billing), email);
    if (shipping && !summary.isVirtual) insertAddress(db, orderId, 'shipping', addressFields(shipping), email);
    const orderLines = insertItems(db, orderId, listCartItems(db, cart.quote_id), totals.lineDiscounts, todayInTimeZone(configValue(db, cart.store_id, 'general/locale/timezone')));
    recordOrderDownloads(db, { orderId, customerId: cart.customer_id, status: initialLinkStatus(method.isCard), at: createdAt }, orderLines);
    registerOrderLabTests(db, orderId);
    countOrderRuleUses(db, { customerId: cart.customer_id, appliedRuleIds: totals.appliedRuleIds });
    if (cart.customer_id !== null) {
      const refused = spendOnOrder(db, { customerId: cart.customer_id, orderId, incrementId, at: createdAt }, totals.loyalty);
      if (refused) throw unable(refused);
    }
    // A captured card is paid: Magento's authorize-and-capture writes the invoice with the order
    // (and a friend's first paid order pays the referral). Offline methods wait for their money.
    if (method.isCard) invoiceOrder(db, orderId, createdAt);
    // The cart keeps the number of the order it became (Magento's reserved_order_id), for REST GET guest-carts/:id.
    db.prepare('UPDATE quotes SET is_active = 0, reserved_order_id = ?, updated_at = ? WHERE quote_id = ?').run(incrementId, new Date().toISOString(), cart.quote_id);
    return { entityId: orderId, incrementId };
  }).immediate();
}
