import type { Db } from '../types';

// A customer's reward points (004_customer): the balance in whole points and every change to it.
// A customer without a row has no points.

export interface RewardPointsHistoryRow {
  points_change: number;
  /** The balance after this change. */
  points_balance: number;
  change_reason: string;
  /** "YYYY-MM-DD HH:MM:SS". */
  created_at: string;
}

export function rewardPointsBalance(db: Db, customerId: number): number {
  return (db.prepare('SELECT balance FROM reward_points WHERE customer_id = ?').pluck().get(customerId) as number | undefined) ?? 0;
}

/** Every change to the balance, newest first. */
export function listRewardPointsHistory(db: Db, customerId: number): RewardPointsHistoryRow[] {
  return db
    .prepare(
      `SELECT points_change, points_balance, change_reason, created_at FROM reward_points_history
       WHERE customer_id = ? ORDER BY created_at DESC, entity_id DESC`,
    )
    .all(customerId) as RewardPointsHistoryRow[];
}

/**
 * Takes `points` off the balance and writes the change to the history, only when the balance holds
 * them (checked in the UPDATE itself). Returns whether it did.
 */
export function spendRewardPoints(db: Db, spend: { customerId: number; points: number; reason: string; orderId: number; at: string }): boolean {
  const updated = db.prepare('UPDATE reward_points SET balance = balance - ? WHERE customer_id = ? AND balance >= ?').run(spend.points, spend.customerId, spend.points);
  if (updated.changes !== 1) return false;
  db.prepare(
    `INSERT INTO reward_points_history (customer_id, points_change, points_balance, change_reason, order_id, created_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(spend.customerId, -spend.points, rewardPointsBalance(db, spend.customerId), spend.reason, spend.orderId, spend.at);
  return true;
}

/** Adds `points` to the balance (opening it when the customer has none) and writes the change to the history. */
export function earnRewardPoints(db: Db, earn: { customerId: number; points: number; reason: string; orderId?: number | null; at: string }): void {
  db.prepare('INSERT INTO reward_points (customer_id, balance) VALUES (?, ?) ON CONFLICT (customer_id) DO UPDATE SET balance = balance + excluded.balance').run(
    earn.customerId,
    earn.points,
  );
  db.prepare(
    `INSERT INTO reward_points_history (customer_id, points_change, points_balance, change_reason, order_id, created_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(earn.customerId, earn.points, rewardPointsBalance(db, earn.customerId), earn.reason, earn.orderId ?? null, earn.at);
}

/**
 * Takes back `points` earned earlier (a referral reward whose order was canceled), with its history
 * row, even when they were spent since: the balance may then fall below zero, a debt that later
 * earnings pay off (a balance below zero spends nothing).
 */
export function takeBackRewardPoints(db: Db, take: { customerId: number; points: number; reason: string; orderId: number; at: string }): void {
  earnRewardPoints(db, { ...take, points: -take.points });
}

/** Marks the cart as spending points, remembering the balance the customer has now; null stops it. */
export function setCartRewardPoints(db: Db, quoteId: number, balanceWhenApplied: number | null): void {
  db.prepare('UPDATE quotes SET applied_reward_points_balance = ?, updated_at = ? WHERE quote_id = ?').run(balanceWhenApplied, new Date().toISOString(), quoteId);
}
