import type { IncomingMessage } from 'node:http';
import { clientKey } from '../abuse/clientAddress';
import { defaultRateLimits, parseRateLimits, RateLimitConfigError, type RateLimitName } from '../abuse/rateLimitRules';
import { TokenBuckets } from '../abuse/tokenBucket';
import { startTestBackend, type TestBackend } from '../test/testBackend';

const TOO_MANY = { message: 'Too Many Requests', extensions: { category: 'graphql-too-many-requests' } };

describe('TokenBuckets', () => {
  it('allows `limit` requests, then refuses until the window refills a token', () => {
    let now = 0;
    const buckets = new TokenBuckets(10, () => now);
    const rule = { limit: 3, windowSeconds: 60 };
    expect([1, 2, 3, 4].map(() => buckets.take('a', rule).allowed)).toEqual([true, true, true, false]);
    expect(buckets.take('a', rule).retryAfterSeconds).toBe(20);
    expect(buckets.take('b', rule).allowed).toBe(true);
    now = 20_000;
    expect(buckets.peek('a', rule).allowed).toBe(true);
    expect(buckets.take('a', rule).allowed).toBe(true);
    expect(buckets.take('a', rule).allowed).toBe(false);
  });
});

describe('clientKey', () => {
  const request = (remoteAddress: string, headers: Record<string, string> = {}) => ({ headers, socket: { remoteAddress } }) as unknown as IncomingMessage;

  it('is the peer address; X-Forwarded-For counts only from a trusted proxy, and then its last entry', () => {
    expect(clientKey(request('::ffff:10.1.2.3', { 'x-forwarded-for': '1.1.1.1' }))).toBe('10.1.2.3');
    expect(clientKey(request('127.0.0.1', { 'x-forwarded-for': '6.6.6.6, 203.0.113.9' }), 1)).toBe('203.0.113.9');
  });

  it('behind N trusted proxies is the entry the farthest one added: N from the end', () => {
    // Shopper → TLS terminator (adds the shopper) → Varnish (adds the terminator) → us.
    const twoHops = request('127.0.0.1', { 'x-forwarded-for': '6.6.6.6, 203.0.113.9, 10.0.0.5' });
    expect(clientKey(twoHops, 2)).toBe('203.0.113.9');
    expect(clientKey(twoHops, 3)).toBe('6.6.6.6');
    // A shorter chain than configured (the request skipped a proxy): the farthest entry there is.
    expect(clientKey(request('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' }), 2)).toBe('203.0.113.9');
    expect(clientKey(request('127.0.0.1'), 2)).toBe('127.0.0.1');
  });

  it('counts an IPv6 client by its /64', () => {
    expect(clientKey(request('2001:db8:1:2::5'))).toBe('2001:db8:1:2::/64');
    expect(clientKey(request('2001:0db8:0001:0002:ffff:1:2:3'))).toBe('2001:db8:1:2::/64');
    expect(clientKey(request('::1'))).toBe('0:0:0:0::/64');
  });
});

describe('RATE_LIMITS', () => {
  it('keeps the defaults, turns off, or overrides single rules', () => {
    expect(parseRateLimits(undefined)).toEqual(defaultRateLimits());
    expect(parseRateLimits('off')).toBe('off');
    const set = parseRateLimits('signIn=3/30, coupon=50/600');
    expect(set !== 'off' && [set.signIn, set.coupon, set.contact]).toEqual([{ limit: 3, windowSeconds: 30 }, { limit: 50, windowSeconds: 600 }, defaultRateLimits().contact]);
  });

  it.each(['signIn=3', 'nope=1/1', 'signIn=0/60', 'signIn=1/60;coupon=1/1'])('refuses %j', (value) => {
    expect(() => parseRateLimits(value)).toThrow(RateLimitConfigError);
  });
});

