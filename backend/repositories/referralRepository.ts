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

export interface ReferralRow {
  referrer_points: number;
  /** "YYYY-MM-DD HH:MM:SS". */
  created_at: string;
  friend_firstname: string;
  friend_lastname: string;
  /** 1 when the friend has ordered since, else 0. */
  friend_ordered: number;
}

/** The friends who used the customer's code, newest first. */
export function listReferrals(db: Db, referrerId: number): ReferralRow[] {
  return db
    .prepare(
      `SELECT r.referrer_points, r.created_at, c.firstname AS friend_firstname, c.lastname AS friend_lastname,
              EXISTS (SELECT 1 FROM sales_orders o WHERE o.customer_id = r.friend_id) AS friend_ordered
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

/** Records that the friend used the code. Returns false when the friend has already used one (nothing written). */
export function insertReferral(db: Db, referral: NewReferral): boolean {
  return (
    db
      .prepare(
        `INSERT OR IGNORE INTO referrals (referrer_id, friend_id, code, referrer_points, friend_points, created_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .run(referral.referrerId, referral.friendId, referral.code, referral.referrerPoints, referral.friendPoints, referral.at).changes === 1
  );
}
