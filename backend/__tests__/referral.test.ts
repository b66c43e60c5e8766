import { issueCustomerToken } from '../auth/tokens';
import { CARD_METHOD_CODE } from '../checkout/paymentMethods';
import { CUSTOMER_NOT_AUTHORIZED } from '../errors';
import { invoiceOrder } from '../orders/invoiceOrder';
import { referralCodeCandidate } from '../referral/referralCode';
import { REFERRAL_MESSAGES } from '../referral/referralRules';
import { FREE_SAMPLE_SKU } from '../seed/catalog/sampleProducts';
import { cheapSku } from '../test/loyaltyFixtures';
import { placeCustomerOrder } from '../test/orderFixtures';
import { startTestBackend, type TestBackend } from '../test/testBackend';

// Refer a friend over /graphql: the customer's own code and what it earned or is still to earn, a
// code checked for a friend, and a new customer using a friend's code (both rewarded in reward
// points when the friend's first order above zero is paid, at most referral/rewards/max_per_day
// rewards a day for the referrer, taken back when that order is canceled).

const REFERRAL = `{ customer { referral {
  code link
  invited_friends { name joined_at status }
  rewards { amount { points money { value currency } } reason date }
  pending_rewards { amount { points money { value currency } } reason date }
  reward_for_friend { points money { value } }
  reward_for_referrer { points money { value } }
} } }`;
const CHECK = 'query ($code: String!) { referralCode(code: $code) { status valid referrer_name reward_for_friend { points money { value } } message } }';
const APPLY = 'mutation ($code: String!) { applyReferralCode(code: $code) { referrer_name reward { points money { value currency } } } }';
const POINTS = '{ customer { reward_points { balance { points } balance_history { points_change change_reason } } } }';
const CANCEL = 'mutation ($id: ID!, $reason: String!) { cancelOrder(input: {order_id: $id, reason: $reason}) { error order { status } } }';

