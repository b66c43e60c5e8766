import { listBundleSelections } from '../orders/bundleSelections';
import { encodeUid } from '../repositories/catalog/ids';
import type { Db } from '../types';
import { money, type OrderItemValue } from './orderValues';

/**
 * BundleGraphQl's Order\Item\BundleOptions: a bundle line's chosen options, each with the selections
 * bought for it, as the order keeps them. An option's uid is "bundle/<option_id>"; a value's is
 * "bundle/<option_id>/<the option's selection ids>/<bundle quantity ordered>", as Magento builds it
 * from the line's buy request, and its deprecated id is the selection's own order row (Magento's
 * child order item). The price is one unit of the part.
 */
export function itemSelectedBundleOptions(db: Db, item: OrderItemValue) {
  const selections = listBundleSelections(db, item.item_id);
  const optionIds = [...new Set(selections.map((s) => s.option_id))];
  return optionIds.map((optionId) => {
    const chosen = selections.filter((s) => s.option_id === optionId);
    const selectionIds = chosen.map((s) => s.selection_id).join(',');
    return {
      id: encodeUid(String(optionId)),
      uid: encodeUid(`bundle/${optionId}`),
      label: chosen[0].option_label,
      values: chosen.map((s) => ({
        id: encodeUid(String(s.entity_id)),
        uid: encodeUid(`bundle/${optionId}/${selectionIds}/${Math.trunc(item.qty_ordered)}`),
        product_name: s.name,
        product_sku: s.sku,
        quantity: s.qty,
        price: money(item.order, s.price),
      })),
    };
  });
}
