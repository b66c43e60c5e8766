import type { PriceTypeEnum } from '../../__generated__/resolvers';
import { currencySymbol } from '../../directory/isoCountries';
import type { CustomChoice } from '../../repositories/cart/cartItems';
import { customOptionUid, customOptionValueUid, isSelectOption, type CustomOptionRow, type OptionPriceType } from '../../repositories/catalog/customOptions';
import { magentoEscapeHtml } from '../../text/magentoEscapeHtml';
import type { RequestContext } from '../../types';
import { priceTypeEnum } from '../catalog/customOptionFields';

/** A chosen option with the product's option it names; choices whose option is gone are dropped (Magento's CustomizableOption). */
export interface ChosenCustomOption {
  option: CustomOptionRow;
  choice: CustomChoice;
}

export function chosenCustomOptions(options: readonly CustomOptionRow[], choices: readonly CustomChoice[]): ChosenCustomOption[] {
  return choices.flatMap((choice) => {
    const option = options.find((o) => o.option_id === choice.option_id);
    return option ? [{ option, choice }] : [];
  });
}

/** The chosen values of a select option that still exist, in the option's order. */
export const chosenValues = ({ option, choice }: ChosenCustomOption) => {
  const ids = new Set(choice.value.split(',').map(Number));
  return option.values.filter((value) => ids.has(value.option_type_id));
};

/** Magento's PriceUnitLabel: "%" for a percent price, else the base currency's symbol. */
function priceOf(ctx: RequestContext, price: number, type: OptionPriceType | null): { value: number; units: string; type: PriceTypeEnum } {
  const units = type === 'percent' ? '%' : currencySymbol(ctx.baseCurrency, ctx.config('general/locale/code') ?? 'en_US');
  return { value: price, units, type: priceTypeEnum(type) };
}

/**
 * SelectedCustomizableOption of a cart line, as Magento's QuoteGraphQl CustomizableOption data
 * provider answers it: the entered text and the values' titles HTML-escaped (the option types'
 * getFormattedOptionValue).
 */
export function selectedCustomizableOption(ctx: RequestContext, chosen: ChosenCustomOption) {
  const { option, choice } = chosen;
  const values = isSelectOption(option)
    ? chosenValues(chosen).map((value) => ({
        id: value.option_type_id,
        customizable_option_value_uid: customOptionValueUid(option.option_id, value.option_type_id),
        label: magentoEscapeHtml(value.title),
        value: String(value.option_type_id),
        price: priceOf(ctx, value.price, value.price_type),
      }))
    : [{ id: option.option_id, customizable_option_value_uid: customOptionUid(option.option_id), label: '', value: magentoEscapeHtml(choice.value), price: priceOf(ctx, option.price ?? 0, option.price_type) }];
  return {
    id: option.option_id,
    customizable_option_uid: customOptionUid(option.option_id),
    label: option.title,
    type: option.type,
    is_required: option.is_require === 1,
    sort_order: option.sort_order,
    values,
  };
}
