import { createHash, scryptSync } from 'node:crypto';
import { issueCustomerToken } from '../auth/tokens';
import { ACCOUNT_MESSAGES } from '../resolvers/customerAccount/messages';
import { startTestBackend, type TestBackend } from '../test/testBackend';

// Magento's identity mutations over /graphql: signing in (with the lockout after 10 wrong
// passwords), signing out, signing up, resetting a forgotten password with the link the server
// prints, and the signed-in customer changing their password, name and email.

const DEMO = { email: 'demo@example.com', password: 'Demo1234!Shop' };
const SIGN_IN = 'mutation ($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }';
const REVOKE = 'mutation { revokeCustomerToken { result } }';
const WHO = '{ customer { email firstname lastname is_subscribed } }';
const CREATE = `mutation ($input: CustomerCreateInput!) {
  createCustomerV2(input: $input) { customer { email firstname lastname prefix middlename suffix taxvat date_of_birth gender is_subscribed } } }`;
const CREATE_LEGACY = 'mutation ($input: CustomerInput!) { createCustomer(input: $input) { customer { email firstname lastname is_subscribed } } }';
const REQUEST_RESET = 'mutation ($email: String!) { requestPasswordResetEmail(email: $email) }';
const RESET = `mutation ($email: String!, $token: String!, $password: String!) {
  resetPassword(email: $email, resetPasswordToken: $token, newPassword: $password) }`;
const CHANGE_PASSWORD = `mutation ($current: String!, $next: String!) {
  changeCustomerPassword(currentPassword: $current, newPassword: $next) { email firstname } }`;
const UPDATE = 'mutation ($input: CustomerUpdateInput!) { updateCustomerV2(input: $input) { customer { email firstname lastname is_subscribed } } }';
const UPDATE_EMAIL = 'mutation ($email: String!, $password: String!) { updateCustomerEmail(email: $email, password: $password) { customer { email } } }';