describe('refer a friend', () => {
  let shop: TestBackend;
  const db = () => shop.backend.db;
  const customerId = (email: string) => db().prepare('SELECT entity_id FROM customers WHERE email = ?').pluck().get(email) as number;
  const bearer = (id: number) => ({ headers: { Authorization: `Bearer ${issueCustomerToken(db(), id)}` } });
  let demo: number;
  let siti: number;
  let demoCode: string;

  /** A customer who has just created their account (no orders, no code used). */
  async function newCustomer(firstname: string, lastname: string): Promise<number> {
    return (await newFriend(firstname, lastname)).id;
  }

  /** A new customer with what it takes to order as them. */
  async function newFriend(firstname: string, lastname: string): Promise<{ id: number; email: string; token: string }> {
    const email = `${firstname.toLowerCase()}.${Date.now()}${Math.floor(Math.random() * 1000)}@example.com`;
    const { body } = await shop.graphql('mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }', {
      input: { firstname, lastname, email, password: 'Friend1234!Shop' },
    });
    expect(body.errors).toBeUndefined();
    const id = customerId(email);
    return { id, email, token: issueCustomerToken(db(), id) };
  }

  const pointsOf = async (id: number) => (await shop.graphql(POINTS, undefined, bearer(id))).body.data.customer.reward_points;
  const setConfig = (path: string, value: string) => db().prepare('INSERT OR REPLACE INTO core_config (scope_id, path, value) VALUES (0, ?, ?)').run(path, value);
  /** An order paid at once: a card the test gateway captures. */
  const firstOrder = (friend: { email: string; token: string }) => placeCustomerOrder(shop, friend.token, friend.email, { sku: cheapSku(db()).sku, payment: CARD_METHOD_CODE });
  /** What the merchant does when the transfer is on the bank statement (this backend has no admin screen for it). */
  const merchantInvoices = (orderId: number) => db().transaction(() => invoiceOrder(db(), orderId, new Date().toISOString().slice(0, 19).replace('T', ' ')))();
  const referralOf = async (id: number) => (await shop.graphql(REFERRAL, undefined, bearer(id))).body.data.customer.referral;
  /** A new customer who has used the demo customer's code. */
  async function demoFriend(firstname: string, lastname: string) {
    const friend = await newFriend(firstname, lastname);
    expect((await shop.graphql(APPLY, { code: demoCode }, bearer(friend.id))).body.errors).toBeUndefined();
    return friend;
  }

  beforeAll(async () => {
    shop = await startTestBackend();
    demo = customerId('demo@example.com');
    siti = customerId('siti.rahayu@example.com');
    demoCode = referralCodeCandidate(demo, 'Demo');
  }, 120_000);
  afterAll(() => shop.close());

  describe('Customer.referral', () => {
    it("shows the demo customer's code, link, the two friends they invited, the points Siti's paid order earned and Dewi's still pending", async () => {
      const { body } = await shop.graphql(REFERRAL, undefined, bearer(demo));
      expect(body.errors).toBeUndefined();
      const referral = body.data.customer.referral;
      expect(referral.code).toMatch(/^DEMO[2-9A-HJ-NP-Z]{4}$/);
      expect(referral.code).toBe(demoCode);
      expect(referral.link).toBe(`${shop.url}/raf/verify?code=${demoCode}`);
      expect(referral.invited_friends).toEqual([
        { name: 'Dewi L.', joined_at: '2025-08-28 10:12:00', status: 'SIGNED_UP' },
        { name: 'Siti R.', joined_at: '2025-05-11 14:02:00', status: 'ORDERED' },
      ]);
      // Siti was paid for when her first order was invoiced; Dewi has not ordered: nothing paid for her.
      const sitiPaidAt = db()
        .prepare('SELECT MIN(i.created_at) FROM sales_invoices i JOIN sales_orders o ON o.entity_id = i.order_id WHERE o.customer_id = ?')
        .pluck()
        .get(siti) as string;
      expect(referral.rewards).toEqual([
        { amount: { points: 1000, money: { value: 10000, currency: 'IDR' } }, reason: 'Siti R. placed their first order with your referral code', date: sitiPaidAt },
      ]);
      expect(referral.pending_rewards).toEqual([
        { amount: { points: 1000, money: { value: 10000, currency: 'IDR' } }, reason: 'Dewi L. joined with your referral code: yours when their first order is paid', date: '2025-08-28 10:12:00' },
      ]);
      expect(referral.reward_for_friend).toEqual({ points: 500, money: { value: 5000 } });
      expect(referral.reward_for_referrer).toEqual({ points: 1000, money: { value: 10000 } });
    });

    it('gives a customer their own code on first read, the same on every read, and only their own friends', async () => {
      const first = await shop.graphql(REFERRAL, undefined, bearer(siti));
      const again = await shop.graphql(REFERRAL, undefined, bearer(siti));
      const referral = first.body.data.customer.referral;
      expect(referral.code).toMatch(/^SITI[2-9A-HJ-NP-Z]{4}$/);
      expect(again.body.data.customer.referral.code).toBe(referral.code);
      expect(referral.code).not.toBe(demoCode);
      expect(referral.invited_friends).toEqual([]);
      expect(referral.rewards).toEqual([]);
      expect(referral.pending_rewards).toEqual([]);
    });

    it("answers a guest with Magento's \"The current customer isn't authorized.\"", async () => {
      const { body } = await shop.graphql('{ customer { referral { code } } }');
      expect(body.data.customer).toBeNull();
      expect(body.errors[0]).toMatchObject({ message: CUSTOMER_NOT_AUTHORIZED, extensions: { category: 'graphql-authorization' } });
    });
  });

  describe('referralCode', () => {
    it("tells a guest whose valid code it is (in any letter case) and what they get, without the referrer's whole name", async () => {
      const { body } = await shop.graphql(CHECK, { code: ` ${demoCode.toLowerCase()} ` });
      expect(body.data.referralCode).toEqual({ status: 'VALID', valid: true, referrer_name: 'Demo P.', reward_for_friend: { points: 500, money: { value: 5000 } }, message: null });
    });

    it.each(['NOPE1234', '', '<script>alert(1)</script>', 'x'.repeat(500)])('says %j is not a valid code', async (code) => {
      const { body } = await shop.graphql(CHECK, { code });
      expect(body.data.referralCode).toEqual({ status: 'INVALID', valid: false, referrer_name: null, reward_for_friend: null, message: REFERRAL_MESSAGES.INVALID });
    });

    it("tells a signed-in customer it is their own code, that they have used one, or that they have already ordered", async () => {
      const own = await shop.graphql(CHECK, { code: demoCode }, bearer(demo));
      expect(own.body.data.referralCode).toMatchObject({ status: 'OWN_CODE', valid: false, message: REFERRAL_MESSAGES.OWN_CODE });
      const used = await shop.graphql(CHECK, { code: demoCode }, bearer(siti));
      expect(used.body.data.referralCode).toMatchObject({ status: 'ALREADY_USED', valid: false, referrer_name: 'Demo P.', message: REFERRAL_MESSAGES.ALREADY_USED });
      const sitiCode = (await shop.graphql(REFERRAL, undefined, bearer(siti))).body.data.customer.referral.code;
      const ordered = await shop.graphql(CHECK, { code: sitiCode }, bearer(demo));
      expect(ordered.body.data.referralCode).toMatchObject({ status: 'NOT_NEW_CUSTOMER', valid: false, message: REFERRAL_MESSAGES.NOT_NEW_CUSTOMER });
    });
  });

  describe('applyReferralCode', () => {
    it('pays nothing when the code is used: both rewards come with the friend’s first order, and later orders pay nothing', async () => {
      const rina = await newFriend('Rina', 'Wulandari');
      const demoBefore = (await pointsOf(demo)).balance.points;
      const { body } = await shop.graphql(APPLY, { code: demoCode.toLowerCase() }, bearer(rina.id));
      expect(body.errors).toBeUndefined();
      // What the friend will get with their first order.
      expect(body.data.applyReferralCode).toEqual({ referrer_name: 'Demo P.', reward: { points: 500, money: { value: 5000, currency: 'IDR' } } });
      expect((await pointsOf(rina.id)).balance.points).toBe(0);
      expect((await pointsOf(demo)).balance.points).toBe(demoBefore);
      let referral = (await shop.graphql(REFERRAL, undefined, bearer(demo))).body.data.customer.referral;
      expect(referral.invited_friends[0]).toMatchObject({ name: 'Rina W.', status: 'SIGNED_UP' });
      expect(referral.rewards.map((reward: { reason: string }) => reward.reason)).not.toContain('Rina W. placed their first order with your referral code');
      // Once used, the code is used: the check says so too.
      expect((await shop.graphql(CHECK, { code: demoCode }, bearer(rina.id))).body.data.referralCode.status).toBe('ALREADY_USED');

      await firstOrder(rina);
      const rinaPoints = await pointsOf(rina.id);
      expect(rinaPoints.balance.points).toBe(500);
      expect(rinaPoints.balance_history).toEqual([{ points_change: 500, change_reason: "Reward for your first order with Demo P.'s referral code" }]);
      const demoPoints = await pointsOf(demo);
      expect(demoPoints.balance.points).toBe(demoBefore + 1000);
      expect(demoPoints.balance_history[0]).toEqual({ points_change: 1000, change_reason: 'Rina W. placed their first order with your referral code' });
      referral = (await shop.graphql(REFERRAL, undefined, bearer(demo))).body.data.customer.referral;
      expect(referral.invited_friends[0]).toMatchObject({ name: 'Rina W.', status: 'ORDERED' });
      expect(referral.rewards[0]).toMatchObject({ amount: { points: 1000 }, reason: 'Rina W. placed their first order with your referral code' });

      await firstOrder(rina);
      expect((await pointsOf(rina.id)).balance.points).toBe(500);
      expect((await pointsOf(demo)).balance.points).toBe(demoBefore + 1000);
    }, 60_000);

    it('pays a referrer at most referral/rewards/max_per_day rewards a day: a reward over it is skipped for good', async () => {
      setConfig('referral/rewards/max_per_day', '2');
      // The earlier tests' rewards were yesterday: the cap starts empty.
      const yesterday = () => db().prepare("UPDATE referrals SET rewarded_at = datetime(rewarded_at, '-25 hours') WHERE referrer_id = ? AND rewarded_at IS NOT NULL").run(demo);
      yesterday();
      try {
        // Throw-away accounts using one code earn the referrer nothing.
        const friends = [];
        for (const name of ['Ani', 'Bayu', 'Citra']) friends.push(await demoFriend(name, 'Farm'));
        const demoBefore = (await pointsOf(demo)).balance.points;
        for (const friend of friends) await firstOrder(friend);
        expect((await pointsOf(demo)).balance.points).toBe(demoBefore + 2000);
        // Every friend still gets their own reward.
        for (const friend of friends) expect((await pointsOf(friend.id)).balance.points).toBe(500);
        const states = db().prepare('SELECT referrer_reward FROM referrals WHERE friend_id IN (?, ?, ?) ORDER BY referral_id').pluck().all(...friends.map((f) => f.id));
        expect(states).toEqual(['granted', 'granted', 'skipped']);

        // A day later the cap has room again, but the skipped reward is not paid by another order.
        yesterday();
        await firstOrder(friends[2]);
        expect((await pointsOf(demo)).balance.points).toBe(demoBefore + 2000);
        await firstOrder(await demoFriend('Dodi', 'Farm'));
        expect((await pointsOf(demo)).balance.points).toBe(demoBefore + 3000);
      } finally {
        db().prepare("DELETE FROM core_config WHERE path = 'referral/rewards/max_per_day'").run();
      }
    }, 120_000);

    it('takes both rewards back, each with a history line, when the friend cancels that first paid order', async () => {
      setConfig('sales/cancellation/enabled', '1');
      const eka = await demoFriend('Eka', 'Saputra');
      const order = await firstOrder(eka);
      const demoBefore = (await pointsOf(demo)).balance.points;
      expect((await pointsOf(eka.id)).balance.points).toBe(500);

      const { body } = await shop.graphql(CANCEL, { id: order.uid, reason: 'The order was placed by mistake' }, bearer(eka.id));
      expect(body.errors).toBeUndefined();
      // Paid by card, so refunded in full: Magento closes it.
      expect(body.data.cancelOrder).toEqual({ error: null, order: { status: 'Closed' } });
      const ekaPoints = await pointsOf(eka.id);
      expect(ekaPoints.balance.points).toBe(0);
      expect(ekaPoints.balance_history[0]).toEqual({ points_change: -500, change_reason: `Referral reward taken back: your first order #${order.number} was canceled` });
      const demoPoints = await pointsOf(demo);
      expect(demoPoints.balance.points).toBe(demoBefore - 1000);
      expect(demoPoints.balance_history[0]).toEqual({ points_change: -1000, change_reason: `Referral reward taken back: Eka S.'s first order #${order.number} was canceled` });
      const referral = (await shop.graphql(REFERRAL, undefined, bearer(demo))).body.data.customer.referral;
      expect(referral.rewards.map((reward: { reason: string }) => reward.reason)).not.toContain('Eka S. placed their first order with your referral code');

      // Another order is not a first order: nothing is paid again.
      await firstOrder(eka);
      expect((await pointsOf(eka.id)).balance.points).toBe(0);
      expect((await pointsOf(demo)).balance.points).toBe(demoBefore - 1000);
    }, 60_000);

    it('pays nothing for a bank transfer until the shop has the money: the reward shows as pending, and is paid when the order is invoiced', async () => {
      const fajar = await demoFriend('Fajar', 'Nugroho');
      const demoBefore = (await pointsOf(demo)).balance.points;
      const pending = { amount: { points: 1000, money: { value: 10000, currency: 'IDR' } }, reason: 'Fajar N. joined with your referral code: yours when their first order is paid' };
      expect((await referralOf(demo)).pending_rewards[0]).toMatchObject(pending);

      const order = await placeCustomerOrder(shop, fajar.token, fajar.email, { sku: cheapSku(db()).sku, payment: 'banktransfer' });
      expect((await pointsOf(fajar.id)).balance.points).toBe(0);
      expect((await pointsOf(demo)).balance.points).toBe(demoBefore);
      let referral = await referralOf(demo);
      expect(referral.invited_friends[0]).toMatchObject({ name: 'Fajar N.', status: 'ORDERED' });
      expect(referral.pending_rewards[0]).toMatchObject(pending);

      expect(merchantInvoices(order.entityId)).toBe(true);
      expect((await pointsOf(fajar.id)).balance_history).toEqual([{ points_change: 500, change_reason: "Reward for your first order with Demo P.'s referral code" }]);
      expect((await pointsOf(demo)).balance.points).toBe(demoBefore + 1000);
      referral = await referralOf(demo);
      expect(referral.rewards[0]).toMatchObject({ amount: { points: 1000 }, reason: 'Fajar N. placed their first order with your referral code' });
      expect(referral.pending_rewards.map((reward: { reason: string }) => reward.reason)).not.toContain(pending.reason);
      // Invoicing it again pays nothing again.
      expect(merchantInvoices(order.entityId)).toBe(false);
      expect((await pointsOf(demo)).balance.points).toBe(demoBefore + 1000);
    }, 60_000);

    it('pays nothing for orders that cost nothing, even invoiced: three free samples earn no points, and the first paid order still pays', async () => {
      const friends = [];
      for (const name of ['Gita', 'Hadi', 'Indra']) friends.push(await demoFriend(name, 'Gratis'));
      const demoBefore = (await pointsOf(demo)).balance.points;
      for (const friend of friends) {
        const free = await placeCustomerOrder(shop, friend.token, friend.email, { sku: FREE_SAMPLE_SKU, coupon: 'FREESAMPLE', payment: 'free' });
        expect(db().prepare('SELECT grand_total FROM sales_orders WHERE entity_id = ?').pluck().get(free.entityId)).toBe(0);
        merchantInvoices(free.entityId);
        expect((await pointsOf(friend.id)).balance.points).toBe(0);
      }
      expect((await pointsOf(demo)).balance.points).toBe(demoBefore);
      expect((await referralOf(demo)).pending_rewards.filter((reward: { reason: string }) => reward.reason.includes(' G. joined'))).toHaveLength(3);

      // The zero order did not use up the reward: the friend's first paid order pays it.
      await firstOrder(friends[0]);
      expect((await pointsOf(friends[0].id)).balance.points).toBe(500);
      expect((await pointsOf(demo)).balance.points).toBe(demoBefore + 1000);
    }, 120_000);

    it('pays nothing for an unpaid order that is canceled, and pays with the next order that is paid', async () => {
      setConfig('sales/cancellation/enabled', '1');
      const joni = await demoFriend('Joni', 'Iskandar');
      const demoBefore = (await pointsOf(demo)).balance.points;
      const unpaid = await placeCustomerOrder(shop, joni.token, joni.email, { sku: cheapSku(db()).sku, payment: 'banktransfer' });
      const { body } = await shop.graphql(CANCEL, { id: unpaid.uid, reason: 'The order was placed by mistake' }, bearer(joni.id));
      expect(body.data.cancelOrder).toEqual({ error: null, order: { status: 'Canceled' } });
      expect((await pointsOf(joni.id)).balance_history).toEqual([]);
      expect((await pointsOf(demo)).balance.points).toBe(demoBefore);

      await firstOrder(joni);
      expect((await pointsOf(joni.id)).balance.points).toBe(500);
      expect((await pointsOf(demo)).balance.points).toBe(demoBefore + 1000);
    }, 60_000);

    it('pays once: a second code, or the same one again, is refused', async () => {
      const agus = await newCustomer('Agus', 'Pratama');
      const sitiCode = (await shop.graphql(REFERRAL, undefined, bearer(siti))).body.data.customer.referral.code;
      expect((await shop.graphql(APPLY, { code: demoCode }, bearer(agus))).body.errors).toBeUndefined();
      for (const code of [demoCode, sitiCode]) {
        const { body } = await shop.graphql(APPLY, { code }, bearer(agus));
        expect(body.data).toBeNull();
        expect(body.errors[0]).toMatchObject({ message: REFERRAL_MESSAGES.ALREADY_USED, extensions: { category: 'graphql-input' } });
      }
      expect(db().prepare('SELECT COUNT(*) FROM referrals WHERE friend_id = ?').pluck().get(agus)).toBe(1);
    });

    it.each([
      ['an unknown code', 'NOPE1234', REFERRAL_MESSAGES.INVALID],
      ['a blank code', '   ', REFERRAL_MESSAGES.codeRequired],
    ])('refuses %s', async (_case, code, message) => {
      const dewi = await newCustomer('Dewi', 'Lestari');
      const { body } = await shop.graphql(APPLY, { code }, bearer(dewi));
      expect(body.errors[0]).toMatchObject({ message, extensions: { category: 'graphql-input' } });
      expect(db().prepare('SELECT COUNT(*) FROM referrals WHERE friend_id = ?').pluck().get(dewi)).toBe(0);
    });

    it("refuses a customer's own code and a customer who has already ordered", async () => {
      const own = await shop.graphql(APPLY, { code: demoCode }, bearer(demo));
      expect(own.body.errors[0].message).toBe(REFERRAL_MESSAGES.OWN_CODE);
      const sitiCode = (await shop.graphql(REFERRAL, undefined, bearer(siti))).body.data.customer.referral.code;
      const ordered = await shop.graphql(APPLY, { code: sitiCode }, bearer(demo));
      expect(ordered.body.errors[0].message).toBe(REFERRAL_MESSAGES.NOT_NEW_CUSTOMER);
    });

    it("refuses a guest with Magento's authorization message", async () => {
      const { body } = await shop.graphql(APPLY, { code: demoCode });
      expect(body.errors[0]).toMatchObject({ message: CUSTOMER_NOT_AUTHORIZED, extensions: { category: 'graphql-authorization' } });
    });

    it("pays the store's configured points with the first order", async () => {
      setConfig('referral/points/friend', '750');
      setConfig('referral/points/referrer', '2000');
      try {
        const joko = await newFriend('Joko', 'Widodo');
        const { body } = await shop.graphql(APPLY, { code: demoCode }, bearer(joko.id));
        expect(body.data.applyReferralCode.reward.points).toBe(750);
        await firstOrder(joko);
        expect((await pointsOf(joko.id)).balance.points).toBe(750);
        const referral = (await shop.graphql(REFERRAL, undefined, bearer(demo))).body.data.customer.referral;
        expect(referral.rewards[0].amount.points).toBe(2000);
        expect(referral.reward_for_referrer.points).toBe(2000);
      } finally {
        db().prepare("DELETE FROM core_config WHERE path LIKE 'referral/points/%'").run();
      }
    }, 60_000);
  });
});