/** One request per limited field, good or bad: the limit counts attempts, whatever their outcome. */
const ATTEMPTS: Array<[RateLimitName, string, Record<string, unknown>?]> = [
  ['signIn', 'mutation { generateCustomerToken(email: "demo@example.com", password: "Demo1234!Shop") { token } }'],
  ['createAccount', 'mutation { createCustomerV2(input: {firstname: "A", lastname: "B", email: "x", password: "y"}) { customer { email } } }'],
  ['passwordReset', 'mutation { resetPassword(email: "demo@example.com", resetPasswordToken: "x", newPassword: "Demo1234!Shop2") }'],
  ['contact', 'mutation { contactusFormSubmit(input: {fullname: "", email: "", telephone: "", message: ""}) { success_message } }'],
  ['newsletter', 'mutation { subscribeEmailToNewsletter(email: "not-an-email") { status } }'],
  ['review', 'mutation { createProductReview(input: {sku: "none", nickname: "", summary: "", text: "", ratings: []}) { review { nickname } } }'],
  ['coupon', 'mutation { applyCouponToCart(input: {cart_id: "none", coupon_code: "GUESS"}) { cart { id } } }'],
  ['orderLookup', '{ guestOrder(input: {number: "000000001", email: "a@b.c", postcode: "00000"}) { number } }'],
  ['placeOrder', 'mutation { placeOrder(input: {cart_id: "none"}) { errors { code } } }'],
  ['newCart', 'mutation { createEmptyCart }'],
];

describe('per-client limits over GraphQL', () => {
  let shop: TestBackend;
  const two = Object.fromEntries(ATTEMPTS.map(([rule]) => [rule, { limit: 2, windowSeconds: 3600 }]));
  beforeAll(async () => {
    shop = await startTestBackend({ rateLimits: { ...defaultRateLimits(), ...two } });
  }, 120_000);
  afterAll(() => shop.close());

  it.each(ATTEMPTS)('%s: the third attempt in the window is refused with Magento’s Too Many Requests', async (_rule, query) => {
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push((await shop.graphql(query)).body);
    for (const answer of answers.slice(0, 2)) expect(answer.errors ?? []).not.toContainEqual(expect.objectContaining({ extensions: TOO_MANY.extensions }));
    expect(answers[2].errors).toEqual([expect.objectContaining(TOO_MANY)]);
  });

  it('counts aliases one by one, so one request cannot hold many guesses', async () => {
    const fresh = await startTestBackend({ rateLimits: { ...defaultRateLimits(), coupon: { limit: 3, windowSeconds: 3600 } } });
    try {
      const aliases = Array.from({ length: 5 }, (_, i) => `a${i}: applyCouponToCart(input: {cart_id: "none", coupon_code: "G${i}"}) { cart { id } }`);
      const { body } = await fresh.graphql(`mutation { ${aliases.join(' ')} }`);
      const refused = body.errors.filter((error: { extensions: { category: string } }) => error.extensions.category === 'graphql-too-many-requests');
      expect(refused.map((error: { path: string[] }) => error.path[0])).toEqual(['a3', 'a4']);
    } finally {
      await fresh.close();
    }
  });
});

describe('limits are per client', () => {
  let shop: TestBackend;
  beforeAll(async () => {
    shop = await startTestBackend({ trustedProxies: 1, rateLimits: { ...defaultRateLimits(), contact: { limit: 1, windowSeconds: 3600 } } });
  }, 120_000);
  afterAll(() => shop.close());

  const contact = (from: string) =>
    shop.graphql('mutation { contactusFormSubmit(input: {fullname: "", email: "", telephone: "", message: ""}) { success_message } }', undefined, {
      headers: { 'X-Forwarded-For': from },
    });

  it('gives each client address its own count', async () => {
    await contact('203.0.113.1');
    expect((await contact('203.0.113.1')).body.errors).toEqual([expect.objectContaining(TOO_MANY)]);
    expect((await contact('203.0.113.2')).body.errors).not.toContainEqual(expect.objectContaining(TOO_MANY));
  });
});

describe('failed sign-ins across accounts', () => {
  let shop: TestBackend;
  beforeAll(async () => {
    shop = await startTestBackend({ rateLimits: defaultRateLimits() });
  }, 120_000);
  afterAll(() => shop.close());

  const signIn = (email: string, password: string) => shop.graphql('mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }', { e: email, p: password });

  it('after 10 refusals a client cannot sign in anyone, nor lock more accounts', async () => {
    for (let i = 0; i < 10; i += 1) {
      const { body } = await signIn(`nobody${i}@example.com`, 'Wrong1234!');
      expect(body.errors[0].extensions.category).toBe('graphql-authentication');
    }
    const after = await signIn('demo@example.com', 'Demo1234!Shop');
    expect(after.body.errors).toEqual([expect.objectContaining(TOO_MANY)]);
    const row = shop.backend.db.prepare("SELECT failures_num FROM customers WHERE email = 'demo@example.com'").get() as { failures_num: number };
    expect(row.failures_num).toBe(0);
  });
});

