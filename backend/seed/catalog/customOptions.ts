import type { Db } from '../../types';
import { VISIBILITY_NOT_VISIBLE, type ProductPlan, type ProductType } from './plan';

interface ValuePlan {
  title: string;
  price: number;
  priceType: 'fixed' | 'percent';
}

interface OptionPlan {
  type: 'field' | 'checkbox' | 'drop_down';
  title: string;
  sku: string;
  /** Text options: their own price (select options price their values). */
  price?: number;
  maxCharacters?: number;
  values?: ValuePlan[];
}

// Every seeded option is optional, so the demo products still go to the cart in one click.
const ENGRAVING: OptionPlan = { type: 'field', title: 'Engraving', sku: 'engrave', price: 15000, maxCharacters: 20 };
const GIFT_WRAP: OptionPlan = { type: 'checkbox', title: 'Gift wrap', sku: 'wrap', values: [{ title: 'Wrap as a gift', price: 10000, priceType: 'fixed' }] };
const GREETING_CARD: OptionPlan = {
  type: 'drop_down',
  title: 'Greeting card',
  sku: 'card',
  values: [
    { title: 'No card', price: 0, priceType: 'fixed' },
    { title: 'Printed card', price: 5, priceType: 'percent' },
  ],
};

/** Which products carry options: the first visible products of a type, in plan order (deterministic). */
const CARRIERS: ReadonlyArray<{ type: ProductType; count: number; options: OptionPlan[] }> = [
  { type: 'simple', count: 1, options: [ENGRAVING, GIFT_WRAP, GREETING_CARD] },
  { type: 'simple', count: 2, options: [ENGRAVING, GIFT_WRAP] },
  { type: 'configurable', count: 1, options: [GIFT_WRAP] },
];

/** Writes the demo products' custom options (Magento's catalog_product_option and its values). */
export function insertCustomOptions(db: Db, products: readonly ProductPlan[]): void {
  const insertOption = db.prepare(
    `INSERT INTO product_custom_options (product_id, type, title, is_require, sort_order, sku, price, price_type, max_characters)
     VALUES (?, ?, ?, 0, ?, ?, ?, ?, ?)`,
  );
  const insertValue = db.prepare('INSERT INTO product_custom_option_values (option_id, title, sku, price, price_type, sort_order) VALUES (?, ?, ?, ?, ?, ?)');
  const taken = new Set<number>();
  for (const carrier of CARRIERS) {
    const chosen = products.filter((p) => p.type === carrier.type && p.visibility !== VISIBILITY_NOT_VISIBLE && !taken.has(p.id)).slice(0, carrier.count);
    for (const product of chosen) {
      taken.add(product.id);
      carrier.options.forEach((option, index) => {
        const text = option.type === 'field';
        const { lastInsertRowid } = insertOption.run(product.id, option.type, option.title, index + 1, option.sku, text ? option.price : null, text ? 'fixed' : null, option.maxCharacters ?? 0);
        (option.values ?? []).forEach((value, position) => insertValue.run(lastInsertRowid, value.title, `${option.sku}-${position + 1}`, value.price, value.priceType, position + 1));
      });
    }
  }
}
