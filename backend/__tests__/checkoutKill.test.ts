import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createFakeDist, type FakeDist } from '../../server/test/fakeDist';
import { startServerProcess, type ServerProcess } from '../../server/test/serverProcess';
import { JAKARTA_ADDRESS, PLACE_ORDER } from '../checkout/testCheckout';
import { openDatabase } from '../db/connection';
import { createBackend } from '../index';
import { stockedProduct } from '../test/cartFixtures';

// SIGKILL the real server while it places orders, restart it on the same data dir, and find every
// cart either fully ordered (order, items, totals, addresses, inactive cart, stock taken) or not
// ordered at all (no order row of any kind, cart still active).

jest.setTimeout(90_000);

const CARTS = 40;
const STOCK = 1000;

const READY = `mutation ($id: String!, $sku: String!, $a: CartAddressInput!) {
  addProductsToCart(cartId: $id, cartItems: [{sku: $sku, quantity: 1}]) { user_errors { message } }
  setGuestEmailOnCart(input: {cart_id: $id, email: "kill@example.com"}) { cart { id } }
  setShippingAddressesOnCart(input: {cart_id: $id, shipping_addresses: [{address: $a}]}) { cart { id } }
  setBillingAddressOnCart(input: {cart_id: $id, billing_address: {same_as_shipping: true}}) { cart { id } }
  setShippingMethodsOnCart(input: {cart_id: $id, shipping_methods: [{carrier_code: "jne", method_code: "yes"}]}) { cart { id } }
  setPaymentMethodOnCart(input: {cart_id: $id, payment_method: {code: "banktransfer"}}) { cart { id } }
}`;

describe('kill test: SIGKILL while placing orders', () => {
  let dist: FakeDist;
  let dataDir: string;
  let server: ServerProcess | null = null;
  beforeAll(() => {
    dist = createFakeDist();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-kill-'));
  });
  afterAll(async () => {
    if (server) await server.stop('SIGKILL');
    dist.remove();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('leaves every cart either completely ordered or untouched', async () => {
    // Seed in-process, give one product plenty of stock, then serve the same data dir from a child process.
    const seeded = await createBackend({ dataDir, log: () => {} });
    const product = stockedProduct(seeded.db, 'simple', 1);
    seeded.db.prepare('UPDATE product_stock SET qty = ?, is_in_stock = 1 WHERE product_id = ?').run(STOCK, product.id);
    seeded.db.pragma('wal_checkpoint(TRUNCATE)');
    seeded.close();

    const env = { PORT: '0', DIST_DIR: dist.dir, DATA_DIR: dataDir };
    // startServerProcess runs `node --import tsx server/start.ts`: the child is the server itself, so SIGKILL reaches it.
    server = startServerProcess(env);
    let url = await server.ready(30_000);
    const gql = async (query: string, variables: Record<string, unknown>) => {
      const response = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ query, variables }) });
      return response.json() as Promise<any>;
    };
    const carts: string[] = [];
    for (let i = 0; i < CARTS; i += 1) {
      const id = (await gql('mutation { createEmptyCart }', {})).data.createEmptyCart as string;
      const ready = await gql(READY, { id, sku: product.sku, a: JAKARTA_ADDRESS });
      if (ready.errors) throw new Error(JSON.stringify(ready.errors));
      carts.push(id);
    }

    // Four clients place orders one after another; the server is killed after the 10th answer.
    let answered = 0;
    let killed: Promise<void> | null = null;
    const queue = [...carts];
    const client = async () => {
      for (let id = queue.shift(); id; id = queue.shift()) {
        try {
          await gql(PLACE_ORDER, { id });
          answered += 1;
          if (answered === 10 && !killed) killed = server!.stop('SIGKILL').then(() => undefined);
        } catch {
          return; // the server is gone
        }
      }
    };
    await Promise.all([client(), client(), client(), client()]);
    await killed;
    // Killed means gone: nothing answers on its port any more.
    await expect(gql('{ storeConfig { store_code } }', {})).rejects.toThrow();

    // Restart on the same data dir: it must come up and answer.
    server = startServerProcess(env);
    url = await server.ready(30_000);
    expect((await gql('{ storeConfig { store_code } }', {})).data.storeConfig.store_code).toBeTruthy();
    await server.stop('SIGTERM');
    server = null;

    const db = openDatabase(path.join(dataDir, 'storefront.sqlite'));
    try {
      let complete = 0;
      let absent = 0;
      const problems: string[] = [];
      for (const id of carts) {
        const quote = db.prepare('SELECT quote_id, is_active, reserved_order_id FROM quotes WHERE masked_id = ?').get(id) as { quote_id: number; is_active: number; reserved_order_id: string | null };
        const order = db.prepare('SELECT * FROM sales_orders WHERE quote_id = ?').get(quote.quote_id) as Record<string, number> | undefined;
        if (!order) {
          if (quote.is_active !== 1 || quote.reserved_order_id !== null) problems.push(`${id}: no order but the cart is inactive or reserved`);
          absent += 1;
          continue;
        }
        const items = db.prepare('SELECT qty_ordered, row_total FROM sales_order_items WHERE order_id = ?').all(order.entity_id) as Array<{ qty_ordered: number; row_total: number }>;
        const addresses = db.prepare('SELECT address_type FROM sales_order_addresses WHERE order_id = ? ORDER BY address_type').pluck().all(order.entity_id);
        if (quote.is_active !== 0) problems.push(`${id}: ordered but the cart is active`);
        if (quote.reserved_order_id !== String(order.increment_id)) problems.push(`${id}: reserved_order_id ${quote.reserved_order_id} for order ${order.increment_id}`);
        if (items.length !== 1 || items[0].qty_ordered !== 1) problems.push(`${id}: items ${JSON.stringify(items)}`);
        if (items[0] && items[0].row_total !== order.subtotal) problems.push(`${id}: subtotal ${order.subtotal} vs items ${items[0].row_total}`);
        if (order.grand_total !== order.subtotal + order.shipping_amount || order.shipping_amount !== 32000) problems.push(`${id}: totals ${order.grand_total}`);
        if (JSON.stringify(addresses) !== '["billing","shipping"]') problems.push(`${id}: addresses ${JSON.stringify(addresses)}`);
        complete += 1;
      }
      const orphans = db.prepare('SELECT COUNT(*) FROM sales_order_items WHERE order_id NOT IN (SELECT entity_id FROM sales_orders)').pluck().get();
      const stock = db.prepare('SELECT qty FROM product_stock WHERE product_id = ?').pluck().get(product.id) as number;
      console.log(
        `kill test: ${answered} placeOrder answers before SIGKILL; after restart ${complete} carts fully ordered, ${absent} untouched, ` +
          `${problems.length} inconsistent; stock ${STOCK} → ${stock}`,
      );
      expect(problems).toEqual([]);
      expect(orphans).toBe(0);
      expect(complete).toBeGreaterThanOrEqual(10);
      expect(complete + absent).toBe(CARTS);
      expect(absent).toBeGreaterThan(0);
      expect(stock).toBe(STOCK - complete);
    } finally {
      db.close();
    }
  });
});
