import { defaultRateLimits } from '../abuse/rateLimitRules';
import { GUEST_CHECKOUT_LOGIN_CONFIG } from '../resolvers/customerAccount/isEmailAvailable';
import { ACCOUNT_MESSAGES } from '../resolvers/customerAccount/messages';
import { startTestBackend, type TestBackend } from '../test/testBackend';

const IS_EMAIL_AVAILABLE = 'query ($email: String!) { isEmailAvailable(email: $email) { is_email_available } }';
const TOO_MANY = { message: 'Too Many Requests', extensions: { category: 'graphql-too-many-requests' } };

describe('isEmailAvailable', () => {
  let shop: TestBackend;
  const db = () => shop.backend.db;
  const setGuestLoginPrompt = (value: string | null) => {
    if (value === null) db().prepare('DELETE FROM core_config WHERE scope_id = 0 AND path = ?').run(GUEST_CHECKOUT_LOGIN_CONFIG);
    else db().prepare('INSERT OR REPLACE INTO core_config (scope_id, path, value) VALUES (0, ?, ?)').run(GUEST_CHECKOUT_LOGIN_CONFIG, value);
  };
  const check = async (email: string) => (await shop.graphql(IS_EMAIL_AVAILABLE, { email })).body;

  beforeAll(async () => {
    shop = await startTestBackend({ rateLimits: { ...defaultRateLimits(), emailLookup: { limit: 3, windowSeconds: 3600 } } });
  }, 120_000);
  afterAll(() => shop.close());
  afterEach(() => setGuestLoginPrompt(null));

  it('answers true even for an existing account while the guest sign-in prompt is off (the default), so emails cannot be enumerated', async () => {
    expect(await check('demo@example.com')).toEqual({ data: { isEmailAvailable: { is_email_available: true } } });
    setGuestLoginPrompt('0');
    expect((await check('demo@example.com')).data.isEmailAvailable.is_email_available).toBe(true);
  });

  it("with checkout/options/enable_guest_checkout_login on, tells whether the website has the account (any letter case), counting each look-up", async () => {
    setGuestLoginPrompt('1');
    expect((await check('Demo@Example.com')).data.isEmailAvailable.is_email_available).toBe(false);
    expect((await check('nobody.here@example.com')).data.isEmailAvailable.is_email_available).toBe(true);
    expect((await check('demo@example.com')).data.isEmailAvailable.is_email_available).toBe(false);
    const refused = await check('demo@example.com');
    expect(refused.data.isEmailAvailable).toBeNull();
    expect(refused.errors[0]).toMatchObject(TOO_MANY);
    // With the prompt off again the answer reveals nothing, so it is not counted.
    setGuestLoginPrompt(null);
    expect((await check('demo@example.com')).data.isEmailAvailable.is_email_available).toBe(true);
  });

  it.each([
    ['', ACCOUNT_MESSAGES.emailToCheckMissing],
    ['not-an-email', ACCOUNT_MESSAGES.emailToCheckInvalid],
    ['two@at@example.com', ACCOUNT_MESSAGES.emailToCheckInvalid],
  ])("refuses %j with Magento's input error", async (email, message) => {
    const body = await check(email);
    expect(body.data.isEmailAvailable).toBeNull();
    expect(body.errors[0]).toMatchObject({ message, extensions: { category: 'graphql-input' } });
  });
});
