/**
 * Configurable products: which variant the shopper's choices name and which values can still be
 * chosen. Pure functions over plain data; the talon keeps the choices.
 */

/** How a value is shown: a colour chip, a picture, a text chip, or a plain list entry. */
export type Swatch = { kind: 'color'; color: string } | { kind: 'image'; url: string } | { kind: 'text'; text: string };

export interface OptionValue {
  uid: string;
  label: string;
  swatch: Swatch | null;
}

export interface ConfigurableOption {
  /** The attribute code, e.g. "shade": variants name their values by it. */
  code: string;
  label: string;
  values: OptionValue[];
}

export interface Variant<P = unknown> {
  /** Attribute code -> value uid of this variant, one per option. */
  values: Readonly<Record<string, string>>;
  inStock: boolean;
  product: P;
}

/** The shopper's choices: attribute code -> chosen value uid. */
export type Selection = Readonly<Record<string, string>>;

function matches(variant: Variant, selection: Selection, ignoreCode?: string): boolean {
  return Object.entries(selection).every(([code, uid]) => code === ignoreCode || variant.values[code] === uid);
}

/** The variant every option's choice names, once every option is chosen; null before that or when no variant has that combination. */
export function resolveVariant<P>(options: readonly ConfigurableOption[], variants: ReadonlyArray<Variant<P>>, selection: Selection): Variant<P> | null {
  if (options.length === 0 || options.some((option) => !selection[option.code])) return null;
  return variants.find((variant) => matches(variant, selection)) ?? null;
}

/**
 * Whether choosing `uid` for option `code` still leads to a variant in stock, given the choices
 * made for the other options. Combinations that do not exist or are sold out are not available.
 */
export function isValueAvailable(variants: readonly Variant[], selection: Selection, code: string, uid: string): boolean {
  return variants.some((variant) => variant.inStock && variant.values[code] === uid && matches(variant, selection, code));
}

/** The options still to be chosen, in their order. */
export function missingOptions(options: readonly ConfigurableOption[], selection: Selection): ConfigurableOption[] {
  return options.filter((option) => !selection[option.code]);
}

/** The choices after choosing `uid` for `code` (an empty uid clears that option's choice). */
export function choose(selection: Selection, code: string, uid: string): Selection {
  const next: Record<string, string> = { ...selection };
  if (uid) next[code] = uid;
  else delete next[code];
  return next;
}

/**
 * The variant to preview while choices are incomplete (e.g. a shade chosen, the size not yet):
 * the first variant in stock that agrees with every choice so far, or null without choices.
 */
export function previewVariant<P>(variants: ReadonlyArray<Variant<P>>, selection: Selection): Variant<P> | null {
  if (Object.keys(selection).length === 0) return null;
  const agreeing = variants.filter((variant) => matches(variant, selection));
  return agreeing.find((variant) => variant.inStock) ?? agreeing[0] ?? null;
}

/** The value uids of the choices, in the options' order (what addProductsToCart takes as selected_options). */
export function selectedValueUids(options: readonly ConfigurableOption[], selection: Selection): string[] {
  return options.map((option) => selection[option.code]).filter((uid): uid is string => Boolean(uid));
}

/** The label of the value chosen for an option, or null. */
export function chosenLabel(option: ConfigurableOption, selection: Selection): string | null {
  return option.values.find((value) => value.uid === selection[option.code])?.label ?? null;
}

/** The choices that name these value uids (a cart line's chosen values), the inverse of selectedValueUids; uids no option has are ignored. */
export function selectionOf(options: readonly ConfigurableOption[], valueUids: readonly string[]): Selection {
  const chosen = new Set(valueUids);
  return Object.fromEntries(options.flatMap((option) => option.values.filter((value) => chosen.has(value.uid)).map((value) => [option.code, value.uid])));
}
