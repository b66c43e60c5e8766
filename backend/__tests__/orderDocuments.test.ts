import { migrate } from '../db/migrate';
import { databaseBefore } from '../test/migrationFixtures';
import { GUEST_ORDER_NEEDS_LOGIN, GUEST_ORDER_NOT_FOUND } from '../resolvers/orders';
import { encodeUid } from '../repositories/catalog/ids';
import { guestCartWith, JAKARTA_ADDRESS, makeReady, PLACE_ORDER } from '../checkout/testCheckout';
import { bundleWithSelections, type BundleFixture } from '../test/cartFixtures';
import { bearer, BUDI, cheapSku, setPayment, shipTo, signIn, SITI } from '../test/loyaltyFixtures';
import { customerOrderDocuments, ORDER_DOCUMENTS } from '../test/orderFixtures';
import { startTestBackend, type TestBackend } from '../test/testBackend';

// A placed order's documents as Magento 2.4.7 answers them (SalesGraphQl, BundleGraphQl): a bundle
// line keeps the selections chosen (BundleOrderItem.bundle_options), a captured card writes the
// invoice of the whole order, cancelling a paid order refunds it with a credit memo, and shipments
// list their lines; a customer reads only their own orders.

const CANCEL = 'mutation ($id: ID!) { cancelOrder(input: {order_id: $id, reason: "The order was placed by mistake"}) { error order { status } } }';
const CART_BUNDLE = `query ($id: String!) { cart(cart_id: $id) { items { ... on BundleCartItem {
  bundle_options { id label values { id label quantity price } } } } } }`;

