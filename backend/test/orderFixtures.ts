import { CARD_METHOD_CODE } from '../checkout/paymentMethods';
import type { Db } from '../types';
import { bearer, freshCustomerCart, setPayment, shipTo } from './loyaltyFixtures';
import type { TestBackend } from './testBackend';

// A signed-in customer's order placed over GraphQL, as the storefront places it (referral and
// order cancellation tests).

export interface PlacedTestOrder {
  /** The order number (increment id). */
  number: string;
  /** CustomerOrder.id, which cancelOrder takes. */
  uid: string;
  entityId: number;
}

/** Makes the cart's card payment one the test gateway approves (a storefront sends the nonce through REST's payment-information). */
export function approveTestCard(db: Db, maskedId: string): void {
  db.prepare('UPDATE quote_payments SET additional_data = ? WHERE quote_id = (SELECT quote_id FROM quotes WHERE masked_id = ?)').run(
    JSON.stringify({ payment_method_nonce: 'tok_visa_test' }),
    maskedId,
  );
}

/**
 * Places an order of `qty` of `sku` for the signed-in customer (Jakarta address, JNE Reguler, the
 * `coupon` when given, `payment`: bank transfer unless told; a card is approved).
 */
export async function placeCustomerOrder(
  shop: TestBackend,
  token: string,
  email: string,
  item: { sku: string; qty?: number; payment?: string; coupon?: string },
): Promise<PlacedTestOrder> {
  const id = await freshCustomerCart(shop, token, email, item.sku, item.qty ?? 1);
  await shipTo(shop, token, id);
  if (item.coupon) {
    const applied = await shop.graphql('mutation ($id: String!, $code: String!) { applyCouponToCart(input: {cart_id: $id, coupon_code: $code}) { cart { id } } }', { id, code: item.coupon }, bearer(token));
    if (applied.body.errors) throw new Error(`could not apply ${item.coupon}: ${JSON.stringify(applied.body.errors)}`);
  }
  const payment = await setPayment(shop, token, id, item.payment ?? 'banktransfer');
  if (payment.body.errors) throw new Error(`could not set the payment method: ${JSON.stringify(payment.body.errors)}`);
  if (item.payment === CARD_METHOD_CODE) approveTestCard(shop.backend.db, id);
  const { body } = await shop.graphql('mutation ($id: String!) { placeOrder(input: {cart_id: $id}) { errors { message } orderV2 { id number } } }', { id }, bearer(token));
  if (body.errors || body.data.placeOrder.errors.length) throw new Error(`could not place the order: ${JSON.stringify(body)}`);
  const { id: uid, number } = body.data.placeOrder.orderV2 as { id: string; number: string };
  const entityId = shop.backend.db.prepare('SELECT entity_id FROM sales_orders WHERE increment_id = ?').pluck().get(number) as number;
  return { number, uid, entityId };
}

/** Magento's CustomerOrder with the lines, invoices, credit memos and shipments GraphCommerce's order pages read (bundle options on each). */
const BUNDLE_OPTIONS = 'bundle_options { id uid label values { id uid product_name product_sku quantity price { value currency } } }';
const DOCUMENT_TOTAL = `subtotal { value currency } discounts { amount { value } label } total_tax { value } taxes { title }
  grand_total { value currency } base_grand_total { value currency } total_shipping { value }
  shipping_handling { total_amount { value } amount_including_tax { value } amount_excluding_tax { value } taxes { title } discounts { amount { value } } }`;
export const ORDER_DOCUMENTS = `fragment OrderDocuments on CustomerOrder {
  number status
  total { grand_total { value } subtotal { value } total_shipping { value } }
  items { __typename id product_sku product_name status quantity_ordered quantity_invoiced quantity_refunded quantity_shipped quantity_canceled product_sale_price { value }
    ... on BundleOrderItem { ${BUNDLE_OPTIONS} } }
  invoices { id number comments { message }
    total { ${DOCUMENT_TOTAL} }
    items { __typename id product_name product_sku quantity_invoiced product_sale_price { value currency } discounts { amount { value } label }
      order_item { id product_sku } ... on BundleInvoiceItem { ${BUNDLE_OPTIONS} } } }
  credit_memos { id number comments { message }
    total { ${DOCUMENT_TOTAL} adjustment { value currency } }
    items { __typename id product_name product_sku quantity_refunded product_sale_price { value } discounts { amount { value } }
      order_item { id } ... on BundleCreditMemoItem { ${BUNDLE_OPTIONS} } } }
  shipments { id number comments { message }
    items { __typename id product_name product_sku quantity_shipped product_sale_price { value } order_item { id } ... on BundleShipmentItem { ${BUNDLE_OPTIONS} } } }
}`;

/** The signed-in customer's order with that number, with ORDER_DOCUMENTS (an empty list: not theirs). */
export async function customerOrderDocuments(shop: TestBackend, token: string, number: string) {
  const { body } = await shop.graphql(
    `query ($n: String!) { customer { orders(filter: { number: { eq: $n } }, scope: GLOBAL) { items { ...OrderDocuments } } } } ${ORDER_DOCUMENTS}`,
    { n: number },
    { headers: { Authorization: `Bearer ${token}` } },
  );
  if (body.errors) throw new Error(`could not read order ${number}: ${JSON.stringify(body.errors)}`);
  return body.data.customer.orders.items as any[];
}
