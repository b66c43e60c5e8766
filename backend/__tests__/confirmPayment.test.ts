import { issueCustomerToken } from '../auth/tokens';
import { DEFAULT_BANK_ACCOUNTS } from '../checkout/bankAccounts';
import { guestCartWith, makeReady, PLACE_ORDER } from '../checkout/testCheckout';
import { createBackend } from '../index';
import { MAX_CONFIRMATIONS_PER_ORDER } from '../resolvers/confirmPayment';
import { CONFIRM_PAYMENT_LIMITS, CONFIRM_PAYMENT_MESSAGES as MESSAGES } from '../resolvers/confirmPayment/confirmPaymentInput';
import { RECEIPT_MAX_BYTES } from '../resolvers/confirmPayment/receiptImage';
import { GUEST_ORDER_NOT_FOUND } from '../resolvers/orders';
import { cheapSku } from '../test/loyaltyFixtures';
import { startTestBackend, type TestBackend } from '../test/testBackend';

// Swift PWA's confirm-payment module over /graphql: the shop's bank accounts, and a bank-transfer
// customer's confirmation kept against their order, with every input checked on the server. Only
// the order's customer (their token) or a guest giving the order's email may confirm; any other
// order answers as an unknown one does.

const BANKS = '{ getPaymentBankList { bankname banknumber placeholder } }';
const CONFIRM = 'mutation ($input: ConfirmPaymentInput!) { createConfirmPayment(input: $input) { success updated } }';
const BCA = 'BCA - 1234567890 (PT Jingga Sehat Indonesia)';
/** The email the guest order below was placed with (backend/checkout/testCheckout.ts). */
const GUEST_EMAIL = 'budi@example.com';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 3)]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x40, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(56, 1)]);

interface StoredConfirmation {
  customer_id: number | null;
  paid_to: string;
  account_name: string;
  account_number: string;
  amount: number;
  transfer_date: string;
  receipt_filename: string | null;
  receipt_type: string | null;
  receipt: Buffer | null;
}

