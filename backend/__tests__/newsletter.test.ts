import { issueCustomerToken } from '../auth/tokens';
import { NEWSLETTER_MESSAGES } from '../resolvers/newsletter';
import { startTestBackend, type TestBackend } from '../test/testBackend';

const SUBSCRIBE = 'mutation ($email: String!) { subscribeEmailToNewsletter(email: $email) { status } }';

describe('subscribeEmailToNewsletter', () => {
  let shop: TestBackend;
  const db = () => shop.backend.db;
  const subscriber = (email: string) =>
    db().prepare('SELECT customer_id, status FROM newsletter_subscribers WHERE email = ?').get(email) as { customer_id: number | null; status: number } | undefined;
  const setConfig = (path: string, value: string | null) => {
    if (value === null) db().prepare('DELETE FROM core_config WHERE scope_id = 0 AND path = ?').run(path);
    else db().prepare('INSERT OR REPLACE INTO core_config (scope_id, path, value) VALUES (0, ?, ?)').run(path, value);
  };

  beforeAll(async () => {
    shop = await startTestBackend();
  }, 120_000);
  afterAll(() => shop.close());

  it('subscribes a guest email and stores it as subscribed, without a customer', async () => {
    const { body } = await shop.graphql(SUBSCRIBE, { email: 'guest.reader@example.com' });
    expect(body.errors).toBeUndefined();
    expect(body.data.subscribeEmailToNewsletter).toEqual({ status: 'SUBSCRIBED' });
    expect(subscriber('guest.reader@example.com')).toEqual({ customer_id: null, status: 1 });
  });

  it("refuses a repeat with Magento's message, whatever the letter case", async () => {
    await shop.graphql(SUBSCRIBE, { email: 'repeat@example.com' });
    const { body } = await shop.graphql(SUBSCRIBE, { email: 'Repeat@Example.com' });
    expect(body.data.subscribeEmailToNewsletter).toBeNull();
    expect(body.errors[0].message).toBe(NEWSLETTER_MESSAGES.alreadySubscribed);
    expect(body.errors[0].extensions.category).toBe('graphql-input');
  });

  it.each([
    ['not-an-email', NEWSLETTER_MESSAGES.emailInvalid],
    ['two@at@example.com', NEWSLETTER_MESSAGES.emailInvalid],
    ['   ', NEWSLETTER_MESSAGES.emailMissing],
  ])('rejects %j with an input error', async (email, message) => {
    const { body } = await shop.graphql(SUBSCRIBE, { email });
    expect(body.errors[0]).toMatchObject({ message, extensions: { category: 'graphql-input' } });
  });

  it("links a signed-in customer's subscription to them and flags their account", async () => {
    const customer = db().prepare("SELECT entity_id, email FROM customers WHERE email = 'demo@example.com'").get() as { entity_id: number; email: string };
    const token = issueCustomerToken(db(), customer.entity_id);
    db().prepare('UPDATE customers SET is_subscribed = 0 WHERE entity_id = ?').run(customer.entity_id);
    db().prepare('DELETE FROM newsletter_subscribers WHERE email = ?').run(customer.email);
    const { body } = await shop.graphql(SUBSCRIBE, { email: customer.email }, { headers: { Authorization: `Bearer ${token}` } });
    expect(body.data.subscribeEmailToNewsletter.status).toBe('SUBSCRIBED');
    expect(subscriber(customer.email)).toEqual({ customer_id: customer.entity_id, status: 1 });
    expect(db().prepare('SELECT is_subscribed FROM customers WHERE entity_id = ?').pluck().get(customer.entity_id)).toBe(1);
  });

  it('answers an unknown bearer token as unauthorized', async () => {
    const { body } = await shop.graphql(SUBSCRIBE, { email: 'token@example.com' }, { headers: { Authorization: 'Bearer nope' } });
    expect(body.errors[0].extensions.category).toBe('graphql-authorization');
    expect(subscriber('token@example.com')).toBeUndefined();
  });

  it('answers NOT_ACTIVE when the store requires confirmation', async () => {
    setConfig('newsletter/subscription/confirm', '1');
    try {
      const { body } = await shop.graphql(SUBSCRIBE, { email: 'confirm.me@example.com' });
      expect(body.data.subscribeEmailToNewsletter.status).toBe('NOT_ACTIVE');
      expect(subscriber('confirm.me@example.com')?.status).toBe(2);
    } finally {
      setConfig('newsletter/subscription/confirm', null);
    }
  });

  it('refuses guests when guest subscription is switched off', async () => {
    setConfig('newsletter/subscription/allow_guest_subscribe', '0');
    try {
      const { body } = await shop.graphql(SUBSCRIBE, { email: 'no.guest@example.com' });
      expect(body.errors[0].message).toBe(NEWSLETTER_MESSAGES.guestsNotAllowed);
    } finally {
      setConfig('newsletter/subscription/allow_guest_subscribe', null);
    }
  });
});