/** The demo customer's sign-in, sent through proxies that forwarded it `X-Forwarded-For: forwardedFor`. */
const demoSignIn = (shop: TestBackend, password: string, forwardedFor: string) =>
  shop.graphql('mutation($p: String!) { generateCustomerToken(email: "demo@example.com", password: $p) { token } }', { p: password }, { headers: { 'X-Forwarded-For': forwardedFor } });

describe('behind a TLS terminator and Varnish (TRUST_PROXY=2)', () => {
  jest.setTimeout(60_000);
  let shop: TestBackend;
  beforeAll(async () => {
    shop = await startTestBackend({ trustedProxies: 2, rateLimits: defaultRateLimits() });
  }, 120_000);
  afterAll(() => shop.close());

  // Each shopper's address, then the terminator's, as Varnish forwards them.
  const signInFrom = (shopper: string, password: string) => demoSignIn(shop, password, `${shopper}, 10.0.0.5`);

  it("one shopper's failed sign-ins never refuse another's", async () => {
    for (let i = 0; i < 10; i += 1) await signInFrom('198.51.100.1', `Wrong${i}!Shop`);
    expect((await signInFrom('198.51.100.1', 'Demo1234!Shop')).body.errors).toEqual([expect.objectContaining(TOO_MANY)]);
    const other = await signInFrom('198.51.100.2', 'Demo1234!Shop');
    expect(other.body.errors).toBeUndefined();
    expect(other.body.data.generateCustomerToken.token).toMatch(/\S/);
  });
});

describe('locking an account out', () => {
  jest.setTimeout(60_000);
  let shop: TestBackend;
  beforeAll(async () => {
    shop = await startTestBackend({ trustedProxies: 1, rateLimits: defaultRateLimits() });
  }, 120_000);
  afterAll(() => shop.close());

  const signInFrom = (client: string, password: string) => demoSignIn(shop, password, client);
  const failures = () => (shop.backend.db.prepare("SELECT failures_num, lock_expires FROM customers WHERE email = 'demo@example.com'").get() as { failures_num: number; lock_expires: string | null });

  it('takes more than one client: one is refused a failure short of the lockout threshold (10)', async () => {
    for (let i = 0; i < 9; i += 1) expect((await signInFrom('198.51.100.7', `Wrong${i}!Shop`)).body.errors[0].extensions.category).toBe('graphql-authentication');
    // The tenth wrong password from the same client is not even checked: the account stays open.
    expect((await signInFrom('198.51.100.7', 'Wrong9!Shop')).body.errors).toEqual([expect.objectContaining(TOO_MANY)]);
    expect(failures()).toEqual({ failures_num: 9, lock_expires: null });
    // The owner, from elsewhere, still signs in (and that clears the count).
    expect((await signInFrom('198.51.100.8', 'Demo1234!Shop')).body.data.generateCustomerToken.token).toMatch(/\S/);
    expect(failures().failures_num).toBe(0);
  });

  it('holds for guesses sent all at once', async () => {
    const answers = await Promise.all(Array.from({ length: 14 }, (_, i) => signInFrom('198.51.100.9', `Guess${i}!Shop`)));
    const categories = answers.map(({ body }) => body.errors[0].extensions.category);
    expect(categories.filter((category) => category === 'graphql-authentication')).toHaveLength(9);
    expect(categories.filter((category) => category === 'graphql-too-many-requests')).toHaveLength(5);
    expect(failures()).toEqual({ failures_num: 9, lock_expires: null });
  });
});

describe('REST checkout calls', () => {
  let shop: TestBackend;
  beforeAll(async () => {
    shop = await startTestBackend({ rateLimits: { ...defaultRateLimits(), placeOrder: { limit: 1, windowSeconds: 600 } } });
  }, 120_000);
  afterAll(() => shop.close());

  it('answer 429 with Retry-After past the order limit', async () => {
    const place = () =>
      fetch(`${shop.url}/rest/V1/guest-carts/none/payment-information`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect((await place()).status).toBe(404);
    const refused = await place();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await refused.json()).toEqual({ message: 'Too Many Requests' });
  });
});
