// The placeOrder part of `npm run bench:api`: carts made ready for checkout through the storefront's
// GraphQL mutations BEFORE the clock starts, then only placeOrder is timed, each request on a cart of
// its own (a cart can be ordered once).
import type { Db } from '../backend/types';
import { runLoad, type ResultRow } from './apiLoad';

/** Issue 10's budget: placeOrder answers within 50 ms at the 95th percentile with 10 clients at once. */
export const PLACE_ORDER_P95_BUDGET_MS = 50;
export const PLACE_ORDER_CLIENTS = 10;
const WARMUP_ORDERS = 20;
const MEASURED_ORDERS = 300;
const MAX_DURATION_MS = 15_000;
/** Added to the benched product's stock so no order of the run can fall short. */
const EXTRA_STOCK = 100_000;

const READY_CART = `mutation BenchReadyCart($id: String!, $sku: String!, $address: CartAddressInput!) {
  addProductsToCart(cartId: $id, cartItems: [{sku: $sku, quantity: 1}]) { user_errors { message } }
  setGuestEmailOnCart(input: {cart_id: $id, email: "bench@example.com"}) { cart { id } }
  setShippingAddressesOnCart(input: {cart_id: $id, shipping_addresses: [{address: $address}]}) { cart { id } }
  setBillingAddressOnCart(input: {cart_id: $id, billing_address: {same_as_shipping: true}}) { cart { id } }
  setShippingMethodsOnCart(input: {cart_id: $id, shipping_methods: [{carrier_code: "jne", method_code: "reg"}]}) { cart { id } }
  setPaymentMethodOnCart(input: {cart_id: $id, payment_method: {code: "banktransfer"}}) { cart { id } }
}`;

/** What a checkout asks when it places the order: the number to show and the errors to explain. */
const PLACE_ORDER = `mutation BenchPlaceOrder($id: String!) {
  placeOrder(input: {cart_id: $id}) { orderV2 { number status } errors { message code } }
}`;

const ADDRESS = {
  firstname: 'Bench',
  lastname: 'Pembeli',
  street: ['Jl. Jenderal Sudirman No. 1'],
  city: 'Jakarta Selatan',
  region: 'JK',
  postcode: '12190',
  country_code: 'ID',
  telephone: '081234567890',
};

/** The parts of the answers this bench reads. */
interface Answer {
  data?: {
    createEmptyCart?: string;
    addProductsToCart?: { user_errors: unknown[] };
    placeOrder?: { orderV2: { number: string } | null; errors: unknown[] };
  } | null;
  errors?: unknown;
}

export type Post = (body: { query: string; variables?: Record<string, unknown> }) => Promise<Answer>;

/** A simple product in stock, given ample stock (in the bench's own data dir) for every order of the run. */
function benchProduct(db: Db): string {
  const row = db
    .prepare(
      `SELECT p.entity_id, p.sku FROM products p JOIN product_stock s ON s.product_id = p.entity_id
       WHERE p.type_id = 'simple' AND p.status = 1 AND p.visibility IN (2, 4) AND s.is_in_stock = 1 ORDER BY p.entity_id LIMIT 1`,
    )
    .get() as { entity_id: number; sku: string };
  db.prepare('UPDATE product_stock SET qty = qty + ?, is_in_stock = 1 WHERE product_id = ?').run(EXTRA_STOCK, row.entity_id);
  return row.sku;
}

async function readyCart(post: Post, sku: string): Promise<string> {
  const created = await post({ query: 'mutation { createEmptyCart }' });
  const id = created.data?.createEmptyCart as string | undefined;
  if (!id) throw new Error(`createEmptyCart: ${JSON.stringify(created.errors)}`);
  const ready = await post({ query: READY_CART, variables: { id, sku, address: ADDRESS } });
  if (ready.errors || ready.data?.addProductsToCart?.user_errors?.length) throw new Error(`preparing a cart: ${JSON.stringify(ready.errors ?? ready.data)}`);
  return id;
}

/** Prepares the carts (untimed), warms up on some, then times placeOrder from 10 clients. */
export async function benchPlaceOrder(db: Db, post: Post): Promise<ResultRow> {
  const sku = benchProduct(db);
  const carts: string[] = [];
  const total = WARMUP_ORDERS + MEASURED_ORDERS;
  // Prepared from a few clients at once, so the preparation itself stays short.
  let started = 0;
  const prepare = async () => {
    while (started < total) {
      started += 1;
      carts.push(await readyCart(post, sku));
    }
  };
  await Promise.all(Array.from({ length: 4 }, prepare));
  const place = async () => {
    const id = carts.shift();
    if (!id) throw new Error('placeOrder: ran out of prepared carts');
    const answer = await post({ query: PLACE_ORDER, variables: { id } });
    const result = answer.data?.placeOrder;
    if (answer.errors || !result?.orderV2?.number || result.errors.length) throw new Error(`placeOrder: ${JSON.stringify(answer.errors ?? result)}`);
  };
  await runLoad(place, { concurrency: 1, maxRequests: WARMUP_ORDERS, maxDurationMs: MAX_DURATION_MS });
  const stats = await runLoad(place, { concurrency: PLACE_ORDER_CLIENTS, maxRequests: MEASURED_ORDERS, maxDurationMs: MAX_DURATION_MS });
  return { query: 'placeOrder', concurrency: PLACE_ORDER_CLIENTS, ...stats, p95BudgetMs: PLACE_ORDER_P95_BUDGET_MS };
}
