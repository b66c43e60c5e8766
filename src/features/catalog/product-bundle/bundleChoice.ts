/**
 * Bundle products: which selection the shopper picked for each option, at what quantity, and
 * what that costs. Pure functions over plain data; the talon keeps the choice.
 */

/** Magento's BundleItem.type: one selection (select, radio) or several (checkbox, multi). */
export type BundleOptionType = 'select' | 'radio' | 'checkbox' | 'multi';

export interface UnitPrice {
  regular: number;
  final: number;
}

export interface BundleSelection {
  uid: string;
  label: string;
  /** The selection's default quantity per bundle. */
  quantity: number;
  canChangeQuantity: boolean;
  isDefault: boolean;
  inStock: boolean;
  /** What one unit of this selection adds to the bundle's price. */
  unitPrice: UnitPrice;
}

export interface BundleOption {
  uid: string;
  title: string;
  required: boolean;
  type: BundleOptionType;
  selections: BundleSelection[];
}

export interface BundlePricing {
  /** The bundle's own price (0 for a dynamically priced bundle). */
  basePrice: number;
  /** Discount of the bundle's special price, in percent (0-100), applied to the whole bundle. */
  discountPercent: number;
}

export interface OptionChoice {
  /** Chosen selection uids (at most one for select and radio). */
  selected: readonly string[];
  /** Quantity the shopper set for a single-choice option whose selection allows it. */
  quantity?: number;
}

/** The shopper's choice: option uid -> what was chosen for it. */
export type BundleChoice = Readonly<Record<string, OptionChoice>>;

export const isMultiple = (option: BundleOption) => option.type === 'checkbox' || option.type === 'multi';

/** Magento's PriceTypeEnum: how BundleItemOption.price reads. */
export type SelectionPriceType = 'FIXED' | 'PERCENT' | 'DYNAMIC';

/**
 * What one unit of a selection adds: a dynamically priced bundle charges the product's own price
 * (`price` is its final price, `productRegular` its regular one); a fixed bundle charges the
 * selection's fixed amount or a percentage of the bundle's own price.
 */
export function selectionUnitPrice(priceType: SelectionPriceType | null | undefined, price: number, basePrice: number, productRegular: number | null | undefined): UnitPrice {
  if (priceType === 'PERCENT') {
    const amount = (basePrice * price) / 100;
    return { regular: amount, final: amount };
  }
  if (priceType === 'DYNAMIC') return { regular: Math.max(productRegular ?? price, price), final: price };
  return { regular: price, final: price };
}

/** The choice a bundle starts with: its default selections that are in stock. */
export function defaultChoice(options: readonly BundleOption[]): BundleChoice {
  const choice: Record<string, OptionChoice> = {};
  for (const option of options) {
    const defaults = option.selections.filter((selection) => selection.isDefault && selection.inStock).map((selection) => selection.uid);
    choice[option.uid] = { selected: isMultiple(option) ? defaults : defaults.slice(0, 1) };
  }
  return choice;
}

/** Picks one selection of a single-choice option (an empty uid picks none); the quantity starts at the selection's default. */
export function chooseOne(choice: BundleChoice, optionUid: string, selectionUid: string): BundleChoice {
  return { ...choice, [optionUid]: { selected: selectionUid ? [selectionUid] : [] } };
}

/** Adds or removes one selection of a multiple-choice option. */
export function toggle(choice: BundleChoice, optionUid: string, selectionUid: string, on: boolean): BundleChoice {
  const selected = (choice[optionUid]?.selected ?? []).filter((uid) => uid !== selectionUid);
  return { ...choice, [optionUid]: { selected: on ? [...selected, selectionUid] : selected } };
}

/** Sets the chosen selections of a multiple-choice option at once (a multi-select list). */
export function chooseMany(choice: BundleChoice, optionUid: string, selectionUids: readonly string[]): BundleChoice {
  return { ...choice, [optionUid]: { selected: [...selectionUids] } };
}

/** Sets the quantity of a single-choice option's selection. */
export function setOptionQuantity(choice: BundleChoice, optionUid: string, quantity: number): BundleChoice {
  return { ...choice, [optionUid]: { selected: choice[optionUid]?.selected ?? [], quantity } };
}

export interface ChosenLine {
  option: BundleOption;
  selection: BundleSelection;
  quantity: number;
}

/**
 * Every chosen selection with its quantity per bundle: the shopper's quantity where the selection
 * allows changing it (single-choice options only, as in Magento), else its own.
 */
export function chosenLines(options: readonly BundleOption[], choice: BundleChoice): ChosenLine[] {
  return options.flatMap((option) => {
    const chosen = choice[option.uid];
    return (chosen?.selected ?? []).flatMap((uid) => {
      const selection = option.selections.find((candidate) => candidate.uid === uid);
      if (!selection) return [];
      const custom = !isMultiple(option) && selection.canChangeQuantity ? chosen?.quantity : undefined;
      return [{ option, selection, quantity: custom ?? selection.quantity }];
    });
  });
}

/** The quantity shown for a single-choice option: the shopper's, else its chosen selection's default. */
export function optionQuantity(option: BundleOption, choice: BundleChoice): number | null {
  const line = chosenLines([option], choice)[0];
  return line ? line.quantity : null;
}

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * The price of one bundle as chosen: its own price plus every chosen selection times its
 * quantity; the bundle's special price (a percentage) lowers the final price of the whole.
 */
export function bundlePrice(pricing: BundlePricing, options: readonly BundleOption[], choice: BundleChoice): UnitPrice {
  let regular = pricing.basePrice;
  let final = pricing.basePrice;
  for (const { selection, quantity } of chosenLines(options, choice)) {
    regular += selection.unitPrice.regular * quantity;
    final += selection.unitPrice.final * quantity;
  }
  const paid = 1 - Math.min(Math.max(pricing.discountPercent, 0), 100) / 100;
  return { regular: round(regular), final: round(final * paid) };
}

/** Required options with nothing chosen, in their order. */
export function missingRequired(options: readonly BundleOption[], choice: BundleChoice): BundleOption[] {
  return options.filter((option) => option.required && (choice[option.uid]?.selected.length ?? 0) === 0);
}

/** A quantity the shopper typed that a bundle cannot take (not a whole number above 0). */
export function invalidQuantities(options: readonly BundleOption[], choice: BundleChoice): BundleOption[] {
  return chosenLines(options, choice)
    .filter(({ quantity }) => !(Number.isInteger(quantity) && quantity > 0))
    .map(({ option }) => option);
}
