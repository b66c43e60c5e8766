import type { CustomizableOptionInterface, PriceTypeEnum } from '../../__generated__/resolvers';
import { customOptionUid, customOptionValueUid, isSelectOption, type CustomOptionRow, type CustomOptionType, type CustomOptionValueRow } from '../../repositories/catalog/customOptions';
import type { ProductRow } from '../../repositories/catalog/productRows';
import type { RequestContext } from '../../types';
import { catalogLoaders } from './loaders';

// Magento's CustomizableOptionTypeResolver: the GraphQL type of each option type.
const TYPENAME = {
  field: 'CustomizableFieldOption',
  area: 'CustomizableAreaOption',
  date: 'CustomizableDateOption',
  date_time: 'CustomizableDateOption',
  time: 'CustomizableDateOption',
  file: 'CustomizableFileOption',
  drop_down: 'CustomizableDropDownOption',
  radio: 'CustomizableRadioOption',
  checkbox: 'CustomizableCheckboxOption',
  multiple: 'CustomizableMultipleOption',
} as const satisfies Record<CustomOptionType, string>;

const DATE_TYPE = { date: 'DATE', date_time: 'DATE_TIME', time: 'TIME' } as const;

export const priceTypeEnum = (type: string | null): PriceTypeEnum => (type === 'percent' ? 'PERCENT' : 'FIXED');

/** A select option's value (drop-down, radio, checkbox, multiple), as Magento's Options resolver gives it. */
const selectValue = (option: CustomOptionRow, value: CustomOptionValueRow) => ({
  option_type_id: value.option_type_id,
  price: value.price,
  price_type: priceTypeEnum(value.price_type),
  sku: value.sku,
  title: value.title,
  sort_order: value.sort_order,
  uid: customOptionValueUid(option.option_id, value.option_type_id),
});

/** A text, date or file option's one value: its own price and limits. */
const enteredValue = (option: CustomOptionRow) => ({
  price: option.price ?? 0,
  price_type: priceTypeEnum(option.price_type),
  sku: option.sku,
  max_characters: option.max_characters,
  file_extension: option.file_extension,
  image_size_x: option.image_size_x,
  image_size_y: option.image_size_y,
  type: option.type in DATE_TYPE ? DATE_TYPE[option.type as keyof typeof DATE_TYPE] : null,
  uid: customOptionUid(option.option_id),
});

function optionValue(product: ProductRow, option: CustomOptionRow) {
  const select = isSelectOption(option);
  return {
    __typename: TYPENAME[option.type],
    title: option.title,
    required: option.is_require === 1,
    sort_order: option.sort_order,
    option_id: option.option_id,
    uid: customOptionUid(option.option_id),
    product_sku: product.sku,
    value: select ? option.values.map((value) => selectValue(option, value)) : enteredValue(option),
  } as unknown as CustomizableOptionInterface;
}

/** CustomizableProductInterface.options: the product's custom options, by sort order. */
export const customOptionsField = {
  options: async (product: ProductRow, _args: unknown, ctx: RequestContext) =>
    (await catalogLoaders(ctx).customOptions.load(product.entity_id)).map((option) => optionValue(product, option)),
};
