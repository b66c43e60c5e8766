import { createHash } from 'node:crypto';
import { startTestBackend, type TestBackend } from '../test/testBackend';

// Magento's email confirmation over /graphql: confirmEmail with the key of the verification link
// the server prints, Customer.confirmation_status, and signing in refused until the account is
// confirmed, when the store asks new accounts to confirm their email (customer/create_account/confirm).

const CONFIRM = `mutation ($email: String!, $key: String!) {
  confirmEmail(input: { email: $email, confirmation_key: $key }) { customer { email firstname confirmation_status } } }`;
const CREATE = 'mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }';
const SIGN_IN = 'mutation ($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }';
const STATUS = '{ customer { email confirmation_status } }';
const DEMO = { email: 'demo@example.com', password: 'Demo1234!Shop' };

const inputError = (message: string) => ({ message, extensions: { category: 'graphql-input' } });
const NOT_CONFIRMED = { message: "This account isn't confirmed. Verify and try again.", extensions: { category: 'graphql-authentication' } };

describe('confirming a new account’s email', () => {
  let shop: TestBackend;
  const logged: string[] = [];
  const db = () => shop.backend.db;

  async function send(query: string, variables: Record<string, unknown> = {}, token?: string) {
    const { status, body } = await shop.graphql(query, variables, token ? { headers: { Authorization: `Bearer ${token}` } } : {});
    expect(status).toBe(200);
    return body;
  }
  const signIn = async (email: string, password: string) => (await send(SIGN_IN, { email, password })).data.generateCustomerToken?.token as string;
  const setConfirmationRequired = (on: boolean) => db().prepare("INSERT OR REPLACE INTO core_config (scope_id, path, value) VALUES (0, 'customer/create_account/confirm', ?)").run(on ? '1' : '0');

  beforeAll(async () => {
    shop = await startTestBackend({ log: (line) => logged.push(line) });
  }, 120_000);
  afterAll(() => shop.close());

  describe('while the shop needs no confirmation (its default)', () => {
    it('answers ACCOUNT_CONFIRMATION_NOT_REQUIRED and refuses to confirm an active account', async () => {
      const token = await signIn(DEMO.email, DEMO.password);
      expect(await send(STATUS, {}, token)).toEqual({ data: { customer: { email: DEMO.email, confirmation_status: 'ACCOUNT_CONFIRMATION_NOT_REQUIRED' } } });
      expect(await send(CONFIRM, { email: DEMO.email, key: '0123456789abcdef0123456789abcdef' })).toEqual({
        errors: [expect.objectContaining(inputError('The account is already active.'))],
        data: { confirmEmail: null },
      });
    });

    it("answers Magento's messages for a malformed email and an email with no account", async () => {
      expect((await send(CONFIRM, { email: 'bad-email', key: 'abcde' })).errors).toEqual([expect.objectContaining(inputError('Email is invalid'))]);
      expect((await send(CONFIRM, { email: 'nobody@example.com', key: 'abcde' })).errors).toEqual([
        expect.objectContaining(inputError('There was an error confirming the account')),
      ]);
    });
  });

  describe('when the store asks new accounts to confirm their email', () => {
    beforeAll(() => setConfirmationRequired(true));
    afterAll(() => setConfirmationRequired(false));

    it('prints a verification link carrying only the key, refuses the sign-in until the right key confirms the account, then signs in', async () => {
      const account = { firstname: 'Wulan', lastname: 'Sari', email: 'wulan.sari@example.com', password: 'Wulan2026!Secret' };
      const before = logged.length;
      expect((await send(CREATE, { input: account })).errors).toBeUndefined();
      const lines = logged.slice(before).filter((line) => line.includes('/registration/verification/'));
      expect(lines).toHaveLength(1);
      const link = new URL(/(https?:\/\/\S+)/.exec(lines[0])?.[1] as string);
      expect(link.search).toBe('');
      const key = link.pathname.split('/').pop() as string;
      expect(`${link.origin}${link.pathname}`).toBe(`${shop.url}/registration/verification/${key}`);
      expect(key).toMatch(/^[0-9a-f]{32}$/);
      expect(link.href).not.toContain('wulan');
      // Only the key's hash is kept.
      const stored = db().prepare('SELECT confirmation FROM customers WHERE email = ?').pluck().get(account.email);
      expect(stored).toBe(createHash('sha256').update(key).digest('hex'));

      expect((await send(SIGN_IN, { email: account.email, password: account.password })).errors).toEqual([expect.objectContaining(NOT_CONFIRMED)]);
      expect((await send(CONFIRM, { email: account.email, key: 'ffffffffffffffffffffffffffffffff' })).errors).toEqual([
        expect.objectContaining(inputError('The confirmation token is invalid. Verify the token and try again.')),
      ]);
      expect(await send(CONFIRM, { email: account.email.toUpperCase(), key })).toEqual({
        data: { confirmEmail: { customer: { email: account.email, firstname: 'Wulan', confirmation_status: 'ACCOUNT_CONFIRMED' } } },
      });
      // The key works once.
      expect((await send(CONFIRM, { email: account.email, key })).errors).toEqual([expect.objectContaining(inputError('The account is already active.'))]);
      const token = await signIn(account.email, account.password);
      expect(await send(STATUS, {}, token)).toEqual({ data: { customer: { email: account.email, confirmation_status: 'ACCOUNT_CONFIRMED' } } });
    });

    it('counts the accounts made before as confirmed', async () => {
      const token = await signIn(DEMO.email, DEMO.password);
      expect(await send(STATUS, {}, token)).toEqual({ data: { customer: { email: DEMO.email, confirmation_status: 'ACCOUNT_CONFIRMED' } } });
    });

    it('refuses a wrong password before saying the account waits for its confirmation', async () => {
      await send(CREATE, { input: { firstname: 'Dewi', lastname: 'Anggraini', email: 'dewi.a@example.com', password: 'Dewi2026!Secret' } });
      expect((await send(SIGN_IN, { email: 'dewi.a@example.com', password: 'Wrong2026!Secret' })).errors).toEqual([
        expect.objectContaining({
          message: 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
          extensions: { category: 'graphql-authentication' },
        }),
      ]);
    });
  });
});
