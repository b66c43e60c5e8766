import { createHash } from 'node:crypto';
import Database from 'better-sqlite3';
import { CUSTOMER_TOKEN_LIFETIME_S, issueCustomerToken, revokeCustomerTokens } from '../auth/tokens';
import { migrate } from '../db/migrate';
import { migrations } from '../db/migrations';
import { createBackend } from '../index';
import { startTestBackend, type TestBackend } from '../test/testBackend';

const LIFETIME_MS = CUSTOMER_TOKEN_LIFETIME_S * 1000;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const UNAUTHORIZED = { message: "The current customer isn't authorized.", extensions: { category: 'graphql-authorization' } };

// A bearer token that is unknown, expired or revoked is refused wherever the customer matters
// (Magento issue #26112: createEmptyCart with an expired token must not make a guest cart).
describe('a dead bearer token', () => {
  let shop: TestBackend;
  let customerId: number;
  const db = () => shop.backend.db;
  const cartCount = () => db().prepare('SELECT COUNT(*) FROM quotes').pluck().get() as number;
  const tokens: Record<string, () => string> = {
    unknown: () => 'no-such-token',
    expired: () => issueCustomerToken(db(), customerId, Date.now() - LIFETIME_MS - 60_000),
    revoked: () => {
      const token = issueCustomerToken(db(), customerId);
      revokeCustomerTokens(db(), customerId);
      return token;
    },
  };

  beforeAll(async () => {
    shop = await startTestBackend();
    customerId = db().prepare("SELECT entity_id FROM customers WHERE email = 'demo@example.com'").pluck().get() as number;
  }, 120_000);
  afterAll(() => shop.close());

  describe.each(Object.keys(tokens))('(%s)', (kind) => {
    const as = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

    it('is refused by createEmptyCart, which makes no guest cart', async () => {
      const before = cartCount();
      const { status, body } = await shop.graphql('mutation { createEmptyCart }', undefined, as(tokens[kind]()));
      expect(status).toBe(200);
      expect(body.data.createEmptyCart).toBeNull();
      expect(body.errors).toEqual([expect.objectContaining(UNAUTHORIZED)]);
      expect(cartCount()).toBe(before);
    });

    it("is refused by cart(cart_id) even on a guest's cart", async () => {
      const guestCart = (await shop.graphql('mutation { createEmptyCart }')).body.data.createEmptyCart;
      const { body } = await shop.graphql('query ($id: String!) { cart(cart_id: $id) { id } }', { id: guestCart }, as(tokens[kind]()));
      expect(body.data.cart).toBeNull();
      expect(body.errors).toEqual([expect.objectContaining(UNAUTHORIZED)]);
    });

    it('is refused by customerCart and subscribeEmailToNewsletter', async () => {
      const cart = await shop.graphql('{ customerCart { id } }', undefined, as(tokens[kind]()));
      expect(cart.body.errors).toEqual([expect.objectContaining(UNAUTHORIZED)]);
      const subscription = 'mutation { subscribeEmailToNewsletter(email: "dead.token@example.com") { status } }';
      const subscribe = await shop.graphql(subscription, undefined, as(tokens[kind]()));
      expect(subscribe.body.errors).toEqual([expect.objectContaining(UNAUTHORIZED)]);
      expect(db().prepare("SELECT COUNT(*) FROM newsletter_subscribers WHERE email = 'dead.token@example.com'").pluck().get()).toBe(0);
    });

    it("still answers what never asks who the customer is, with a guest's cache id", async () => {
      const query = '{ storeConfig { store_code } products(search: "a", pageSize: 1) { total_count } }';
      const guest = await shop.graphql(query);
      const { status, headers, body } = await shop.graphql(query, undefined, as(tokens[kind]()));
      expect(status).toBe(200);
      expect(body.errors).toBeUndefined();
      expect(body.data).toEqual(guest.body.data);
      expect(body.data.storeConfig.store_code).toBe('default');
      expect(headers.get('x-magento-cache-id')).toBe(guest.headers.get('x-magento-cache-id'));
    });
  });

  it('leaves a live token working', async () => {
    const token = issueCustomerToken(db(), customerId);
    const { body } = await shop.graphql('{ customerCart { email } }', undefined, { headers: { Authorization: `Bearer ${token}` } });
    expect(body.data.customerCart.email).toBe('demo@example.com');
  });
});

