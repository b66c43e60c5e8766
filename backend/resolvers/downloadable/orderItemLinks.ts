import type { DownloadableOrderItemResolvers } from '../../__generated__/resolvers';
import { downloadableLinkUid } from '../../repositories/catalog/downloadableLinks';
import { listOrderItemLinks } from '../../repositories/purchasedLinkRepository';
import type { Db, RequestContext } from '../../types';
import type { OrderItemValue } from '../orderValues';

/** The links bought on an order line, with the title they had when ordered (also an invoice's or credit memo's downloadable line). */
export const orderItemLinks = (db: Db, item: OrderItemValue) =>
  listOrderItemLinks(db, item.item_id).map((link) => ({ title: link.link_title, sort_order: link.sort_order, uid: downloadableLinkUid(link.link_id ?? link.purchased_id) }));

/**
 * DownloadableOrderItem.downloadable_links: the links bought on the line, with the title they had
 * when ordered. The uid is the link's (Magento's DownloadableLinksValueUid); a link deleted from
 * the catalogue since keeps the purchase's own id in it.
 */
export const downloadableOrderItemFields: DownloadableOrderItemResolvers = {
  downloadable_links: (item: OrderItemValue, _a: unknown, ctx: RequestContext) => orderItemLinks(ctx.db, item),
};
