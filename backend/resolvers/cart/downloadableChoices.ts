import type { CartItemInput } from '../../__generated__/resolvers';
import { linkIdFromUid, loadDownloadableLinks, type DownloadableLinkRow } from '../../repositories/catalog/downloadableLinks';
import type { ProductRow } from '../../repositories/catalog/productRows';
import type { Db } from '../../types';
import { CartUserInputError } from './cartUserInputError';

/** Magento's Downloadable\Model\Product\Type::_prepareProduct, when no link of the product was chosen. */
export const SPECIFY_LINKS = 'Please specify product link(s).';

/**
 * The links a downloadable line buys and what they add to its unit price, as Magento's downloadable
 * product type prepares them: with links purchased separately, the chosen ones (selected_options
 * uids "downloadable/<link_id>"; ids the product does not have are dropped, as Magento does), each
 * adding its price, and at least one is needed; otherwise every link, included in the price.
 * A product without links cannot be bought (Magento: not salable).
 */
export function chooseDownloadableLinks(db: Db, product: ProductRow, input: CartItemInput): { links: DownloadableLinkRow[]; charge: number } {
  const all = loadDownloadableLinks(db, [product.entity_id]).get(product.entity_id) ?? [];
  if (all.length === 0) throw new CartUserInputError('NOT_SALABLE', 'Product that you are trying to add is not available.');
  if (!product.links_purchased_separately) return { links: all, charge: 0 };
  const asked = new Set((input.selected_options ?? []).map(linkIdFromUid).filter((id): id is number => id !== null));
  const links = all.filter((link) => asked.has(link.link_id));
  if (links.length === 0) throw new CartUserInputError('UNDEFINED', SPECIFY_LINKS);
  return { links, charge: links.reduce((sum, link) => sum + link.price, 0) };
}
