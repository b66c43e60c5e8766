import { lineOptions, type CartItemRow } from '../repositories/cart/cartItems';
import { isSelectOption, loadCustomOptions } from '../repositories/catalog/customOptions';
import { chosenCustomOptions, chosenValues } from '../resolvers/cart/selectedCustomOptions';
import type { Db } from '../types';

/** One printed option of an order line (Magento's OrderItemOption), with what it charged per unit for custom options. */
interface PrintedOption {
  label: string;
  value: string;
}

const asJson = (options: readonly PrintedOption[]): string | null => (options.length ? JSON.stringify(options) : null);

/** A configurable line's chosen values as the order shows them: [{label: "Shade", value: "Ivory"}], in the product's attribute order. */
function configurableOptions(db: Db, item: CartItemRow): PrintedOption[] {
  const choices = lineOptions(item).configurable;
  if (!choices?.length) return [];
  return db
    .prepare(
      `SELECT COALESCE(ca.label, a.frontend_label) AS label, o.label AS value
       FROM json_each(?) j
       JOIN attribute_options o ON o.option_id = json_extract(j.value, '$.option_id')
       JOIN attributes a ON a.attribute_id = o.attribute_id AND a.attribute_id = json_extract(j.value, '$.attribute_id')
       LEFT JOIN configurable_attributes ca ON ca.product_id = ? AND ca.attribute_id = a.attribute_id
       ORDER BY COALESCE(ca.position, 0), a.attribute_id`,
    )
    .all(JSON.stringify(choices), item.product_id) as PrintedOption[];
}

/**
 * The order line's options as Magento's SalesGraphQl OptionsProcessor splits them: selected (the
 * configurable values, then the select custom options with their values' titles, ", " apart) and
 * entered (the text custom options). Written when the order is placed, so later catalogue edits
 * leave the order as it was bought.
 */
export function orderItemOptions(db: Db, item: CartItemRow): { selected: string | null; entered: string | null } {
  const selected = configurableOptions(db, item);
  const entered: PrintedOption[] = [];
  const choices = lineOptions(item).custom ?? [];
  if (choices.length) {
    const options = loadCustomOptions(db, [item.product_id]).get(item.product_id) ?? [];
    for (const chosen of chosenCustomOptions(options, choices)) {
      if (isSelectOption(chosen.option)) selected.push({ label: chosen.option.title, value: chosenValues(chosen).map((value) => value.title).join(', ') });
      else entered.push({ label: chosen.option.title, value: chosen.choice.value });
    }
  }
  return { selected: asJson(selected), entered: asJson(entered) };
}
