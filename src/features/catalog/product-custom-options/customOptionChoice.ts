import { type ProductCustomOptionsFragment } from '../../../__generated__/operations';

/** How an option is filled: typed text, or one or several of its values. */
export type CustomOptionKind = 'field' | 'area' | 'drop_down' | 'radio' | 'checkbox' | 'multiple';

export interface CustomOptionPrice {
  /** Whole rupiah for FIXED, a percentage of the product's price for PERCENT. */
  amount: number;
  percent: boolean;
}

export interface CustomOptionValue {
  uid: string;
  title: string;
  price: CustomOptionPrice;
}

export interface CustomOption {
  uid: string;
  title: string;
  required: boolean;
  kind: CustomOptionKind;
  /** Text options: the longest text the merchant allows (0: no limit) and the text's own price. */
  maxCharacters: number;
  price: CustomOptionPrice;
  /** Options with values: what the shopper picks from. */
  values: CustomOptionValue[];
}

/** The shopper's answer per option uid: typed text, or the chosen value uids. */
export type CustomChoice = Readonly<Record<string, string | readonly string[]>>;

const KINDS: Record<string, CustomOptionKind> = {
  CustomizableFieldOption: 'field',
  CustomizableAreaOption: 'area',
  CustomizableDropDownOption: 'drop_down',
  CustomizableRadioOption: 'radio',
  CustomizableCheckboxOption: 'checkbox',
  CustomizableMultipleOption: 'multiple',
};

type OptionItem = NonNullable<NonNullable<ProductCustomOptionsFragment['options']>[number]>;
type PriceLike = { price?: number | null; price_type?: string | null } | null | undefined;

const priceOf = (value: PriceLike): CustomOptionPrice => ({ amount: value?.price ?? 0, percent: value?.price_type === 'PERCENT' });
const bySortOrder = <T extends { sort_order?: number | null }>(items: readonly T[]) => [...items].sort((a, b) => (a.sort_order ?? 0) - (b.sort_order ?? 0));

/** The options the page can offer, in the merchant's order. Date and file options are left out (see the fragment). */
export function customOptionsOf(options: ProductCustomOptionsFragment['options']): CustomOption[] {
  const known = (options ?? []).filter((option): option is OptionItem => Boolean(option && KINDS[option.__typename]));
  return bySortOrder(known).map((option) => {
    const text = 'text' in option ? option.text : null;
    const values = 'values' in option ? (option.values ?? []).filter((value) => value !== null) : [];
    return {
      uid: option.uid,
      title: option.title ?? '',
      required: Boolean(option.required),
      kind: KINDS[option.__typename],
      maxCharacters: text?.max_characters ?? 0,
      price: priceOf(text),
      values: bySortOrder(values).map((value) => ({ uid: value.uid, title: value.title ?? '', price: priceOf(value) })),
    };
  });
}

const isText = (option: CustomOption) => option.kind === 'field' || option.kind === 'area';
const textOf = (choice: CustomChoice, uid: string) => (typeof choice[uid] === 'string' ? (choice[uid] as string).trim() : '');
const uidsOf = (choice: CustomChoice, uid: string): readonly string[] => {
  const answer = choice[uid];
  if (Array.isArray(answer)) return answer;
  return typeof answer === 'string' && answer !== '' ? [answer] : [];
};

/** Required options the shopper has not filled in. */
export function missingCustomOptions(options: readonly CustomOption[], choice: CustomChoice): CustomOption[] {
  return options.filter((option) => option.required && (isText(option) ? textOf(choice, option.uid) === '' : uidsOf(choice, option.uid).length === 0));
}

/** What addProductsToCart takes: chosen value uids in selected_options, typed text in entered_options. */
export function customOptionsInput(options: readonly CustomOption[], choice: CustomChoice): { selected: string[]; entered: Array<{ uid: string; value: string }> } {
  const selected: string[] = [];
  const entered: Array<{ uid: string; value: string }> = [];
  for (const option of options) {
    if (isText(option)) {
      const value = textOf(choice, option.uid);
      if (value) entered.push({ uid: option.uid, value });
    } else selected.push(...uidsOf(choice, option.uid).filter((uid) => option.values.some((value) => value.uid === uid)));
  }
  return { selected, entered };
}

const priceAmount = ({ amount, percent }: CustomOptionPrice, productPrice: number) => (percent ? Math.round((productPrice * amount) / 100) : amount);

/** What the chosen options add to one unit, as Magento prices them: fixed rupiah, or a percentage of the product's price. */
export function customOptionsPrice(options: readonly CustomOption[], choice: CustomChoice, productPrice: number): number {
  let total = 0;
  for (const option of options) {
    if (isText(option)) {
      if (textOf(choice, option.uid)) total += priceAmount(option.price, productPrice);
    } else {
      const chosen = uidsOf(choice, option.uid);
      for (const value of option.values) if (chosen.includes(value.uid)) total += priceAmount(value.price, productPrice);
    }
  }
  return total;
}

/** The price an option or value adds, for its label (0 when it is free). */
export const addedPrice = (price: CustomOptionPrice, productPrice: number) => priceAmount(price, productPrice);
