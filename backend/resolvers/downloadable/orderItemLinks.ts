import type { DownloadableOrderItemResolvers } from '../../__generated__/resolvers';
import { downloadableLinkUid } from '../../repositories/catalog/downloadableLinks';
import { listOrderItemLinks } from '../../repositories/purchasedLinkRepository';
import type { RequestContext } from '../../types';
import type { OrderItemValue } from '../orders';

/**
 * DownloadableOrderItem.downloadable_links: the links bought on the line, with the title they had
 * when ordered. The uid is the link's (Magento's DownloadableLinksValueUid); a link deleted from
 * the catalogue since keeps the purchase's own id in it.
 */
export const downloadableOrderItemFields: DownloadableOrderItemResolvers = {
  downloadable_links: (item: OrderItemValue, _a: unknown, ctx: RequestContext) =>
    listOrderItemLinks(ctx.db, item.item_id).map((link) => ({ title: link.link_title, sort_order: link.sort_order, uid: downloadableLinkUid(link.link_id ?? link.purchased_id) })),
};
