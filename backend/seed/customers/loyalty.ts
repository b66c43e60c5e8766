import { RUPIAH_PER_POINT_EARNED } from '../../checkout/loyaltyConfig';
import type { Db } from '../../types';
import { insertRows } from '../catalog/sqlInsert';
import type { PlacedOrder } from './orders';

/** Reward points: a welcome bonus, points earned on completed orders, one redemption. Balance = sum of changes. */
export function seedRewardPoints(db: Db, customerId: number, joinedAt: string, orders: PlacedOrder[]): void {
  const changes: Array<{ points: number; reason: string; orderId: number | null; at: string }> = [{ points: 500, reason: 'Welcome bonus for creating an account', orderId: null, at: joinedAt }];
  for (const order of orders.filter((candidate) => candidate.status === 'complete')) {
    changes.push({ points: Math.floor(order.subtotal / RUPIAH_PER_POINT_EARNED), reason: 'Points earned on an order', orderId: order.entityId, at: order.createdAt });
  }
  const lastComplete = orders.filter((order) => order.status === 'complete').at(-1);
  if (lastComplete) changes.push({ points: -200, reason: 'Points redeemed for a discount', orderId: lastComplete.entityId, at: lastComplete.createdAt });
  let balance = 0;
  insertRows(
    db,
    'reward_points_history',
    changes.map((change) => {
      balance += change.points;
      return { customer_id: customerId, points_change: change.points, points_balance: balance, change_reason: change.reason, order_id: change.orderId, expires_at: null, created_at: change.at };
    }),
  );
  db.prepare('INSERT INTO reward_points (customer_id, balance) VALUES (?, ?)').run(customerId, balance);
}

/** Store credit: a refund and a goodwill credit added, part used on an order. Balance = sum of changes. */
export function seedStoreCredit(db: Db, customerId: number, history: Array<{ action: string; change: number; comment: string; orderId: number | null; at: string }>): void {
  let balance = 0;
  insertRows(
    db,
    'store_credit_history',
    history.map((entry) => {
      balance += entry.change;
      return { customer_id: customerId, action: entry.action, balance_change: entry.change, balance_after: balance, comment: entry.comment, order_id: entry.orderId, created_at: entry.at };
    }),
  );
  db.prepare('INSERT INTO store_credit (customer_id, balance) VALUES (?, ?)').run(customerId, balance);
}
