import { GraphQlAuthorizationException } from '../errors';
import { lineOptions, type CartItemRow } from '../repositories/cart/cartItems';
import { loadDownloadableLinks } from '../repositories/catalog/downloadableLinks';
import { recordPurchasedLinks, type PurchasedLinkStatus } from '../repositories/purchasedLinkRepository';
import { configValue } from '../repositories/storeRepository';
import type { Db } from '../types';

/** Magento's CheckCartCheckoutAllowance message, when catalog/downloadable/disable_guest_checkout keeps guests out. */
export const GUEST_CHECKOUT_NOT_ALLOWED = 'Guest checkout is not allowed. Register a customer account or login with existing one.';

/**
 * Magento's default catalog/downloadable/disable_guest_checkout (1): a cart holding a downloadable
 * product is ordered by a signed-in customer only, who can then find the links in their account.
 */
export function refuseGuestDownloadables(db: Db, cart: { store_id: number; customer_id: number | null }, items: readonly CartItemRow[]): void {
  if (cart.customer_id !== null || !items.some((item) => item.product_type === 'downloadable')) return;
  if ((configValue(db, cart.store_id, 'catalog/downloadable/disable_guest_checkout') ?? '1') === '1') {
    throw new GraphQlAuthorizationException(GUEST_CHECKOUT_NOT_ALLOWED);
  }
}

/**
 * The status a bought link starts in. Magento makes links available when their order line reaches
 * catalog/downloadable/order_item_status, by default Invoiced: a card payment is captured when the
 * order is placed (Magento invoices it then), so its links are available at once; an offline
 * payment (bank transfer, cash on delivery) leaves them pending until the order is invoiced
 * (purchasedLinkRepository.makeOrderLinksAvailable).
 */
export const initialLinkStatus = (paidAtPlacement: boolean): PurchasedLinkStatus => (paidAtPlacement ? 'available' : 'pending');

/** Records the links of each downloadable line of a newly placed order (Magento's SaveDownloadableOrderItemObserver). */
export function recordOrderDownloads(
  db: Db,
  order: { orderId: number; customerId: number | null; status: PurchasedLinkStatus; at: string },
  lines: ReadonlyArray<{ item: CartItemRow; orderItemId: number }>,
): void {
  for (const { item, orderItemId } of lines) {
    if (item.product_type !== 'downloadable') continue;
    const chosen = new Set(lineOptions(item).downloadable ?? []);
    const links = (loadDownloadableLinks(db, [item.product_id]).get(item.product_id) ?? []).filter((link) => chosen.has(link.link_id));
    recordPurchasedLinks(db, { orderId: order.orderId, orderItemId, customerId: order.customerId, productId: item.product_id, qty: item.qty, status: order.status, at: order.at }, links);
  }
}
