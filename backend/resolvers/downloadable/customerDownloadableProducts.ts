import type { QueryResolvers } from '../../__generated__/resolvers';
import { absolute, linkDownloadPath } from '../../downloadable/urls';
import { listCustomerPurchasedLinks, type PurchasedLinkRow } from '../../repositories/purchasedLinkRepository';
import type { RequestContext } from '../../types';
import { signedInCustomerId } from '../customer';

/** Magento's answer for a link without a download limit. */
const UNLIMITED = 'Unlimited';

const remainingDownloads = (link: PurchasedLinkRow): string =>
  link.number_of_downloads_bought ? String(link.number_of_downloads_bought - link.number_of_downloads_used) : UNLIMITED;

/**
 * Magento's customerDownloadableProducts: the signed-in customer's own purchased links (guests get
 * "The current customer isn't authorized."), each with its order number, purchase date, status,
 * download URL (the link's secret hash) and the downloads left.
 */
export const customerDownloadableProducts: QueryResolvers['customerDownloadableProducts'] = (_p, _a, ctx: RequestContext) => {
  const customerId = signedInCustomerId(ctx);
  return {
    items: listCustomerPurchasedLinks(ctx.db, customerId).map((link) => ({
      order_increment_id: link.increment_id,
      date: link.created_at,
      status: link.status,
      download_url: absolute(ctx.baseUrl, linkDownloadPath(link.link_hash)),
      remaining_downloads: remainingDownloads(link),
    })),
  };
};
