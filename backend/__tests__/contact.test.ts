import { issueCustomerToken } from '../auth/tokens';
import { createBackend } from '../index';
import { CONTACT_LIMITS, CONTACT_MESSAGES } from '../resolvers/contact';
import { startTestBackend, type TestBackend } from '../test/testBackend';

const SUBMIT = `mutation ($input: ContactusInput!) { contactusFormSubmit(input: $input) { success_message } }`;
const CONTACT_US = `mutation ($input: ContactUsInput!) { contactUs(input: $input) { status } }`;

const valid = { fullname: 'Rina Wulandari', email: 'rina@example.com', telephone: '081234567890', message: 'Is this cream safe during pregnancy?' };

interface StoredMessage {
  customer_id: number | null;
  source: string;
  fullname: string;
  email: string;
  telephone: string;
  message: string;
}

describe('contact form mutations', () => {
  let shop: TestBackend;
  const db = () => shop.backend.db;
  const stored = (email: string) =>
    db().prepare('SELECT customer_id, source, fullname, email, telephone, message FROM contact_messages WHERE email = ? ORDER BY message_id').all(email) as StoredMessage[];
  const setConfig = (path: string, value: string | null) => {
    if (value === null) db().prepare('DELETE FROM core_config WHERE scope_id = 0 AND path = ?').run(path);
    else db().prepare('INSERT OR REPLACE INTO core_config (scope_id, path, value) VALUES (0, ?, ?)').run(path, value);
  };

  beforeAll(async () => {
    shop = await startTestBackend();
  }, 120_000);
  afterAll(() => shop.close());

  describe('contactusFormSubmit (Swift PWA contact module)', () => {
    it('stores a guest message, trimmed, and answers the confirmation', async () => {
      const { body } = await shop.graphql(SUBMIT, { input: { ...valid, fullname: '  Rina Wulandari ', email: 'guest.contact@example.com' } });
      expect(body.errors).toBeUndefined();
      expect(body.data.contactusFormSubmit).toEqual({ success_message: CONTACT_MESSAGES.sent });
      expect(stored('guest.contact@example.com')).toEqual([
        { customer_id: null, source: 'contactusFormSubmit', fullname: 'Rina Wulandari', email: 'guest.contact@example.com', telephone: valid.telephone, message: valid.message },
      ]);
    });

    it('keeps HTML and script exactly as typed: stored as text, never run or stripped', async () => {
      const message = '<script>alert("x")</script><b>bold</b> & <img src=x onerror=alert(1)>';
      const { body } = await shop.graphql(SUBMIT, { input: { ...valid, fullname: '<i>Rina</i>', email: 'html.contact@example.com', message } });
      expect(body.errors).toBeUndefined();
      expect(stored('html.contact@example.com')).toEqual([expect.objectContaining({ fullname: '<i>Rina</i>', message })]);
    });

    it('links a signed-in customer to their message', async () => {
      const customerId = db().prepare("SELECT entity_id FROM customers WHERE email = 'demo@example.com'").pluck().get() as number;
      const token = issueCustomerToken(db(), customerId);
      const { body } = await shop.graphql(SUBMIT, { input: { ...valid, email: 'demo.contact@example.com' } }, { headers: { Authorization: `Bearer ${token}` } });
      expect(body.errors).toBeUndefined();
      expect(stored('demo.contact@example.com')[0].customer_id).toBe(customerId);
    });

    it.each([
      ['a blank fullname', 'fullname', '   ', CONTACT_MESSAGES.required('Fullname')],
      ['an empty email', 'email', '', CONTACT_MESSAGES.required('Email')],
      ['no telephone', 'telephone', null, CONTACT_MESSAGES.required('Telephone')],
      ['a blank message', 'message', ' \n ', CONTACT_MESSAGES.required('Message')],
      ['an email without @', 'email', 'not-an-email', CONTACT_MESSAGES.emailInvalid],
      ['an email with two @', 'email', 'two@at@example.com', CONTACT_MESSAGES.emailInvalid],
      ['a telephone with letters', 'telephone', '0812-abc', CONTACT_MESSAGES.telephoneInvalid],
      ['a telephone too short', 'telephone', '123', CONTACT_MESSAGES.telephoneInvalid],
      ['a fullname too long', 'fullname', 'x'.repeat(CONTACT_LIMITS.fullname + 1), CONTACT_MESSAGES.tooLong('Fullname', CONTACT_LIMITS.fullname)],
      ['an email too long', 'email', `${'x'.repeat(250)}@example.com`, CONTACT_MESSAGES.tooLong('Email', CONTACT_LIMITS.email)],
      ['a telephone too long', 'telephone', '1'.repeat(CONTACT_LIMITS.telephone + 1), CONTACT_MESSAGES.tooLong('Telephone', CONTACT_LIMITS.telephone)],
      ['a message too long', 'message', 'x'.repeat(CONTACT_LIMITS.message + 1), CONTACT_MESSAGES.tooLong('Message', CONTACT_LIMITS.message)],
    ])('refuses %s with an input error and stores nothing', async (_case, field, value, message) => {
      const before = db().prepare('SELECT COUNT(*) FROM contact_messages').pluck().get();
      const { body } = await shop.graphql(SUBMIT, { input: { ...valid, [field]: value } });
      expect(body.data.contactusFormSubmit).toBeNull();
      expect(body.errors[0]).toMatchObject({ message, extensions: { category: 'graphql-input' }, path: ['contactusFormSubmit'] });
      expect(db().prepare('SELECT COUNT(*) FROM contact_messages').pluck().get()).toBe(before);
    });

    it('accepts the fullname, telephone and message at their longest', async () => {
      const email = `${'x'.repeat(64)}@${'long'.repeat(10)}.example.com`;
      const input = { fullname: 'n'.repeat(CONTACT_LIMITS.fullname), email, telephone: `+${'1'.repeat(20)}`, message: 'm'.repeat(CONTACT_LIMITS.message) };
      const { body } = await shop.graphql(SUBMIT, { input });
      expect(body.errors).toBeUndefined();
      expect(stored(email)[0].message).toHaveLength(CONTACT_LIMITS.message);
    });

    it('refuses a missing required field in the query itself (GraphQL validation)', async () => {
      const { body } = await shop.graphql(SUBMIT, { input: { email: valid.email, telephone: valid.telephone, message: valid.message } });
      expect(body.errors[0].message).toContain('fullname');
    });
  });

  describe('contactUs (Magento core ContactGraphQl)', () => {
    it('stores the message in the same table and answers status true; the telephone is optional', async () => {
      const { body } = await shop.graphql(CONTACT_US, { input: { name: 'Budi', email: 'core.contact@example.com', comment: '<b>Hello</b>' } });
      expect(body.errors).toBeUndefined();
      expect(body.data.contactUs).toEqual({ status: true });
      expect(stored('core.contact@example.com')).toEqual([
        { customer_id: null, source: 'contactUs', fullname: 'Budi', email: 'core.contact@example.com', telephone: '', message: '<b>Hello</b>' },
      ]);
    });

    it.each([
      ['an invalid email', { email: 'nope' }, CONTACT_MESSAGES.emailInvalid],
      ['an empty email', { email: '' }, CONTACT_MESSAGES.emailInvalid],
      ['a blank name', { name: '  ' }, CONTACT_MESSAGES.nameRequired],
      ['an empty comment', { comment: '' }, CONTACT_MESSAGES.commentRequired],
      ['a comment too long', { comment: 'x'.repeat(CONTACT_LIMITS.message + 1) }, CONTACT_MESSAGES.tooLong('Comment', CONTACT_LIMITS.message)],
      ['a telephone too long', { telephone: '1'.repeat(CONTACT_LIMITS.telephone + 1) }, CONTACT_MESSAGES.tooLong('Telephone', CONTACT_LIMITS.telephone)],
    ])("refuses %s with Magento's message", async (_case, change, message) => {
      const { body } = await shop.graphql(CONTACT_US, { input: { name: 'Budi', email: 'core.refused@example.com', comment: 'Hi', ...change } });
      expect(body.data.contactUs).toBeNull();
      expect(body.errors[0]).toMatchObject({ message, extensions: { category: 'graphql-input' } });
    });
  });

  it('answers contact_enabled, and both mutations refuse while the contact form is switched off', async () => {
    const enabled = await shop.graphql('{ storeConfig { contact_enabled } }');
    expect(enabled.body.data.storeConfig.contact_enabled).toBe(true);
    setConfig('contact/contact/enabled', '0');
    try {
      const module = await shop.graphql(SUBMIT, { input: { ...valid, email: 'off.contact@example.com' } });
      expect(module.body.errors[0].message).toBe(CONTACT_MESSAGES.unavailable);
      const core = await shop.graphql(CONTACT_US, { input: { name: 'Budi', email: 'off.contact@example.com', comment: 'Hi' } });
      expect(core.body.errors[0].message).toBe(CONTACT_MESSAGES.unavailable);
      expect(stored('off.contact@example.com')).toEqual([]);
    } finally {
      setConfig('contact/contact/enabled', null);
    }
  });

  describe('the seeded content the contact and FAQ pages read', () => {
    it('has the shop’s contact details in the contact-us-info block', async () => {
      const { body } = await shop.graphql('{ cmsBlocks(identifiers: ["contact-us-info"]) { items { identifier content } } }');
      const content: string = body.data.cmsBlocks.items[0].content;
      expect(content).toContain('href="tel:1500123"');
      expect(content).toContain('mailto:cs@jingga.example');
      expect(content).toContain('https://wa.me/');
      expect(content).toContain('08:00-22:00');
    });

    it('has the FAQ as Page Builder tabs per topic, each question an <h4> followed by its answer', async () => {
      const { body } = await shop.graphql('{ cmsPage(identifier: "faq") { title content } }');
      const content: string = body.data.cmsPage.content;
      const topics = [...content.matchAll(/data-content-type="tab-item"[^>]*data-tab-name="([^"]+)"/g)].map((match) => match[1]);
      expect(topics).toEqual(['Orders', 'Shipping', 'Payment', 'Medicines']);
      expect(content.match(/<h4>[^<]+<\/h4><p>/g)).toHaveLength(8);
    });
  });

  it('keeps the messages across a restart of the backend', async () => {
    await shop.graphql(SUBMIT, { input: { ...valid, email: 'durable.contact@example.com' } });
    const restarted = await createBackend({ dataDir: shop.backend.dataDir, log: () => {} });
    try {
      const row = restarted.db.prepare('SELECT fullname, message FROM contact_messages WHERE email = ?').get('durable.contact@example.com');
      expect(row).toEqual({ fullname: valid.fullname, message: valid.message });
    } finally {
      restarted.close();
    }
  });
});
