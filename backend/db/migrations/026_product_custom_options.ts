import type { Migration } from './types';

/**
 * Product custom options, as Magento keeps them (catalog_product_option and
 * catalog_product_option_type_value, one store's titles and prices folded in):
 *
 * - product_custom_options: one option of a product. Text, date and file options carry their own
 *   price; select options (drop_down, radio, checkbox, multiple) price each value instead.
 * - product_custom_option_values: the values of a select option.
 *
 * Prices are whole rupiah for "fixed", a whole percentage of the product's price for "percent" (the
 * shop's currency has no minor unit; a percent charge is rounded to the rupiah). The table refuses a
 * negative or fractional price, so no option can lower a line or bring fractions into the cart. A cart line keeps its chosen options in quote_items.options
 * (JSON "custom"); an order line keeps the printed options in selected_options / entered_options.
 */
export const productCustomOptionsMigration: Migration = {
  id: '026_product_custom_options',
  up(db) {
    db.exec(`
      CREATE TABLE product_custom_options (
        option_id INTEGER PRIMARY KEY,
        product_id INTEGER NOT NULL REFERENCES products(entity_id) ON DELETE CASCADE,
        type TEXT NOT NULL CHECK (type IN ('field', 'area', 'file', 'date', 'date_time', 'time', 'drop_down', 'radio', 'checkbox', 'multiple')),
        title TEXT NOT NULL,
        is_require INTEGER NOT NULL DEFAULT 1 CHECK (is_require IN (0, 1)),
        sort_order INTEGER NOT NULL DEFAULT 0,
        sku TEXT,
        -- Text, date and file options only (NULL for select options, whose values are priced).
        price INTEGER CHECK (price IS NULL OR (typeof(price) = 'integer' AND price >= 0)),
        price_type TEXT CHECK (price_type IS NULL OR price_type IN ('fixed', 'percent')),
        -- 0: no limit (Magento's meaning).
        max_characters INTEGER NOT NULL DEFAULT 0 CHECK (max_characters >= 0),
        file_extension TEXT,
        image_size_x INTEGER,
        image_size_y INTEGER
      );
      CREATE INDEX product_custom_options_product ON product_custom_options (product_id, sort_order);

      CREATE TABLE product_custom_option_values (
        option_type_id INTEGER PRIMARY KEY,
        option_id INTEGER NOT NULL REFERENCES product_custom_options(option_id) ON DELETE CASCADE,
        title TEXT NOT NULL,
        sku TEXT,
        price INTEGER NOT NULL DEFAULT 0 CHECK (typeof(price) = 'integer' AND price >= 0),
        price_type TEXT NOT NULL DEFAULT 'fixed' CHECK (price_type IN ('fixed', 'percent')),
        sort_order INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX product_custom_option_values_option ON product_custom_option_values (option_id, sort_order);

      -- JSON [{"label": "Engraving", "value": "For Ani"}]: the text, date and file options of an
      -- order line (its select options and configurable values are in selected_options).
      ALTER TABLE sales_order_items ADD COLUMN entered_options TEXT;
    `);
  },
};