describe('confirm payment (Swift PWA confirmpayment module)', () => {
  let shop: TestBackend;
  const db = () => shop.backend.db;
  /** A guest's bank-transfer order still to be paid (placed here), and the demo customer's orders: one by bank transfer, one paid otherwise. */
  let bankTransferOrder: { number: string; date: string };
  let demoOrder: { number: string; date: string };
  let otherOrder: string;
  let demoAuth: Record<string, string>;
  /** The seed's last confirmation (the demo's pending transfer was confirmed, which keeps it from expiring): the tests' own come after. */
  let seededConfirmations: number;
  /** The confirmations this file's tests sent for the order (the seed's left out). */
  const stored = (number: string) =>
    db()
      .prepare(
        `SELECT c.customer_id, c.paid_to, c.account_name, c.account_number, c.amount, c.transfer_date, c.receipt_filename, c.receipt_type, c.receipt
         FROM payment_confirmations c JOIN sales_orders o ON o.entity_id = c.order_id WHERE o.increment_id = ? AND c.confirmation_id > ? ORDER BY c.confirmation_id`,
      )
      .all(number, seededConfirmations) as StoredConfirmation[];
  const valid = () => ({
    order_number: bankTransferOrder.number,
    email: GUEST_EMAIL,
    payment: BCA,
    account_name: 'Demo Pelanggan',
    account_number: '0987654321',
    amount: 351000,
    date: bankTransferOrder.date,
  });
  const confirm = (input: Record<string, unknown>, headers?: Record<string, string>) => shop.graphql(CONFIRM, { input: { ...valid(), ...input } }, { headers });
  async function refusal(input: Record<string, unknown>, headers?: Record<string, string>) {
    const { body } = await confirm(input, headers);
    expect(body.data.createConfirmPayment).toBeNull();
    return body.errors[0] as { message: string; extensions: { category: string } };
  }

  beforeAll(async () => {
    shop = await startTestBackend();
    const cart = await guestCartWith(shop.graphql, cheapSku(db()).sku);
    await makeReady(shop.graphql, cart);
    const placed = await shop.graphql(PLACE_ORDER, { id: cart });
    const number = placed.body.data.placeOrder.order.order_number as string;
    const dateOf = (increment: string) => (db().prepare('SELECT created_at FROM sales_orders WHERE increment_id = ?').pluck().get(increment) as string).slice(0, 10);
    bankTransferOrder = { number, date: dateOf(number) };
    const demoId = db().prepare("SELECT entity_id FROM customers WHERE email = 'demo@example.com'").pluck().get() as number;
    demoAuth = { Authorization: `Bearer ${issueCustomerToken(db(), demoId)}` };
    const demoNumber = db()
      .prepare("SELECT increment_id FROM sales_orders WHERE payment_method = 'banktransfer' AND status = 'pending' AND customer_id = ? ORDER BY entity_id LIMIT 1")
      .pluck()
      .get(demoId) as string;
    demoOrder = { number: demoNumber, date: dateOf(demoNumber) };
    otherOrder = db().prepare("SELECT increment_id FROM sales_orders WHERE payment_method <> 'banktransfer' AND customer_id = ? ORDER BY entity_id LIMIT 1").pluck().get(demoId) as string;
    seededConfirmations = (db().prepare('SELECT MAX(confirmation_id) FROM payment_confirmations').pluck().get() as number | null) ?? 0;
  }, 120_000);
  afterAll(() => shop.close());
  // Each test starts from the orders as seeded or placed: without confirmations of its own.
  beforeEach(() => db().prepare('DELETE FROM payment_confirmations WHERE confirmation_id > ?').run(seededConfirmations));

  it("lists the shop's BCA, Mandiri, BNI and BRI accounts", async () => {
    const { body } = await shop.graphql(BANKS);
    expect(body.errors).toBeUndefined();
    expect(body.data.getPaymentBankList.map((bank: { bankname: string }) => bank.bankname)).toEqual(['BCA', 'Mandiri', 'BNI', 'BRI']);
    expect(body.data.getPaymentBankList[0]).toEqual({ bankname: 'BCA', banknumber: '1234567890', placeholder: 'PT Jingga Sehat Indonesia' });
    expect(body.data.getPaymentBankList).toEqual(DEFAULT_BANK_ACCOUNTS);
  });

  it("keeps a guest's confirmation with its receipt against the order, trimmed and as typed", async () => {
    const { body } = await confirm({
      order_number: ` #${bankTransferOrder.number} `,
      email: ' Budi@Example.com ',
      account_name: '  <b>Demo</b> Pelanggan ',
      account_number: '0987-654 321',
      filename: 'C:\\fakepath\\bukti transfer.png',
      image_base64: `data:image/png;base64,${PNG.toString('base64')}`,
    });
    expect(body.errors).toBeUndefined();
    expect(body.data.createConfirmPayment).toEqual({ success: true, updated: false });
    expect(stored(bankTransferOrder.number)).toEqual([
      {
        customer_id: null,
        paid_to: BCA,
        account_name: '<b>Demo</b> Pelanggan',
        account_number: '0987-654 321',
        amount: 351000,
        transfer_date: bankTransferOrder.date,
        receipt_filename: 'bukti transfer.png',
        receipt_type: 'image/png',
        receipt: PNG,
      },
    ]);
  });

  it('knows the type by the bytes, not the name, and takes the bank by its name alone and a date with a time', async () => {
    const { body } = await confirm({ payment: 'mandiri', date: `${bankTransferOrder.date} 10:00:00`, filename: 'receipt.png', image_base64: WEBP.toString('base64') });
    expect(body.errors).toBeUndefined();
    const [row] = stored(bankTransferOrder.number);
    expect(row).toMatchObject({ paid_to: 'Mandiri - 1230004567890 (PT Jingga Sehat Indonesia)', receipt_filename: 'receipt.png', receipt_type: 'image/webp' });
    const jpeg = await confirm({ filename: null, image_base64: JPEG.toString('base64') });
    expect(jpeg.body.errors).toBeUndefined();
    expect(stored(bankTransferOrder.number)[1]).toMatchObject({ receipt_filename: 'receipt.jpg', receipt_type: 'image/jpeg' });
  });

  it('accepts a confirmation without a receipt', async () => {
    const { body } = await confirm({ filename: 'ignored.png', image_base64: '' });
    expect(body.data.createConfirmPayment.success).toBe(true);
    expect(stored(bankTransferOrder.number)[0]).toMatchObject({ receipt: null, receipt_type: null, receipt_filename: null });
  });

  it('accepts a second confirmation for the order beside the first and says it updated it, up to the limit', async () => {
    expect((await confirm({})).body.data.createConfirmPayment).toEqual({ success: true, updated: false });
    expect((await confirm({ amount: 350000 })).body.data.createConfirmPayment).toEqual({ success: true, updated: true });
    expect(stored(bankTransferOrder.number).map((row) => row.amount)).toEqual([351000, 350000]);
    // Enough to correct a mistake or two, too few to fill the disk with receipts.
    expect(MAX_CONFIRMATIONS_PER_ORDER).toBe(3);
    for (let sent = 2; sent < MAX_CONFIRMATIONS_PER_ORDER; sent += 1) await confirm({});
    const error = await refusal({});
    expect(error).toMatchObject({ message: MESSAGES.tooMany(bankTransferOrder.number, MAX_CONFIRMATIONS_PER_ORDER), extensions: { category: 'graphql-input' } });
    expect(stored(bankTransferOrder.number)).toHaveLength(MAX_CONFIRMATIONS_PER_ORDER);
  });

  it("takes a signed-in customer's confirmation of their own order without the email, and links them to it", async () => {
    const { body } = await confirm({ order_number: demoOrder.number, date: demoOrder.date, email: null }, demoAuth);
    expect(body.errors).toBeUndefined();
    const demoId = db().prepare("SELECT entity_id FROM customers WHERE email = 'demo@example.com'").pluck().get() as number;
    expect(stored(demoOrder.number)[0].customer_id).toBe(demoId);
  });

  it('asks a guest for the email the order was placed with', async () => {
    expect(await refusal({ email: '  ' })).toMatchObject({ message: MESSAGES.required('Email'), extensions: { category: 'graphql-input' } });
    expect(await refusal({ email: 'not an email' })).toMatchObject({ message: MESSAGES.emailInvalid, extensions: { category: 'graphql-input' } });
    expect(stored(bankTransferOrder.number)).toEqual([]);
  });

  it("answers an unknown order and someone else's order alike, telling nothing about either", async () => {
    const sitiId = () => db().prepare("SELECT entity_id FROM customers WHERE email = 'siti.rahayu@example.com'").pluck().get() as number;
    const unknown = await confirm({ order_number: '999999999' });
    expect(unknown.body).toEqual({
      data: { createConfirmPayment: null },
      errors: [{ message: GUEST_ORDER_NOT_FOUND, extensions: { category: 'graphql-no-such-entity' }, locations: expect.any(Array), path: ['createConfirmPayment'] }],
    });
    const foreign = [
      // A guest's order with another email, the demo customer's orders as a guest (even with their email), and as another customer.
      await confirm({ email: 'someone.else@example.com' }),
      await confirm({ order_number: demoOrder.number, date: demoOrder.date, email: 'demo@example.com' }),
      await confirm({ order_number: otherOrder, email: 'demo@example.com' }),
      await confirm({ order_number: demoOrder.number, date: demoOrder.date, email: null }, { Authorization: `Bearer ${issueCustomerToken(db(), sitiId())}` }),
    ];
    for (const answer of foreign) expect(answer.body).toEqual(unknown.body);
    expect(stored(bankTransferOrder.number)).toEqual([]);
    expect(stored(demoOrder.number)).toEqual([]);
  });

  it('refuses an order not paid by bank transfer, and a canceled one', async () => {
    expect((await refusal({ order_number: otherOrder, email: null }, demoAuth)).message).toBe(MESSAGES.notBankTransfer(otherOrder));
    db().prepare("UPDATE sales_orders SET status = 'canceled' WHERE increment_id = ?").run(bankTransferOrder.number);
    try {
      expect((await refusal({})).message).toBe(MESSAGES.canceled(bankTransferOrder.number));
    } finally {
      db().prepare("UPDATE sales_orders SET status = 'pending' WHERE increment_id = ?").run(bankTransferOrder.number);
    }
    expect(stored(otherOrder)).toEqual([]);
  });

  const tooLong = (key: keyof typeof CONFIRM_PAYMENT_LIMITS) => 'x'.repeat(CONFIRM_PAYMENT_LIMITS[key] + 1);
  const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);

  it.each([
    ['a blank order number', { order_number: '  ' }, MESSAGES.required('Order number')],
    ['a blank bank', { payment: '' }, MESSAGES.required('Bank')],
    ['a blank account name', { account_name: ' ' }, MESSAGES.required('Account name')],
    ['a blank account number', { account_number: '' }, MESSAGES.required('Account number')],
    ['a blank date', { date: ' ' }, MESSAGES.required('Transfer date')],
    ['an order number too long', { order_number: tooLong('order_number') }, MESSAGES.tooLong('Order number', CONFIRM_PAYMENT_LIMITS.order_number)],
    ['an account name too long', { account_name: tooLong('account_name') }, MESSAGES.tooLong('Account name', CONFIRM_PAYMENT_LIMITS.account_name)],
    ['an account number too long', { account_number: '1'.repeat(CONFIRM_PAYMENT_LIMITS.account_number + 1) }, MESSAGES.tooLong('Account number', CONFIRM_PAYMENT_LIMITS.account_number)],
    ['a file name too long', { filename: tooLong('filename'), image_base64: PNG.toString('base64') }, MESSAGES.tooLong('File name', CONFIRM_PAYMENT_LIMITS.filename)],
    ['letters in the account number', { account_number: '12ab34' }, MESSAGES.accountNumberInvalid],
    ['an amount of 0', { amount: 0 }, MESSAGES.amountInvalid],
    ['a negative amount', { amount: -5000 }, MESSAGES.amountInvalid],
    ['an absurd amount', { amount: 1e15 }, MESSAGES.amountInvalid],
    ['a date that does not exist', { date: '2025-02-30' }, MESSAGES.dateInvalid],
    ['a date in another format', { date: '09/12/2025' }, MESSAGES.dateInvalid],
    ['a date in the future', { date: future }, MESSAGES.dateInFuture],
    ['a date before the order', { date: '2024-01-01' }, MESSAGES.dateBeforeOrder],
    ['an account that is not the shop’s', { payment: 'Bank Lain - 123' }, MESSAGES.bankUnknown],
    ['a text file called .png', { filename: 'receipt.png', image_base64: Buffer.from('just some text, not an image').toString('base64') }, MESSAGES.receiptType],
    ['a PDF', { filename: 'receipt.pdf', image_base64: Buffer.from('%PDF-1.7 ...').toString('base64') }, MESSAGES.receiptType],
    ['base64 that is not', { image_base64: 'not base64 at all!' }, MESSAGES.receiptUnreadable],
    ['an image over 700 KB', { image_base64: Buffer.concat([PNG, Buffer.alloc(RECEIPT_MAX_BYTES)]).toString('base64') }, MESSAGES.receiptSize],
    ['an email too long', { email: `${'x'.repeat(250)}@example.com` }, MESSAGES.tooLong('Email', 255)],
  ])('refuses %s with a clear message and stores nothing', async (_case, change, message) => {
    expect(await refusal(change)).toMatchObject({ message, extensions: { category: 'graphql-input' } });
    expect(stored(bankTransferOrder.number)).toEqual([]);
  });

  it('takes a receipt of exactly 700 KB through the HTTP endpoint, within a 1 MiB request', async () => {
    expect(RECEIPT_MAX_BYTES).toBe(700 * 1024);
    const image = Buffer.concat([JPEG, Buffer.alloc(RECEIPT_MAX_BYTES - JPEG.length, 9)]);
    const input = { ...valid(), filename: 'scan.jpg', image_base64: image.toString('base64') };
    expect(Buffer.byteLength(JSON.stringify({ query: CONFIRM, variables: { input } }))).toBeLessThan(1024 * 1024);
    const { status, body } = await confirm(input);
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(stored(bankTransferOrder.number)[0].receipt?.length).toBe(RECEIPT_MAX_BYTES);
  });

  it('keeps the confirmations across a restart of the backend', async () => {
    await confirm({ account_name: 'Durable Sender' });
    const restarted = await createBackend({ dataDir: shop.backend.dataDir, log: () => {} });
    try {
      expect(restarted.db.prepare('SELECT account_name FROM payment_confirmations WHERE confirmation_id > ?').pluck().all(seededConfirmations)).toEqual(['Durable Sender']);
    } finally {
      restarted.close();
    }
  });
});
