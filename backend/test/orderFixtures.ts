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

/** Places an order of `qty` of `sku` for the signed-in customer (Jakarta address, JNE Reguler, `payment`). */
export async function placeCustomerOrder(
  shop: TestBackend,
  token: string,
  email: string,
  item: { sku: string; qty?: number; payment?: string },
): Promise<PlacedTestOrder> {
  const id = await freshCustomerCart(shop, token, email, item.sku, item.qty ?? 1);
  await shipTo(shop, token, id);
  const payment = await setPayment(shop, token, id, item.payment ?? 'banktransfer');
  if (payment.body.errors) throw new Error(`could not set the payment method: ${JSON.stringify(payment.body.errors)}`);
  const { body } = await shop.graphql('mutation ($id: String!) { placeOrder(input: {cart_id: $id}) { errors { message } orderV2 { id number } } }', { id }, bearer(token));
  if (body.errors || body.data.placeOrder.errors.length) throw new Error(`could not place the order: ${JSON.stringify(body)}`);
  const { id: uid, number } = body.data.placeOrder.orderV2 as { id: string; number: string };
  const entityId = shop.backend.db.prepare('SELECT entity_id FROM sales_orders WHERE increment_id = ?').pluck().get(number) as number;
  return { number, uid, entityId };
}
