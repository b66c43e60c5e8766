import { issueCustomerToken } from '../auth/tokens';
import { startTestBackend, type TestBackend } from '../test/testBackend';

// Magento's vault over /graphql: customerPaymentTokens lists the signed-in customer's active stored
// cards, deletePaymentToken removes one of them (and answers those left). (Another customer's
// token: customerOwnership.test.ts.)

const TOKENS = '{ customerPaymentTokens { items { public_hash payment_method_code type details } } }';
const DELETE = 'mutation ($hash: String!) { deletePaymentToken(public_hash: $hash) { result customerPaymentTokens { items { public_hash details } } } }';
const UNAUTHORIZED = { message: "The current customer isn't authorized.", extensions: { category: 'graphql-authorization' } };

interface TokenAnswer {
  public_hash: string;
  payment_method_code: string;
  type: string;
  details: string;
}

describe('the vault of stored payment tokens', () => {
  let shop: TestBackend;
  let demoToken: string;
  const as = (token: string | null) => (token ? { headers: { Authorization: `Bearer ${token}` } } : {});

  async function tokensOf(token: string): Promise<TokenAnswer[]> {
    const { body } = await shop.graphql(TOKENS, {}, as(token));
    expect(body.errors).toBeUndefined();
    return body.data.customerPaymentTokens.items;
  }

  beforeAll(async () => {
    shop = await startTestBackend();
    const db = shop.backend.db;
    demoToken = issueCustomerToken(db, db.prepare("SELECT entity_id FROM customers WHERE email = 'demo@example.com'").pluck().get() as number);
  }, 120_000);
  afterAll(() => shop.close());

  it("lists the demo customer's two cards of the test card method with Magento's details JSON", async () => {
    const tokens = await tokensOf(demoToken);
    expect(tokens).toEqual([
      { public_hash: expect.stringMatching(/^[0-9a-f]{64}$/), payment_method_code: 'jingga_card', type: 'card', details: expect.any(String) },
      { public_hash: expect.stringMatching(/^[0-9a-f]{64}$/), payment_method_code: 'jingga_card', type: 'card', details: expect.any(String) },
    ]);
    expect(tokens.map((token) => JSON.parse(token.details))).toEqual([
      { type: 'VI', maskedCC: '1111', expirationDate: '12/2028' },
      { type: 'MC', maskedCC: '4444', expirationDate: '09/2029' },
    ]);
  });

  it('answers an empty list for a customer with no stored cards', async () => {
    const db = shop.backend.db;
    const budi = issueCustomerToken(db, db.prepare("SELECT entity_id FROM customers WHERE email = 'budi.santoso@example.com'").pluck().get() as number);
    expect(await tokensOf(budi)).toEqual([]);
  });

  it('lists a card only until it expires, as Magento does', async () => {
    const db = shop.backend.db;
    const [visa] = await tokensOf(demoToken);
    const expiry = db.prepare('SELECT expires_at FROM vault_payment_tokens WHERE public_hash = ?').pluck().get(visa.public_hash) as string;
    expect(expiry).toBe('2029-01-01 00:00:00');
    db.prepare("UPDATE vault_payment_tokens SET expires_at = '2020-01-01 00:00:00' WHERE public_hash = ?").run(visa.public_hash);
    try {
      expect((await tokensOf(demoToken)).map((token) => token.public_hash)).not.toContain(visa.public_hash);
    } finally {
      db.prepare('UPDATE vault_payment_tokens SET expires_at = ? WHERE public_hash = ?').run(expiry, visa.public_hash);
    }
  });

  it('deletes a token: the answer and the list then hold only the others', async () => {
    const [first, second] = await tokensOf(demoToken);
    const { body } = await shop.graphql(DELETE, { hash: first.public_hash }, as(demoToken));
    expect(body).toEqual({ data: { deletePaymentToken: { result: true, customerPaymentTokens: { items: [{ public_hash: second.public_hash, details: second.details }] } } } });
    expect(await tokensOf(demoToken)).toEqual([second]);
  });

  it("refuses a hash the customer has no token with, in Magento's words", async () => {
    const { body } = await shop.graphql(DELETE, { hash: 'no-such-hash' }, as(demoToken));
    expect(body).toEqual({
      errors: [expect.objectContaining({ message: 'Could not find a token using public hash: no-such-hash', extensions: { category: 'graphql-no-such-entity' } })],
      data: { deletePaymentToken: null },
    });
  });

  it('refuses a guest and a dead token', async () => {
    const [token] = await tokensOf(demoToken);
    for (const bearer of [null, 'not-a-token']) {
      expect((await shop.graphql(TOKENS, {}, as(bearer))).body.errors).toEqual([expect.objectContaining(UNAUTHORIZED)]);
      expect((await shop.graphql(DELETE, { hash: token.public_hash }, as(bearer))).body.errors).toEqual([expect.objectContaining(UNAUTHORIZED)]);
    }
    expect(await tokensOf(demoToken)).toEqual([token]);
  });
});
