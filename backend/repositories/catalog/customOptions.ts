import type { Db } from '../../types';
import { groupBy } from './groupBy';
import { decodeUid, encodeUid, jsonList } from './ids';

export type CustomOptionType = 'field' | 'area' | 'file' | 'date' | 'date_time' | 'time' | 'drop_down' | 'radio' | 'checkbox' | 'multiple';
export type OptionPriceType = 'fixed' | 'percent';

export interface CustomOptionValueRow {
  option_type_id: number;
  option_id: number;
  title: string;
  sku: string | null;
  price: number;
  price_type: OptionPriceType;
  sort_order: number;
}

export interface CustomOptionRow {
  option_id: number;
  product_id: number;
  type: CustomOptionType;
  title: string;
  is_require: number;
  sort_order: number;
  sku: string | null;
  price: number | null;
  price_type: OptionPriceType | null;
  max_characters: number;
  file_extension: string | null;
  image_size_x: number | null;
  image_size_y: number | null;
  values: CustomOptionValueRow[];
}

/** Select options choose among values; the others take what the shopper enters. */
const SELECT_TYPES: ReadonlySet<CustomOptionType> = new Set(['drop_down', 'radio', 'checkbox', 'multiple']);
export const isSelectOption = (option: Pick<CustomOptionRow, 'type'>): boolean => SELECT_TYPES.has(option.type);
/** Drop-down and radio take one value; checkbox and multiple select several. */
export const isSingleSelection = (option: Pick<CustomOptionRow, 'type'>): boolean => option.type === 'drop_down' || option.type === 'radio';

// Magento's uids (CustomizableEnteredOptionValueUid / CustomizableSelectedOptionValueUid).
export const OPTION_UID_PREFIX = 'custom-option';
export const customOptionUid = (optionId: number) => encodeUid(`${OPTION_UID_PREFIX}/${optionId}`);
export const customOptionValueUid = (optionId: number, value: number | string) => encodeUid(`${OPTION_UID_PREFIX}/${optionId}/${value}`);

/** Whether a uid names a custom option or one of its values ("custom-option/..."). */
export const isCustomOptionUid = (uid: string): boolean => decodeUid(uid)?.startsWith(`${OPTION_UID_PREFIX}/`) ?? false;

/** The option id in an option uid ("custom-option/<id>"), or null. */
export function customOptionIdOfUid(uid: string): number | null {
  const parts = decodeUid(uid)?.split('/');
  return parts?.[0] === OPTION_UID_PREFIX && parts.length === 2 && /^\d+$/.test(parts[1]) ? Number(parts[1]) : null;
}

/** Each product's custom options, by sort order, with their values by sort order. */
export function loadCustomOptions(db: Db, productIds: readonly number[]): Map<number, CustomOptionRow[]> {
  const list = jsonList(productIds);
  const options = db
    .prepare('SELECT * FROM product_custom_options WHERE product_id IN (SELECT value FROM json_each(?)) ORDER BY product_id, sort_order, option_id')
    .all(list) as Array<Omit<CustomOptionRow, 'values'>>;
  const values = groupBy(
    db
      .prepare(
        `SELECT v.* FROM product_custom_option_values v JOIN product_custom_options o ON o.option_id = v.option_id
         WHERE o.product_id IN (SELECT value FROM json_each(?)) ORDER BY v.option_id, v.sort_order, v.option_type_id`,
      )
      .all(list) as CustomOptionValueRow[],
    (value) => value.option_id,
  );
  return groupBy(
    options.map((option) => ({ ...option, values: values.get(option.option_id) ?? [] })),
    (option) => option.product_id,
  );
}

/** What one option or value adds to one unit: its fixed rupiah, or its percentage of the product's price (whole rupiah). */
export const optionCharge = (price: number, priceType: OptionPriceType, basePrice: number): number =>
  priceType === 'percent' ? Math.round((basePrice * price) / 100) : price;
