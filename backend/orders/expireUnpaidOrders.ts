import { BANK_TRANSFER_METHOD_CODE } from '../checkout/paymentMethods';
import { findOrderState, hasShippedAnything } from '../repositories/orderCancellationRepository';
import { listStoreIds } from '../repositories/storeRepository';
import { findExpiredUnpaidOrders } from '../repositories/unpaidOrderRepository';
import { magentoDateTime } from '../storeDate';
import type { Db } from '../types';
import { cancelAndGiveBack, type CancellationComment } from './cancelOrder';
import { lifetimeInWords, pendingOrderLifetimeMinutes } from './pendingOrderLifetime';

// Unpaid bank transfers give their stock back (Magento's CleanExpiredOrders, cron sales_clean_orders):
// an order still pending, not invoiced, whose transfer nobody confirmed within the store's pending
// order lifetime (sales/orders/delete_pending_after) since it was last updated is cancelled as a
// cancellation cancels it: stock, reward points, store credit and referral rewards given back.
// Magento's job takes pending_payment orders (a gateway's redirect that never came back); here the
// offline transfer is what waits, so the job takes pending bank transfers. Cash on delivery waits
// for the courier, not for the customer: it never expires. An order with a payment confirmation
// waits for the merchant, who checks the bank statement.

/** The status a bank transfer waits in (Magento's "pending", state new). */
const AWAITING_TRANSFER = 'pending';
/** Orders read at once; each is cancelled in its own short transaction. */
const PAGE = 100;

/** The status-history comment, which the customer sees on the order. */
export const transferNotReceived = (lifetime: string): CancellationComment => ({
  text: `Canceled: we did not receive your bank transfer within ${lifetime} of your order.`,
  visibleOnFront: true,
});

/** Cancels one expired order if it still waits for its transfer and nothing of it left the shop. */
function expire(db: Db, orderId: number, comment: CancellationComment, at: string): string | null {
  return db
    .transaction((): string | null => {
      const order = findOrderState(db, orderId);
      if (!order || order.status !== AWAITING_TRANSFER || hasShippedAnything(db, orderId)) return null;
      return cancelAndGiveBack(db, order, comment, at) ? order.increment_id : null;
    })
    .immediate();
}

/** Cancels every store's expired unpaid bank transfers as of `now`; returns their order numbers. */
export function expireUnpaidOrders(db: Db, now: Date): string[] {
  const at = magentoDateTime(now);
  const canceled: string[] = [];
  for (const storeId of listStoreIds(db)) {
    const minutes = pendingOrderLifetimeMinutes(db, storeId);
    const updatedBefore = magentoDateTime(new Date(now.getTime() - minutes * 60_000));
    const comment = transferNotReceived(lifetimeInWords(minutes));
    for (let afterId = 0; ; ) {
      const ids = findExpiredUnpaidOrders(db, { storeId, paymentMethod: BANK_TRANSFER_METHOD_CODE, status: AWAITING_TRANSFER, updatedBefore, afterId, limit: PAGE });
      for (const id of ids) {
        const number = expire(db, id, comment, at);
        if (number) canceled.push(number);
      }
      if (ids.length < PAGE) break;
      afterId = ids[ids.length - 1];
    }
  }
  return canceled;
}