describe('order documents: bundle lines, invoices, credit memos, shipments', () => {
  let shop: TestBackend;
  const db = () => shop.backend.db;
  let budi: string;
  let siti: string;
  let bundle: BundleFixture;
  let simpleSku: string;

  beforeAll(async () => {
    shop = await startTestBackend();
    db().prepare("INSERT OR REPLACE INTO core_config (scope_id, path, value) VALUES (0, 'sales/cancellation/enabled', '1')").run();
    budi = await signIn(shop, BUDI);
    siti = await signIn(shop, SITI);
    bundle = bundleWithSelections(db());
    simpleSku = cheapSku(db()).sku;
  }, 120_000);
  afterAll(() => shop.close());

  /** Adds two of the bundle (its fixture selections) and one simple product to the cart. */
  async function addBundleAndSimple(id: string, token: string | null): Promise<void> {
    const { body } = await shop.graphql(
      `mutation ($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { user_errors { message } } }`,
      { id, items: [{ sku: bundle.sku, quantity: 2, selected_options: bundle.selectionUids }, { sku: simpleSku, quantity: 1 }] },
      token ? bearer(token) : undefined,
    );
    if (body.errors || body.data.addProductsToCart.user_errors.length) throw new Error(`could not add the bundle: ${JSON.stringify(body)}`);
  }

  /** A card the test gateway approves, as REST's payment-information carries its nonce. */
  const approveCard = (maskedId: string) =>
    db()
      .prepare('UPDATE quote_payments SET additional_data = ? WHERE quote_id = (SELECT quote_id FROM quotes WHERE masked_id = ?)')
      .run(JSON.stringify({ payment_method_nonce: 'tok_visa_test' }), maskedId);

  async function place(id: string, token: string | null): Promise<string> {
    const { body } = await shop.graphql(PLACE_ORDER, { id }, token ? bearer(token) : undefined);
    const number = body.data?.placeOrder?.order?.order_number;
    if (!number) throw new Error(`could not place the order: ${JSON.stringify(body)}`);
    return number;
  }

  /** Budi's cart with the bundle and a simple product, shipped to Jakarta and paid with `payment`; its bundle options as the cart answers them. */
  async function budiBundleCart(payment: string) {
    db().prepare("UPDATE quotes SET is_active = 0 WHERE is_active = 1 AND customer_id = (SELECT entity_id FROM customers WHERE email = ?)").run(BUDI.email);
    const id = (await shop.graphql('{ customerCart { id } }', undefined, bearer(budi))).body.data.customerCart.id as string;
    await addBundleAndSimple(id, budi);
    await shipTo(shop, budi, id);
    await setPayment(shop, budi, id, payment);
    if (payment === 'jingga_card') approveCard(id);
    const cart = (await shop.graphql(CART_BUNDLE, { id }, bearer(budi))).body.data.cart;
    return { id, cartOptions: cart.items.find((item: { bundle_options?: unknown }) => item.bundle_options).bundle_options };
  }

  it("keeps a bundle line's selections: the order answers BundleOrderItem with the options chosen in the cart", async () => {
    const { id, cartOptions } = await budiBundleCart('banktransfer');
    const number = await place(id, budi);
    const [order] = await customerOrderDocuments(shop, budi, number);
    const line = order.items.find((item: { product_sku: string }) => item.product_sku === bundle.sku);
    expect(line.__typename).toBe('BundleOrderItem');
    expect(order.items.find((item: { product_sku: string }) => item.product_sku === simpleSku).__typename).toBe('OrderItem');
    const itemIds = db()
      .prepare(
        `SELECT b.entity_id FROM sales_order_bundle_selections b JOIN sales_order_items i ON i.item_id = b.order_item_id
         JOIN sales_orders o ON o.entity_id = i.order_id WHERE o.increment_id = ? ORDER BY b.position`,
      )
      .pluck()
      .all(number) as number[];
    expect(itemIds).toHaveLength(bundle.selections.length);
    // Magento's uids: the option "bundle/<option>", a value "bundle/<option>/<selections>/<bundles ordered>".
    expect(line.bundle_options).toEqual(
      cartOptions.map((option: { id: number; label: string; values: Array<{ id: number; label: string; quantity: number; price: number }> }, index: number) => ({
        id: encodeUid(String(option.id)),
        uid: encodeUid(`bundle/${option.id}`),
        label: option.label,
        values: option.values.map((value) => ({
          id: encodeUid(String(itemIds[index])),
          uid: encodeUid(`bundle/${option.id}/${value.id}/2`),
          product_name: value.label,
          product_sku: expect.any(String),
          quantity: value.quantity,
          price: { value: value.price, currency: 'IDR' },
        })),
      })),
    );
    const skus = db().prepare('SELECT sku FROM products WHERE entity_id IN (SELECT value FROM json_each(?)) ').pluck().all(JSON.stringify(bundle.selections.map((s) => s.productId)));
    expect(line.bundle_options.flatMap((o: { values: Array<{ product_sku: string }> }) => o.values.map((v) => v.product_sku)).sort()).toEqual([...skus].sort());
    // Unpaid (bank transfer waits for the transfer): no invoice yet.
    expect(order.invoices).toEqual([]);
    expect(order.credit_memos).toEqual([]);
  });

  it('reorders a bundle line with the selections bought (reorderItems)', async () => {
    const { id, cartOptions } = await budiBundleCart('banktransfer');
    const number = await place(id, budi);
    db().prepare("UPDATE quotes SET is_active = 0 WHERE is_active = 1 AND customer_id = (SELECT entity_id FROM customers WHERE email = ?)").run(BUDI.email);
    const { body } = await shop.graphql(
      `mutation ($n: String!) { reorderItems(orderNumber: $n) { userInputErrors { message } cart { items { quantity product { sku }
        ... on BundleCartItem { bundle_options { id label values { id label quantity price } } } } } } }`,
      { n: number },
      bearer(budi),
    );
    expect(body.data.reorderItems.userInputErrors).toEqual([]);
    const again = body.data.reorderItems.cart.items.find((item: { product: { sku: string } }) => item.product.sku === bundle.sku);
    expect(again).toEqual({ quantity: 2, product: { sku: bundle.sku }, bundle_options: cartOptions });
  });

  it('writes the invoice of the whole order when the card is captured, with the totals and lines of the order', async () => {
    const { id } = await budiBundleCart('jingga_card');
    const number = await place(id, budi);
    const [order] = await customerOrderDocuments(shop, budi, number);
    expect(order.status).toBe('Processing');
    expect(order.invoices).toHaveLength(1);
    const [invoice] = order.invoices;
    const stored = db().prepare('SELECT entity_id, increment_id FROM sales_invoices WHERE order_id = (SELECT entity_id FROM sales_orders WHERE increment_id = ?)').get(number) as {
      entity_id: number;
      increment_id: string;
    };
    expect(invoice).toMatchObject({ id: encodeUid(stored.entity_id), number: stored.increment_id, comments: [] });
    expect(invoice.number).toMatch(/^\d{9}$/);
    const orderRow = db().prepare('SELECT subtotal, shipping_amount, grand_total FROM sales_orders WHERE increment_id = ?').get(number) as { subtotal: number; shipping_amount: number; grand_total: number };
    expect(invoice.total).toEqual({
      subtotal: { value: orderRow.subtotal, currency: 'IDR' },
      discounts: [],
      total_tax: { value: 0 },
      taxes: [],
      grand_total: { value: orderRow.grand_total, currency: 'IDR' },
      base_grand_total: { value: orderRow.grand_total, currency: 'IDR' },
      total_shipping: { value: orderRow.shipping_amount },
      shipping_handling: { total_amount: { value: orderRow.shipping_amount }, amount_including_tax: { value: orderRow.shipping_amount }, amount_excluding_tax: { value: orderRow.shipping_amount }, taxes: [], discounts: [] },
    });
    expect(Number.isInteger(invoice.total.grand_total.value)).toBe(true);
    // Every line invoiced in full, at the price it was ordered; the bundle's with its selections.
    expect(invoice.items.map((item: any) => [item.__typename, item.product_sku, item.quantity_invoiced, item.product_sale_price.value, item.order_item.id])).toEqual(
      order.items.map((line: any) => [line.__typename === 'BundleOrderItem' ? 'BundleInvoiceItem' : 'InvoiceItem', line.product_sku, line.quantity_ordered, line.product_sale_price.value, line.id]),
    );
    const bundleLine = order.items.find((line: { __typename: string }) => line.__typename === 'BundleOrderItem');
    expect(invoice.items.find((item: { __typename: string }) => item.__typename === 'BundleInvoiceItem').bundle_options).toEqual(bundleLine.bundle_options);
    expect(order.items.map((line: any) => [line.status, line.quantity_invoiced])).toEqual(order.items.map((line: any) => ['Invoiced', line.quantity_ordered]));
    const sum = invoice.items.reduce((total: number, item: any) => total + item.product_sale_price.value * item.quantity_invoiced, 0);
    expect(sum).toBe(orderRow.subtotal);
  });

  it('refunds a paid order its customer cancels with a credit memo of everything invoiced, and closes it', async () => {
    const { id } = await budiBundleCart('jingga_card');
    const number = await place(id, budi);
    const [before] = await customerOrderDocuments(shop, budi, number);
    const orderUid = encodeUid(db().prepare('SELECT entity_id FROM sales_orders WHERE increment_id = ?').pluck().get(number) as number);
    const { body } = await shop.graphql(CANCEL, { id: orderUid }, bearer(budi));
    expect(body.data.cancelOrder).toEqual({ error: null, order: { status: 'Closed' } });

    const [order] = await customerOrderDocuments(shop, budi, number);
    expect(order.credit_memos).toHaveLength(1);
    const [memo] = order.credit_memos;
    expect(memo.number).toMatch(/^\d{9}$/);
    expect(memo.comments).toEqual([]);
    const { adjustment, ...total } = memo.total;
    expect(total).toEqual(before.invoices[0].total);
    expect(adjustment).toEqual({ value: 0, currency: 'IDR' });
    expect(memo.items.map((item: any) => [item.__typename, item.product_sku, item.quantity_refunded, item.order_item.id])).toEqual(
      before.invoices[0].items.map((item: any) => [item.__typename === 'BundleInvoiceItem' ? 'BundleCreditMemoItem' : 'CreditMemoItem', item.product_sku, item.quantity_invoiced, item.order_item.id]),
    );
    expect(memo.items.find((item: { __typename: string }) => item.__typename === 'BundleCreditMemoItem').bundle_options).toEqual(before.invoices[0].items.find((item: { __typename: string }) => item.__typename === 'BundleInvoiceItem').bundle_options);
    expect(order.items.map((line: any) => [line.status, line.quantity_refunded, line.quantity_canceled])).toEqual(order.items.map((line: any) => ['Refunded', line.quantity_ordered, 0]));
    // The invoice stays: the order was paid, then refunded.
    expect(order.invoices).toEqual(before.invoices);
  });

  it('cancels an unpaid order without a credit memo', async () => {
    const { id } = await budiBundleCart('banktransfer');
    const number = await place(id, budi);
    const orderUid = encodeUid(db().prepare('SELECT entity_id FROM sales_orders WHERE increment_id = ?').pluck().get(number) as number);
    const { body } = await shop.graphql(CANCEL, { id: orderUid }, bearer(budi));
    expect(body.data.cancelOrder).toEqual({ error: null, order: { status: 'Canceled' } });
    const [order] = await customerOrderDocuments(shop, budi, number);
    expect(order.credit_memos).toEqual([]);
    expect(order.items.map((line: any) => line.status)).toEqual(order.items.map(() => 'Canceled'));
  });

  it("shows a customer only their own order: another customer's number finds nothing, and guestOrder asks the owner to sign in", async () => {
    const { id } = await budiBundleCart('jingga_card');
    const number = await place(id, budi);
    expect(await customerOrderDocuments(shop, siti, number)).toEqual([]);
    const input = { number, email: BUDI.email, postcode: JAKARTA_ADDRESS.postcode };
    const asOwner = await shop.graphql(`query ($input: OrderInformationInput!) { guestOrder(input: $input) { number invoices { number } } }`, { input });
    expect(asOwner.body.errors).toEqual([expect.objectContaining({ message: GUEST_ORDER_NEEDS_LOGIN })]);
    const wrongEmail = await shop.graphql(`query ($input: OrderInformationInput!) { guestOrder(input: $input) { number } }`, { input: { ...input, email: SITI.email } });
    expect(wrongEmail.body.errors).toEqual([expect.objectContaining({ message: GUEST_ORDER_NOT_FOUND })]);
  });

  it("answers a guest's order with its bundle line, selections and invoice (guestOrder)", async () => {
    const id = await guestCartWith(shop.graphql, simpleSku, 1);
    db().prepare('DELETE FROM quote_items WHERE quote_id = (SELECT quote_id FROM quotes WHERE masked_id = ?)').run(id);
    await addBundleAndSimple(id, null);
    await makeReady(shop.graphql, id, 'jingga_card');
    approveCard(id);
    const number = await place(id, null);
    const { body } = await shop.graphql(`query ($input: OrderInformationInput!) { guestOrder(input: $input) { ...OrderDocuments } } ${ORDER_DOCUMENTS}`, {
      input: { number, email: 'budi@example.com', postcode: JAKARTA_ADDRESS.postcode },
    });
    expect(body.errors).toBeUndefined();
    const order = body.data.guestOrder;
    const line = order.items.find((item: { __typename: string }) => item.__typename === 'BundleOrderItem');
    expect(line.product_sku).toBe(bundle.sku);
    expect(line.bundle_options.flatMap((option: { values: unknown[] }) => option.values)).toHaveLength(bundle.selections.length);
    expect(order.invoices).toHaveLength(1);
    expect(order.invoices[0].items.find((item: { __typename: string }) => item.__typename === 'BundleInvoiceItem').bundle_options).toEqual(line.bundle_options);
  });

  it("answers the demo customer's seeded orders: invoices for paid ones, and a shipment's lines with a bundle's selections", async () => {
    const demo = await signIn(shop, { email: 'demo@example.com', password: 'Demo1234!Shop' });
    const paid = db()
      .prepare("SELECT o.increment_id FROM sales_orders o JOIN customers c ON c.entity_id = o.customer_id WHERE c.email = 'demo@example.com' AND o.status IN ('complete', 'processing') ORDER BY o.entity_id")
      .pluck()
      .all() as string[];
    expect(paid.length).toBeGreaterThanOrEqual(3);
    for (const number of paid) {
      const [order] = await customerOrderDocuments(shop, demo, number);
      expect(order.invoices).toHaveLength(1);
      expect(order.invoices[0].total.grand_total.value).toBe(order.total.grand_total.value);
      expect(order.invoices[0].items.map((item: any) => item.quantity_invoiced)).toEqual(order.items.map((line: any) => line.quantity_ordered));
    }
    const [first] = await customerOrderDocuments(shop, demo, paid[0]);
    expect(first.status).toBe('Complete');
    const shipped = first.shipments[0].items;
    expect(shipped.map((item: any) => [item.product_sku, item.quantity_shipped, item.order_item.id])).toEqual(first.items.map((line: any) => [line.product_sku, line.quantity_ordered, line.id]));
    const bundleLine = first.items.find((line: { __typename: string }) => line.__typename === 'BundleOrderItem');
    expect(bundleLine.bundle_options.length).toBeGreaterThan(0);
    expect(shipped.find((item: { __typename: string }) => item.__typename === 'BundleShipmentItem').bundle_options).toEqual(bundleLine.bundle_options);
    expect(first.shipments[0].comments).toEqual([]);
  });
});

