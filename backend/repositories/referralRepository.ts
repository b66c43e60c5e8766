import type { Db } from '../types';

// Refer a friend (020_referrals): each customer's code and the friends who used one.

/** A customer's code, or null before it is first read. */
export function findReferralCode(db: Db, customerId: number): string | null {
  return (db.prepare('SELECT code FROM referral_codes WHERE customer_id = ?').pluck().get(customerId) as string | undefined) ?? null;
}

/** Gives the customer `code` unless they have one or another customer has it. Returns whether it did. */
export function insertReferralCode(db: Db, customerId: number, code: string, at: string): boolean {
  return db.prepare('INSERT OR IGNORE INTO referral_codes (customer_id, code, created_at) VALUES (?, ?, ?)').run(customerId, code, at).changes === 1;
}

export interface CodeOwner {
  customer_id: number;
  /** The code as it was made (the one looked up may differ in letter case). */
  code: string;
  firstname: string;
  lastname: string;
}

/** Whose code this is (any letter case), or null. */
export function findCodeOwner(db: Db, code: string): CodeOwner | null {
  return (
    (db
      .prepare('SELECT r.customer_id, r.code, c.firstname, c.lastname FROM referral_codes r JOIN customers c ON c.entity_id = r.customer_id WHERE r.code = ?')
      .get(code) as CodeOwner | undefined) ?? null
  );
}

/** Whether the customer has already used someone's code. */
export function hasUsedReferralCode(db: Db, customerId: number): boolean {
  return db.prepare('SELECT 1 FROM referrals WHERE friend_id = ?').get(customerId) !== undefined;
}

/** Whether the customer has placed any order. */
export function hasOrdered(db: Db, customerId: number): boolean {
  return db.prepare('SELECT 1 FROM sales_orders WHERE customer_id = ? LIMIT 1').get(customerId) !== undefined;
}

/** Where one side's reward stands (024_referral_rewards). */
export type ReferralRewardState = 'pending' | 'granted' | 'skipped' | 'reversed';

export interface ReferralRow {
  referrer_points: number;
  /** "YYYY-MM-DD HH:MM:SS". */
  created_at: string;
  friend_firstname: string;
  friend_lastname: string;
  /** 1 when the friend has ordered since, else 0. */
  friend_ordered: number;
  referrer_reward: ReferralRewardState;
  /** The order that paid the reward; null for referrals paid when the code was used (before 024). */
  reward_order_id: number | null;
  /** When the reward was settled (granted, skipped), "YYYY-MM-DD HH:MM:SS"; null while pending. */
  rewarded_at: string | null;
}

/** The friends who used the customer's code, newest first. */
export function listReferrals(db: Db, referrerId: number): ReferralRow[] {
  return db
    .prepare(
      `SELECT r.referrer_points, r.created_at, c.firstname AS friend_firstname, c.lastname AS friend_lastname,
              EXISTS (SELECT 1 FROM sales_orders o WHERE o.customer_id = r.friend_id) AS friend_ordered,
              r.referrer_reward, r.reward_order_id, r.rewarded_at
       FROM referrals r JOIN customers c ON c.entity_id = r.friend_id
       WHERE r.referrer_id = ? ORDER BY r.created_at DESC, r.referral_id DESC`,
    )
    .all(referrerId) as ReferralRow[];
}

export interface NewReferral {
  referrerId: number;
  friendId: number;
  code: string;
  referrerPoints: number;
  friendPoints: number;
  /** "YYYY-MM-DD HH:MM:SS". */
  at: string;
}

/** Records that the friend used the code, its rewards pending. Returns false when the friend has already used one (nothing written). */
export function insertReferral(db: Db, referral: NewReferral): boolean {
  return (
    db
      .prepare(
        `INSERT OR IGNORE INTO referrals (referrer_id, friend_id, code, referrer_points, friend_points, created_at, referrer_reward, friend_reward, rewarded_at)
         VALUES (?, ?, ?, ?, ?, ?, 'pending', 'pending', NULL)`,
      )
      .run(referral.referrerId, referral.friendId, referral.code, referral.referrerPoints, referral.friendPoints, referral.at)
      .changes === 1
  );
}

/** A referral whose rewards wait for, or were paid on, an order. */
export interface ReferralReward {
  referral_id: number;
  referrer_id: number;
  friend_id: number;
  referrer_points: number;
  friend_points: number;
  referrer_reward: ReferralRewardState;
  friend_reward: ReferralRewardState;
  referrer_firstname: string;
  referrer_lastname: string;
  friend_firstname: string;
  friend_lastname: string;
}

const REWARD_SELECT = `SELECT r.referral_id, r.referrer_id, r.friend_id, r.referrer_points, r.friend_points, r.referrer_reward, r.friend_reward,
    referrer.firstname AS referrer_firstname, referrer.lastname AS referrer_lastname, friend.firstname AS friend_firstname, friend.lastname AS friend_lastname
  FROM referrals r JOIN customers referrer ON referrer.entity_id = r.referrer_id JOIN customers friend ON friend.entity_id = r.friend_id`;

/** The friend's referral while its rewards still wait for their first paid order, or null. */
export function findPendingReferral(db: Db, friendId: number): ReferralReward | null {
  return (db.prepare(`${REWARD_SELECT} WHERE r.friend_id = ? AND r.friend_reward = 'pending'`).get(friendId) as ReferralReward | undefined) ?? null;
}

/** The referral this order paid, or null. */
export function findReferralPaidByOrder(db: Db, orderId: number): ReferralReward | null {
  return (db.prepare(`${REWARD_SELECT} WHERE r.reward_order_id = ?`).get(orderId) as ReferralReward | undefined) ?? null;
}

/** How many rewards the referrer was paid since `since` ("YYYY-MM-DD HH:MM:SS"), those taken back since included. */
export function countReferrerRewardsSince(db: Db, referrerId: number, since: string): number {
  return db
    .prepare("SELECT COUNT(*) FROM referrals WHERE referrer_id = ? AND referrer_reward IN ('granted', 'reversed') AND rewarded_at >= ?")
    .pluck()
    .get(referrerId, since) as number;
}

/** Settles a pending referral on the friend's first paid order: the friend's reward granted, the referrer's granted or skipped. */
export function settleReferralRewards(db: Db, referralId: number, settled: { referrer: 'granted' | 'skipped'; orderId: number; at: string }): boolean {
  return (
    db
      .prepare(
        `UPDATE referrals SET referrer_reward = ?, friend_reward = 'granted', reward_order_id = ?, rewarded_at = ?
         WHERE referral_id = ? AND friend_reward = 'pending'`,
      )
      .run(settled.referrer, settled.orderId, settled.at, referralId).changes === 1
  );
}

/** Marks the rewards that were granted as taken back (a skipped one stays skipped). */
export function reverseReferralRewards(db: Db, referralId: number): void {
  db.prepare(
    `UPDATE referrals SET referrer_reward = CASE referrer_reward WHEN 'granted' THEN 'reversed' ELSE referrer_reward END,
       friend_reward = CASE friend_reward WHEN 'granted' THEN 'reversed' ELSE friend_reward END
     WHERE referral_id = ?`,
  ).run(referralId);
}