const SIGN_IN_REFUSED = { message: ACCOUNT_MESSAGES.signInRefused, extensions: { category: 'graphql-authentication' } };
const UNAUTHORIZED = { message: "The current customer isn't authorized.", extensions: { category: 'graphql-authorization' } };
const inputError = (message: string) => ({ message, extensions: { category: 'graphql-input' } });
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('customer accounts over GraphQL', () => {
  let shop: TestBackend;
  const logged: string[] = [];
  /** Every password a test sends: none may reach the log. */
  const passwordsUsed = new Set<string>([DEMO.password]);
  const db = () => shop.backend.db;
  let accounts = 0;

  async function send(query: string, variables?: Record<string, unknown>, token?: string) {
    for (const value of Object.values(variables ?? {})) if (typeof value === 'string' && /[A-Z].*\d|\d.*[A-Z]/.test(value)) passwordsUsed.add(value);
    const { status, body } = await shop.graphql(query, variables, token ? { headers: { Authorization: `Bearer ${token}` } } : {});
    expect(status).toBe(200);
    return body;
  }

  async function signIn(email: string, password: string): Promise<string> {
    const body = await send(SIGN_IN, { email, password });
    expect(body.errors).toBeUndefined();
    return body.data.generateCustomerToken.token as string;
  }

  /** A new account made through createCustomerV2; its email and password. */
  async function newAccount(overrides: Record<string, unknown> = {}): Promise<{ email: string; password: string; id: number }> {
    accounts += 1;
    const input = { firstname: 'Rina', lastname: 'Wijaya', email: `rina.${accounts}@example.com`, password: `Rina${accounts}!Secret`, ...overrides };
    const body = await send(CREATE, { input });
    expect(body.errors).toBeUndefined();
    const id = db().prepare('SELECT entity_id FROM customers WHERE email = ?').pluck().get(input.email) as number;
    return { email: input.email as string, password: input.password as string, id };
  }

  const lockState = (id: number) =>
    db().prepare('SELECT failures_num, first_failure, lock_expires FROM customers WHERE entity_id = ?').get(id) as {
      failures_num: number;
      first_failure: string | null;
      lock_expires: string | null;
    };
  const asUtc = (value: string) => Date.parse(`${value.replace(' ', 'T')}Z`);

  beforeAll(async () => {
    shop = await startTestBackend({ log: (line) => logged.push(line) });
  }, 120_000);
  afterAll(() => shop.close());

  describe('generateCustomerToken', () => {
    it('signs the demo customer in: the token answers the customer query', async () => {
      const token = await signIn(DEMO.email, DEMO.password);
      expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
      const body = await send(WHO, undefined, token);
      expect(body.data.customer).toEqual(expect.objectContaining({ email: DEMO.email, firstname: 'Demo' }));
    });

    it('takes the email in any letter case', async () => {
      expect(await signIn('Demo@Example.COM', DEMO.password)).toBeTruthy();
    });

    it.each([
      ['a wrong password', DEMO.email, 'Demo1234!Shop?'],
      ['an email with no account', 'nobody@example.com', DEMO.password],
    ])("refuses %s with Magento's one sign-in message", async (_case, email, password) => {
      const body = await send(SIGN_IN, { email, password });
      expect(body.data).toEqual({ generateCustomerToken: null });
      expect(body.errors).toEqual([expect.objectContaining(SIGN_IN_REFUSED)]);
    });

    it('asks for an empty email or password', async () => {
      expect((await send(SIGN_IN, { email: '', password: 'x' })).errors).toEqual([expect.objectContaining(inputError('Specify the "email" value.'))]);
      expect((await send(SIGN_IN, { email: DEMO.email, password: '' })).errors).toEqual([
        expect.objectContaining(inputError('Specify the "password" value.')),
      ]);
    });

    it('stores a fresh hash when the account still has one made with the old, cheaper cost', async () => {
      const account = await newAccount();
      const legacy = `scrypt$0a1b$${scryptSync(account.password, '0a1b', 32).toString('hex')}`;
      db().prepare('UPDATE customers SET password_hash = ? WHERE entity_id = ?').run(legacy, account.id);
      await signIn(account.email, account.password);
      const stored = db().prepare('SELECT password_hash FROM customers WHERE entity_id = ?').pluck().get(account.id) as string;
      expect(stored).toMatch(/^scrypt\$ln=15,r=8,p=1\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
      expect(await signIn(account.email, account.password)).toBeTruthy();
    });
  });

  describe('the lockout after failed sign-ins', () => {
    it('locks the account for 10 minutes after 10 failures: the right password is refused until the lock ends', async () => {
      const account = await newAccount();
      const started = Date.now();
      for (let attempt = 1; attempt <= 15; attempt += 1) {
        const body = await send(SIGN_IN, { email: account.email, password: `Wrong${attempt}!Guess` });
        expect(body.errors).toEqual([expect.objectContaining(SIGN_IN_REFUSED)]);
      }
      // The 10th failure locked it; the five made while locked were not counted and did not extend the lock.
      const locked = lockState(account.id);
      expect(locked.failures_num).toBe(10);
      const lockEnds = asUtc(locked.lock_expires as string);
      expect(lockEnds).toBeGreaterThanOrEqual(Math.floor(started / 1000) * 1000 + 10 * 60_000);
      expect(lockEnds).toBeLessThanOrEqual(Date.now() + 10 * 60_000);

      // While locked: the right password gets the same refusal as a wrong one.
      const refused = await send(SIGN_IN, { email: account.email, password: account.password });
      expect(refused.data).toEqual({ generateCustomerToken: null });
      expect(refused.errors).toEqual([expect.objectContaining(SIGN_IN_REFUSED)]);

      // The clock moves past the lock (written as Magento stores it: UTC "YYYY-MM-DD HH:MM:SS").
      const past = new Date(Date.now() - 1000).toISOString().slice(0, 19).replace('T', ' ');
      db().prepare('UPDATE customers SET lock_expires = ? WHERE entity_id = ?').run(past, account.id);
      const token = await signIn(account.email, account.password);
      expect((await send(WHO, undefined, token)).data.customer.email).toBe(account.email);
      expect(lockState(account.id)).toEqual({ failures_num: 0, first_failure: null, lock_expires: null });
    });

    it('starts counting again after a successful sign-in', async () => {
      const account = await newAccount();
      for (let attempt = 0; attempt < 9; attempt += 1) await send(SIGN_IN, { email: account.email, password: 'Wrong1!Guess' });
      expect(lockState(account.id).failures_num).toBe(9);
      await signIn(account.email, account.password);
      for (let attempt = 0; attempt < 9; attempt += 1) await send(SIGN_IN, { email: account.email, password: 'Wrong1!Guess' });
      expect(lockState(account.id)).toEqual(expect.objectContaining({ failures_num: 9, lock_expires: null }));
      expect(await signIn(account.email, account.password)).toBeTruthy();
    });

    it('counts no more than 10 of many guesses sent at once: those checked while the lock fell are refused uncounted', async () => {
      const account = await newAccount();
      const answers = await Promise.all(Array.from({ length: 14 }, (_, index) => send(SIGN_IN, { email: account.email, password: `Guess${index}!Wrong` })));
      for (const body of answers) expect(body.errors).toEqual([expect.objectContaining(SIGN_IN_REFUSED)]);
      const state = lockState(account.id);
      expect(state.failures_num).toBe(10);
      expect(state.lock_expires).not.toBeNull();
      expect((await send(SIGN_IN, { email: account.email, password: account.password })).errors).toEqual([expect.objectContaining(SIGN_IN_REFUSED)]);
    });
  });

  describe('revokeCustomerToken', () => {
    it('ends the session: the token is refused afterwards, by queries and account mutations alike', async () => {
      const token = await signIn(DEMO.email, DEMO.password);
      const body = await send(REVOKE, undefined, token);
      expect(body).toEqual({ data: { revokeCustomerToken: { result: true } } });
      expect((await send(WHO, undefined, token)).errors).toEqual([expect.objectContaining(UNAUTHORIZED)]);
      const update = await send(UPDATE, { input: { firstname: 'Mallory' } }, token);
      expect(update.errors).toEqual([expect.objectContaining(UNAUTHORIZED)]);
      expect(db().prepare("SELECT firstname FROM customers WHERE email = 'demo@example.com'").pluck().get()).toBe('Demo');
    });

    it('needs a token', async () => {
      const body = await send(REVOKE);
      expect(body.data).toEqual({ revokeCustomerToken: null });
      expect(body.errors).toEqual([expect.objectContaining(UNAUTHORIZED)]);
    });
  });

  describe('createCustomerV2 and createCustomer', () => {
    it('creates an account that can sign in, with the newsletter subscription asked for', async () => {
      const input = {
        firstname: 'Ayu',
        lastname: 'Lestari',
        email: 'ayu.lestari@example.com',
        password: 'Ayu2026!Shop',
        is_subscribed: true,
        date_of_birth: '1995-04-21',
        gender: 2,
        prefix: 'Ibu',
        taxvat: '01.234.567.8-901.000',
      };
      const body = await send(CREATE, { input });
      expect(body.errors).toBeUndefined();
      expect(body.data.createCustomerV2.customer).toEqual({
        email: 'ayu.lestari@example.com',
        firstname: 'Ayu',
        lastname: 'Lestari',
        prefix: 'Ibu',
        middlename: null,
        suffix: null,
        taxvat: '01.234.567.8-901.000',
        date_of_birth: '1995-04-21',
        gender: 2,
        is_subscribed: true,
      });
      expect(db().prepare("SELECT status FROM newsletter_subscribers WHERE email = 'ayu.lestari@example.com'").pluck().get()).toBe(1);
      const token = await signIn(input.email, input.password);
      expect((await send(WHO, undefined, token)).data.customer).toEqual({ email: input.email, firstname: 'Ayu', lastname: 'Lestari', is_subscribed: true });
    });

    it('leaves the newsletter alone when the account does not ask for it', async () => {
      const account = await newAccount({ is_subscribed: false });
      expect(db().prepare('SELECT COUNT(*) FROM newsletter_subscribers WHERE email = ?').pluck().get(account.email)).toBe(0);
      expect(db().prepare('SELECT is_subscribed FROM customers WHERE entity_id = ?').pluck().get(account.id)).toBe(0);
    });

    it('also takes the older createCustomer', async () => {
      const input = { firstname: 'Dewi', lastname: 'Sari', email: 'dewi.sari@example.com', password: 'Dewi2026!Shop' };
      const body = await send(CREATE_LEGACY, { input });
      expect(body.data.createCustomer.customer).toEqual({ email: input.email, firstname: 'Dewi', lastname: 'Sari', is_subscribed: false });
      expect(await signIn(input.email, input.password)).toBeTruthy();
    });

    it('refuses an email that already has an account, in any letter case', async () => {
      const before = db().prepare('SELECT COUNT(*) FROM customers').pluck().get();
      const body = await send(CREATE, { input: { firstname: 'Demo', lastname: 'Again', email: 'DEMO@example.com', password: 'Another1!Password' } });
      expect(body.data).toEqual({ createCustomerV2: null });
      expect(body.errors).toEqual([expect.objectContaining(inputError('A customer with the same email address already exists in an associated website.'))]);
      expect(db().prepare('SELECT COUNT(*) FROM customers').pluck().get()).toBe(before);
    });

    it.each([
      ['7 characters', 'Short1!', 'The password needs at least 8 characters. Create a new password and try again.'],
      ['one class', 'alllowercase', 'Minimum of different classes of characters in password is 3. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.'],
      ['two classes', 'lowercase123', 'Minimum of different classes of characters in password is 3. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.'],
      ['a leading space', ' Padded1!Password', "The password can't begin or end with a space. Verify the password and try again."],
      ['257 characters', 'x'.repeat(250) + 'Aa1!Aa1', 'Please enter a password with at most 256 characters.'],
      ['the email itself', 'Weak.Pass@example.com', "The password can't be the same as the email address. Create a new password and try again."],
    ])('refuses a password of %s with Magento’s message', async (_case, password, message) => {
      const body = await send(CREATE, { input: { firstname: 'Weak', lastname: 'Pass', email: 'weak.pass@example.com', password } });
      expect(body.errors).toEqual([expect.objectContaining(inputError(message))]);
      expect(db().prepare("SELECT COUNT(*) FROM customers WHERE email = 'weak.pass@example.com'").pluck().get()).toBe(0);
    });

    it.each([
      [{ email: 'not-an-email' }, '"not-an-email" is not a valid email address.'],
      [{ email: 'two@at@example.com' }, '"two@at@example.com" is not a valid email address.'],
      [{ firstname: '' }, 'Required parameters are missing: First Name'],
      [{ firstname: '', lastname: '' }, 'Required parameters are missing: First Name, Last Name'],
      [{ gender: 7 }, '"7" is not a valid gender value.'],
    ])('refuses %j with Magento’s message', async (overrides, message) => {
      const input = { firstname: 'Bad', lastname: 'Input', email: 'bad.input@example.com', password: 'Good1!Password', ...overrides };
      const body = await send(CREATE, { input });
      expect(body.errors).toEqual([expect.objectContaining(inputError(message))]);
    });
  });

  describe('forgotten password', () => {
    /** Requests a reset and reads the link the server printed, and its token. */
    async function requestReset(email: string): Promise<{ token: string; link: URL }> {
      const before = logged.length;
      const body = await send(REQUEST_RESET, { email });
      expect(body).toEqual({ data: { requestPasswordResetEmail: true } });
      const lines = logged.slice(before).filter((line) => line.includes('/customer/account/createPassword?'));
      expect(lines).toHaveLength(1);
      const link = new URL(/(https?:\/\/\S+)/.exec(lines[0])?.[1] as string);
      return { token: link.searchParams.get('token') as string, link };
    }

    it('prints the reset link on the server console, then sets the new password once and ends every session', async () => {
      const account = await newAccount();
      const oldSession = await signIn(account.email, account.password);
      const { token, link } = await requestReset(account.email.toUpperCase());
      expect(`${link.origin}${link.pathname}`).toBe(`${shop.url}/customer/account/createPassword`);
      // No customer data in URLs: the link carries the token only (the form asks for the email).
      expect([...link.searchParams.keys()]).toEqual(['token']);
      expect(link.href).not.toContain(encodeURIComponent(account.email));
      expect(token).toMatch(/^[0-9a-f]{32}$/);
      // Only the token's hash is kept.
      const stored = db().prepare('SELECT rp_token_hash, rp_token_created_at FROM customers WHERE entity_id = ?').get(account.id) as Record<string, string>;
      expect(stored.rp_token_hash).toBe(sha256(token));
      expect(JSON.stringify(db().prepare('SELECT * FROM customers WHERE entity_id = ?').get(account.id))).not.toContain(token);

      const next = 'Fresh2026!Password';
      const reset = await send(RESET, { email: account.email, token, password: next });
      expect(reset).toEqual({ data: { resetPassword: true } });
      // The session from before the reset is over; the old password no longer signs in; the new one does.
      expect((await send(WHO, undefined, oldSession)).errors).toEqual([expect.objectContaining(UNAUTHORIZED)]);
      expect((await send(SIGN_IN, { email: account.email, password: account.password })).errors).toEqual([expect.objectContaining(SIGN_IN_REFUSED)]);
      expect(await signIn(account.email, next)).toBeTruthy();
      // The link works once.
      const again = await send(RESET, { email: account.email, token, password: 'Another2026!Password' });
      expect(again.errors).toEqual([expect.objectContaining(inputError("Cannot set the customer's password"))]);
      expect(await signIn(account.email, next)).toBeTruthy();
    });

    it('refuses a wrong token, an older token, a token of another account, an expired token and a weak password', async () => {
      const account = await newAccount();
      const other = await newAccount();
      const first = await requestReset(account.email);
      // Magento_Security lets the same account ask again only after 10 minutes.
      const elevenMinutesAgo = new Date(Date.now() - 11 * 60_000).toISOString().slice(0, 19).replace('T', ' ');
      db().prepare('UPDATE customers SET rp_token_created_at = ? WHERE entity_id = ?').run(elevenMinutesAgo, account.id);
      const second = await requestReset(account.email);
      const othersToken = (await requestReset(other.email)).token;
      const cannotSet = [expect.objectContaining(inputError("Cannot set the customer's password"))];
      const attempt = (token: string, password = 'Fresh2026!Password') => send(RESET, { email: account.email, token, password });

      expect((await attempt('0123456789abcdef0123456789abcdef')).errors).toEqual(cannotSet);
      expect((await attempt(first.token)).errors).toEqual(cannotSet);
      expect((await attempt(othersToken)).errors).toEqual(cannotSet);
      expect((await attempt(second.token, 'weakpassword')).errors).toEqual(cannotSet);
      // Magento's reset link lasts 2 hours.
      const threeHoursAgo = new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
      db().prepare('UPDATE customers SET rp_token_created_at = ? WHERE entity_id = ?').run(threeHoursAgo, account.id);
      expect((await attempt(second.token)).errors).toEqual(cannotSet);
      // None of it changed the password.
      expect(await signIn(account.email, account.password)).toBeTruthy();
    });

    it('answers as Magento for an unknown email, a malformed one and empty fields', async () => {
      expect((await send(REQUEST_RESET, { email: 'nobody@example.com' })).errors).toEqual([
        expect.objectContaining(inputError("Cannot reset the customer's password")),
      ]);
      expect((await send(REQUEST_RESET, { email: 'nobody' })).errors).toEqual([expect.objectContaining(inputError('The email address has an invalid format.'))]);
      expect((await send(REQUEST_RESET, { email: '' })).errors).toEqual([expect.objectContaining(inputError('You must specify an email address.'))]);
      expect((await send(RESET, { email: DEMO.email, token: '', password: 'x' })).errors).toEqual([
        expect.objectContaining(inputError('resetPasswordToken must be specified')),
      ]);
      expect((await send(RESET, { email: DEMO.email, token: 'abc', password: '' })).errors).toEqual([
        expect.objectContaining(inputError('newPassword must be specified')),
      ]);
    });

    it('refuses a second request for the same account within 10 minutes, keeping the live link', async () => {
      const account = await newAccount();
      const { token } = await requestReset(account.email);
      const again = await send(REQUEST_RESET, { email: account.email });
      expect(again.errors).toEqual([
        expect.objectContaining(inputError('We received too many requests for password resets. Please wait and try again later or contact support@example.com.')),
      ]);
      expect(await send(RESET, { email: account.email, token, password: 'Fresh2026!Password' })).toEqual({ data: { resetPassword: true } });
    });

    it('lets the owner of a locked account reset the password, which unlocks it', async () => {
      const account = await newAccount();
      for (let i = 0; i < 10; i += 1) await send(SIGN_IN, { email: account.email, password: 'Wrong1!Password' });
      expect(lockState(account.id).lock_expires).not.toBeNull();
      expect((await send(SIGN_IN, { email: account.email, password: account.password })).errors).toEqual([expect.objectContaining(SIGN_IN_REFUSED)]);
      const { token } = await requestReset(account.email);
      expect(await send(RESET, { email: account.email, token, password: 'Fresh2026!Password' })).toEqual({ data: { resetPassword: true } });
      expect(lockState(account.id)).toEqual(expect.objectContaining({ failures_num: 0, lock_expires: null }));
      expect(await signIn(account.email, 'Fresh2026!Password')).toBeTruthy();
    });
  });

  describe('changeCustomerPassword', () => {
    it('needs the current password: a wrong one is refused and counted', async () => {
      const account = await newAccount();
      const token = await signIn(account.email, account.password);
      const body = await send(CHANGE_PASSWORD, { current: 'Not1!TheRightOne', next: 'Fresh2026!Password' }, token);
      expect(body.data).toEqual({ changeCustomerPassword: null });
      expect(body.errors).toEqual([expect.objectContaining({ message: 'Invalid login or password.', extensions: { category: 'graphql-authentication' } })]);
      expect(lockState(account.id).failures_num).toBe(1);
      expect(await signIn(account.email, account.password)).toBeTruthy();
    });

    it('applies the password rule to the new password', async () => {
      const account = await newAccount();
      const token = await signIn(account.email, account.password);
      const body = await send(CHANGE_PASSWORD, { current: account.password, next: 'short' }, token);
      expect(body.errors).toEqual([expect.objectContaining(inputError('The password needs at least 8 characters. Create a new password and try again.'))]);
    });

    it('changes it: the new password signs in, this session goes on, the other sessions end', async () => {
      const account = await newAccount();
      const other = await signIn(account.email, account.password);
      const token = await signIn(account.email, account.password);
      const next = 'Changed2026!Password';
      const body = await send(CHANGE_PASSWORD, { current: account.password, next }, token);
      expect(body).toEqual({ data: { changeCustomerPassword: { email: account.email, firstname: 'Rina' } } });
      expect((await send(WHO, undefined, token)).data.customer.email).toBe(account.email);
      expect((await send(WHO, undefined, other)).errors).toEqual([expect.objectContaining(UNAUTHORIZED)]);
      expect((await send(SIGN_IN, { email: account.email, password: account.password })).errors).toEqual([expect.objectContaining(SIGN_IN_REFUSED)]);
      expect(await signIn(account.email, next)).toBeTruthy();
    });

    it('checks the password of the token’s customer only', async () => {
      const mine = await newAccount();
      const theirs = await newAccount();
      const token = await signIn(mine.email, mine.password);
      const body = await send(CHANGE_PASSWORD, { current: theirs.password, next: 'Taken2026!Password' }, token);
      expect(body.errors).toEqual([expect.objectContaining({ message: 'Invalid login or password.' })]);
      expect(await signIn(theirs.email, theirs.password)).toBeTruthy();
      expect(await signIn(mine.email, mine.password)).toBeTruthy();
    });
  });

  describe('updateCustomerV2', () => {
    it('changes the name of the token’s customer and no one else’s', async () => {
      const mine = await newAccount();
      const theirs = await newAccount();
      const token = await signIn(mine.email, mine.password);
      const body = await send(UPDATE, { input: { firstname: 'Putri', lastname: 'Anggraini', is_subscribed: true } }, token);
      expect(body).toEqual({ data: { updateCustomerV2: { customer: { email: mine.email, firstname: 'Putri', lastname: 'Anggraini', is_subscribed: true } } } });
      expect((await send(WHO, undefined, token)).data.customer).toEqual({ email: mine.email, firstname: 'Putri', lastname: 'Anggraini', is_subscribed: true });
      expect(db().prepare('SELECT firstname, lastname FROM customers WHERE entity_id = ?').get(theirs.id)).toEqual({ firstname: 'Rina', lastname: 'Wijaya' });
      // And the newsletter can be left again.
      const left = await send(UPDATE, { input: { is_subscribed: false } }, token);
      expect(left.data.updateCustomerV2.customer.is_subscribed).toBe(false);
      expect(db().prepare('SELECT status FROM newsletter_subscribers WHERE email = ?').pluck().get(mine.email)).toBe(3);
    });

    it('refuses an empty name and a guest', async () => {
      const account = await newAccount();
      const token = await signIn(account.email, account.password);
      expect((await send(UPDATE, { input: { firstname: '' } }, token)).errors).toEqual([
        expect.objectContaining(inputError('Required parameters are missing: First Name')),
      ]);
      expect((await send(UPDATE, { input: { firstname: 'Guest' } })).errors).toEqual([expect.objectContaining(UNAUTHORIZED)]);
    });
  });

  describe('updateCustomerEmail', () => {
    it('needs the password: a wrong one is refused and the email stays', async () => {
      const account = await newAccount();
      const token = await signIn(account.email, account.password);
      const body = await send(UPDATE_EMAIL, { email: 'moved@example.com', password: 'Not1!TheRightOne' }, token);
      expect(body.errors).toEqual([expect.objectContaining({ message: 'Invalid login or password.', extensions: { category: 'graphql-authentication' } })]);
      expect(db().prepare('SELECT email FROM customers WHERE entity_id = ?').pluck().get(account.id)).toBe(account.email);
    });

    it("refuses another account's email and a malformed one", async () => {
      const account = await newAccount();
      const token = await signIn(account.email, account.password);
      const taken = await send(UPDATE_EMAIL, { email: DEMO.email, password: account.password }, token);
      expect(taken.errors).toEqual([
        expect.objectContaining({ message: 'A customer with the same email address already exists in an associated website.', extensions: { category: 'graphql-already-exists' } }),
      ]);
      const malformed = await send(UPDATE_EMAIL, { email: 'moved@', password: account.password }, token);
      expect(malformed.errors).toEqual([expect.objectContaining(inputError('"moved@" is not a valid email address.'))]);
      expect(db().prepare('SELECT email FROM customers WHERE entity_id = ?').pluck().get(account.id)).toBe(account.email);
    });

    it('moves the account to the new email, which then signs in', async () => {
      const account = await newAccount({ is_subscribed: true });
      const token = await signIn(account.email, account.password);
      const body = await send(UPDATE_EMAIL, { email: 'rina.moved@example.com', password: account.password }, token);
      expect(body).toEqual({ data: { updateCustomerEmail: { customer: { email: 'rina.moved@example.com' } } } });
      expect(await signIn('rina.moved@example.com', account.password)).toBeTruthy();
      expect((await send(SIGN_IN, { email: account.email, password: account.password })).errors).toEqual([expect.objectContaining(SIGN_IN_REFUSED)]);
      // The newsletter subscription follows the account.
      expect(db().prepare('SELECT email FROM newsletter_subscribers WHERE customer_id = ?').pluck().all(account.id)).toEqual(['rina.moved@example.com']);
    });
  });

  describe('secrets at rest and in the log', () => {
    it('stores passwords only as scrypt hashes and tokens only as their SHA-256', async () => {
      const account = await newAccount();
      const token = await signIn(account.email, account.password);
      const customers = JSON.stringify(db().prepare('SELECT * FROM customers').all());
      for (const password of passwordsUsed) expect(customers).not.toContain(password);
      const row = db().prepare('SELECT password_hash FROM customers WHERE entity_id = ?').pluck().get(account.id);
      expect(row).toMatch(/^scrypt\$ln=15,r=8,p=1\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
      const tokens = JSON.stringify(db().prepare('SELECT * FROM customer_tokens').all());
      expect(tokens).not.toContain(token);
      expect(tokens).toContain(sha256(token));
      // A token issued outside GraphQL is kept the same way (auth/tokens.ts).
      expect(JSON.stringify(db().prepare('SELECT * FROM customer_tokens').all())).not.toContain(issueCustomerToken(db(), account.id));
    });

    it('never logs a password', () => {
      expect(passwordsUsed.size).toBeGreaterThan(10);
      const log = logged.join('\n');
      for (const password of passwordsUsed) expect(log).not.toContain(password);
    });
  });
});