describe('migration 029_order_documents', () => {
  it('gives orders placed before it their invoice (paid ones) and credit memo (refunded ones)', () => {
    const db = databaseBefore('029_order_documents');
    const order = (number: string, status: string, payment: string) =>
      Number(
        db
          .prepare(
            `INSERT INTO sales_orders (increment_id, store_id, customer_email, customer_firstname, customer_lastname, status, base_currency_code, order_currency_code,
               subtotal, shipping_amount, grand_total, total_qty_ordered, payment_method, payment_title, created_at, updated_at)
             VALUES (?, 1, 'a@example.com', 'A', 'B', ?, 'IDR', 'IDR', 20000, 5000, 25000, 2, ?, 'x', '2025-01-01 00:00:00', '2025-01-02 00:00:00')`,
          )
          .run(number, status, payment).lastInsertRowid,
      );
    const line = (orderId: number, invoiced: number, refunded: number) =>
      db
        .prepare(
          `INSERT INTO sales_order_items (order_id, sku, name, product_type, price, original_price, qty_ordered, qty_invoiced, qty_refunded, row_total)
           VALUES (?, 'S', 'N', 'simple', 10000, 10000, 2, ?, ?, 20000)`,
        )
        .run(orderId, invoiced, refunded);
    const seededComplete = order('000000001', 'complete', 'banktransfer');
    line(seededComplete, 2, 0);
    const capturedCard = order('000000002', 'processing', 'jingga_card');
    line(capturedCard, 0, 0);
    const refundedCard = order('000000003', 'closed', 'jingga_card');
    line(refundedCard, 0, 2);
    line(order('000000004', 'pending', 'banktransfer'), 0, 0);

    expect(migrate(db)).toContain('029_order_documents');
    expect(db.prepare('SELECT order_id, increment_id, grand_total FROM sales_invoices ORDER BY entity_id').all()).toEqual([
      { order_id: seededComplete, increment_id: '000000001', grand_total: 25000 },
      { order_id: capturedCard, increment_id: '000000002', grand_total: 25000 },
      { order_id: refundedCard, increment_id: '000000003', grand_total: 25000 },
    ]);
    expect(db.prepare('SELECT qty, row_total FROM sales_invoice_items ORDER BY entity_id').all()).toEqual(Array(3).fill({ qty: 2, row_total: 20000 }));
    expect(db.prepare('SELECT qty_invoiced FROM sales_order_items ORDER BY item_id').pluck().all()).toEqual([2, 2, 2, 0]);
    expect(db.prepare('SELECT order_id, increment_id FROM sales_creditmemos').all()).toEqual([{ order_id: refundedCard, increment_id: '000000001' }]);
    expect(db.prepare('SELECT qty, row_total FROM sales_creditmemo_items').all()).toEqual([{ qty: 2, row_total: 20000 }]);
    db.close();
  });
});
