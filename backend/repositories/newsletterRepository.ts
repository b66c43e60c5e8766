import type { Db } from '../types';

/** Magento's subscriber status codes (Magento\Newsletter\Model\Subscriber::STATUS_*). */
export const SubscriberStatus = { SUBSCRIBED: 1, NOT_ACTIVE: 2, UNSUBSCRIBED: 3, UNCONFIRMED: 4 } as const;
export type SubscriberStatusCode = (typeof SubscriberStatus)[keyof typeof SubscriberStatus];

export interface SubscriberRecord {
  subscriber_id: number;
  store_id: number;
  customer_id: number | null;
  email: string;
  status: SubscriberStatusCode;
}

export function findSubscriber(db: Db, storeId: number, email: string): SubscriberRecord | undefined {
  return db.prepare('SELECT subscriber_id, store_id, customer_id, email, status FROM newsletter_subscribers WHERE store_id = ? AND email = ?').get(storeId, email) as
    | SubscriberRecord
    | undefined;
}

/** Creates or updates the email's subscription; a customer's own email also flags their account. */
export function saveSubscription(db: Db, input: { storeId: number; email: string; customerId: number | null; status: SubscriberStatusCode; now?: Date }): void {
  const changedAt = (input.now ?? new Date()).toISOString().slice(0, 19).replace('T', ' ');
  db.transaction(() => {
    db.prepare(
      `INSERT INTO newsletter_subscribers (store_id, customer_id, email, status, change_status_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (store_id, email) DO UPDATE SET status = excluded.status, change_status_at = excluded.change_status_at,
         customer_id = COALESCE(excluded.customer_id, newsletter_subscribers.customer_id)`,
    ).run(input.storeId, input.customerId, input.email, input.status, changedAt);
    if (input.customerId !== null && input.status === SubscriberStatus.SUBSCRIBED) {
      db.prepare('UPDATE customers SET is_subscribed = 1 WHERE entity_id = ? AND email = ?').run(input.customerId, input.email);
    }
  })();
}

/**
 * A customer's own subscription switched on or off from their account (Magento's SubscriptionManager
 * subscribeCustomer / unsubscribeCustomer): subscribing creates or updates the record for the
 * account's email; unsubscribing only changes a record that exists. The account's is_subscribed follows.
 */
export function setCustomerSubscription(
  db: Db,
  input: { storeId: number; customerId: number; email: string; subscribe: boolean; needsConfirmation?: boolean; now?: Date },
): void {
  db.transaction(() => {
    if (input.subscribe) {
      const status = input.needsConfirmation ? SubscriberStatus.NOT_ACTIVE : SubscriberStatus.SUBSCRIBED;
      saveSubscription(db, { storeId: input.storeId, email: input.email, customerId: input.customerId, status, now: input.now });
      return;
    }
    const changedAt = (input.now ?? new Date()).toISOString().slice(0, 19).replace('T', ' ');
    db.prepare('UPDATE newsletter_subscribers SET status = ?, change_status_at = ? WHERE store_id = ? AND (customer_id = ? OR email = ?) AND status != ?').run(
      SubscriberStatus.UNSUBSCRIBED,
      changedAt,
      input.storeId,
      input.customerId,
      input.email,
      SubscriberStatus.UNSUBSCRIBED,
    );
    db.prepare('UPDATE customers SET is_subscribed = 0 WHERE entity_id = ?').run(input.customerId);
  })();
}