describe('customer tokens at rest', () => {
  let shop: TestBackend;
  let customerId: number;
  const db = () => shop.backend.db;
  const rows = () => db().prepare('SELECT * FROM customer_tokens').all() as Array<Record<string, unknown>>;

  beforeAll(async () => {
    shop = await startTestBackend();
    customerId = db().prepare("SELECT entity_id FROM customers WHERE email = 'demo@example.com'").pluck().get() as number;
  }, 120_000);
  afterAll(() => shop.close());

  it('stores only the SHA-256 of a token, and the token still signs in', async () => {
    const token = issueCustomerToken(db(), customerId);
    const dump = JSON.stringify(rows());
    expect(dump).not.toContain(token);
    expect(rows()).toContainEqual(expect.objectContaining({ token_hash: sha256(token), customer_id: customerId }));
    const { body } = await shop.graphql('{ customerCart { email } }', undefined, { headers: { Authorization: `Bearer ${token}` } });
    expect(body.data.customerCart.email).toBe('demo@example.com');
  });

  it('does not accept the stored hash as a token', async () => {
    const token = issueCustomerToken(db(), customerId);
    const { body } = await shop.graphql('{ customerCart { id } }', undefined, { headers: { Authorization: `Bearer ${sha256(token)}` } });
    expect(body.errors[0].extensions.category).toBe('graphql-authorization');
  });

  it('purges expired and revoked tokens when a token is issued', () => {
    const expired = issueCustomerToken(db(), customerId, Date.now() - LIFETIME_MS - 60_000);
    issueCustomerToken(db(), customerId);
    const hashes = rows().map((row) => row.token_hash);
    expect(hashes).not.toContain(sha256(expired));
    revokeCustomerTokens(db(), customerId);
    const fresh = issueCustomerToken(db(), customerId);
    expect(rows().map((row) => row.token_hash)).toEqual([sha256(fresh)]);
  });

  it('purges expired tokens when the backend starts', async () => {
    const expired = issueCustomerToken(db(), customerId, Date.now() - LIFETIME_MS - 60_000);
    expect(rows().map((row) => row.token_hash)).toContain(sha256(expired));
    const restarted = await createBackend({ dataDir: shop.backend.dataDir, log: () => {} });
    restarted.close();
    expect(rows().map((row) => row.token_hash)).not.toContain(sha256(expired));
  });
});

describe('migration 007_customer_token_hashes', () => {
  it('hashes the tokens issued before it, so their sessions survive', () => {
    const db = new Database(':memory:');
    // Without foreign keys the old token needs no customer row.
    db.pragma('foreign_keys = OFF');
    db.exec('CREATE TABLE schema_migrations (id TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
    const before = migrations.slice(0, migrations.findIndex((migration) => migration.id === '007_customer_token_hashes'));
    for (const migration of before) {
      migration.up(db);
      db.prepare('INSERT INTO schema_migrations (id, applied_at) VALUES (?, ?)').run(migration.id, 'then');
    }
    db.prepare('INSERT INTO customer_tokens (token, customer_id, created_at) VALUES (?, 7, 1000)').run('raw-token');
    expect(migrate(db)).toContain('007_customer_token_hashes');
    expect(db.prepare('SELECT * FROM customer_tokens').all()).toEqual([
      { token_hash: sha256('raw-token'), customer_id: 7, created_at: 1000, revoked: 0 },
    ]);
    db.close();
  });
});
