import type { CartItemInput } from '../../__generated__/resolvers';
import { findProductBySku, isChildOf } from '../../repositories/cart/cartProducts';
import type { BundleChoice, NewCartLine } from '../../repositories/cart/cartItems';
import { loadBundleOptions } from '../../repositories/catalog/bundleProducts';
import { loadConfigurableData } from '../../repositories/catalog/configurableProducts';
import { isCustomOptionUid, loadCustomOptions } from '../../repositories/catalog/customOptions';
import { decodeUid } from '../../repositories/catalog/ids';
import { activeSpecialPrice, selectionPrice, simplePrice } from '../../repositories/catalog/productPricing';
import { ENABLED, loadProductRows, type ProductRow } from '../../repositories/catalog/productRows';
import type { Db } from '../../types';
import { CART_MESSAGES, CartUserInputError } from './cartUserInputError';
import { chooseCustomOptions } from './customOptionChoices';
import { chooseDownloadableLinks } from './downloadableChoices';

/** A resolved cart line and the simple products one unit of it takes from stock. */
export interface ResolvedLine {
  line: NewCartLine;
  /** The product whose own stock flag must allow the sale (the line's product or parent). */
  salable: ProductRow;
  parts: Array<{ productId: number; qtyPerUnit: number }>;
}

const notFound = (sku: string) => new CartUserInputError('PRODUCT_NOT_FOUND', CART_MESSAGES.notFound(sku));
const chooseOptions = () => new CartUserInputError('UNDEFINED', CART_MESSAGES.chooseOptions);

function enabledBySku(db: Db, sku: string): ProductRow {
  const product = findProductBySku(db, sku);
  if (!product || product.status !== ENABLED) throw notFound(sku);
  return product;
}

/** Splits a uid such as base64("configurable/93/12") into its numbers after the given prefix. */
function uidNumbers(uid: string, prefix: string, count: number): number[] | null {
  const parts = decodeUid(uid)?.split('/');
  if (!parts || parts[0] !== prefix || parts.length !== count + 1) return null;
  const numbers = parts.slice(1).map(Number);
  return numbers.every((n) => Number.isFinite(n)) ? numbers : null;
}

const line = (product: ProductRow, qty: number, price: number, rest: Partial<NewCartLine> = {}): NewCartLine => ({
  productId: product.entity_id,
  childProductId: null,
  sku: product.sku,
  name: product.name,
  productType: product.type_id,
  qty,
  price,
  options: null,
  ...rest,
});

/** Configurable line: the child chosen by sku + parent_sku, or by the value uids in selected_options. */
function configurableLine(db: Db, parent: ProductRow, input: CartItemInput, child: ProductRow | null, today: string): ResolvedLine {
  const data = loadConfigurableData(db, [parent.entity_id]).get(parent.entity_id);
  if (!data || data.options.length === 0) throw chooseOptions();
  let variant = child ? data.variants.find((v) => v.child_id === child.entity_id) : undefined;
  if (!child) {
    // Custom option uids are the line's other choices (customOptionChoices).
    const chosen = (input.selected_options ?? []).filter((uid) => !isCustomOptionUid(uid)).map((uid) => uidNumbers(uid, 'configurable', 2));
    if (chosen.some((c) => c === null)) throw chooseOptions();
    const values = new Map((chosen as number[][]).map(([attributeId, optionId]) => [attributeId, optionId]));
    variant = data.variants.find((v) => data.options.every((o) => values.get(o.attribute_id) === v.options.get(o.attribute_id)?.option_id));
  }
  if (!variant) throw chooseOptions();
  const variantRow = child ?? loadProductRows(db, [variant.child_id]).get(variant.child_id);
  if (!variantRow) throw chooseOptions();
  const configurable = data.options.map((o) => ({ attribute_id: o.attribute_id, option_id: (variant.options.get(o.attribute_id) as { option_id: number }).option_id }));
  // Magento keeps the parent as the line's product and prices it at the chosen child.
  return {
    line: line(parent, input.quantity, simplePrice(variantRow, today).final, { childProductId: variantRow.entity_id, sku: variantRow.sku, options: { configurable } }),
    salable: parent,
    parts: [{ productId: variantRow.entity_id, qtyPerUnit: 1 }],
  };
}

/**
 * The bundle selections asked for, as [option_id, selection_id, qty] (null for a uid that is not
 * one): the selected_options uids "bundle/<option_id>/<selection_id>/<qty>", and entered_options
 * naming a selection by such a uid with the quantity as value (Magento's BundleDataProvider),
 * which replace the same selection's.
 */
function bundleRequests(input: CartItemInput): Array<number[] | null> {
  const requests = (input.selected_options ?? []).filter((uid) => !isCustomOptionUid(uid)).map((uid) => uidNumbers(uid, 'bundle', 3));
  for (const entered of input.entered_options ?? []) {
    // Other entered options are custom options (customOptionChoices).
    if (!decodeUid(entered.uid)?.startsWith('bundle/')) continue;
    const numbers = uidNumbers(entered.uid, 'bundle', 3);
    const qty = Number(entered.value);
    const request = numbers && Number.isFinite(qty) ? [numbers[0], numbers[1], qty] : null;
    const same = request ? requests.findIndex((r) => r !== null && r[0] === request[0] && r[1] === request[1]) : -1;
    if (same >= 0) requests[same] = request;
    else requests.push(request);
  }
  return requests;
}

/** Bundle line: the selections asked for (bundleRequests), every required option chosen. */
function bundleLine(db: Db, bundle: ProductRow, input: CartItemInput, today: string): ResolvedLine {
  const options = loadBundleOptions(db, [bundle.entity_id]).get(bundle.entity_id) ?? [];
  const choices: BundleChoice[] = [];
  for (const numbers of bundleRequests(input)) {
    const option = numbers && options.find((o) => o.option_id === numbers[0]);
    const selection = option && option.selections.find((s) => s.selection_id === numbers[1]);
    if (!numbers || !selection) throw new CartUserInputError('UNDEFINED', CART_MESSAGES.bundleNoOptions);
    // A quantity the shop does not let the shopper change stays the selection's own.
    const qty = selection.can_change_qty && numbers[2] > 0 ? numbers[2] : selection.selection_qty;
    choices.push({ option_id: selection.option_id, selection_id: selection.selection_id, qty });
  }
  if (choices.length === 0) throw new CartUserInputError('UNDEFINED', CART_MESSAGES.bundleNoOptions);
  if (options.some((o) => o.required && !choices.some((c) => c.option_id === o.option_id))) {
    throw new CartUserInputError('UNDEFINED', CART_MESSAGES.bundleRequired);
  }
  const selections = options.flatMap((o) => o.selections);
  const partRows = loadProductRows(db, selections.map((s) => s.product_id));
  let price = bundle.dynamic_price ? 0 : bundle.price;
  const parts = choices.map((choice) => {
    const selection = selections.find((s) => s.selection_id === choice.selection_id) as (typeof selections)[number];
    const part = partRows.get(selection.product_id) as ProductRow;
    price += selectionPrice(bundle, selection, simplePrice(part, today)).final * choice.qty;
    return { productId: part.entity_id, qtyPerUnit: choice.qty };
  });
  // A bundle's special price is a percentage of its price (as in the catalogue's price range).
  const percent = activeSpecialPrice(bundle, today);
  if (percent != null && percent > 0 && percent < 100) price = (price * percent) / 100;
  return { line: line(bundle, input.quantity, price, { options: { bundle: choices } }), salable: bundle, parts };
}

/**
 * Turns one CartItemInput into the line to add, as Magento's product types prepare a buy
 * request: the product (and child or selections) first, then the custom options of the line's
 * product, whose prices add to the unit price. Quantities are judged by the caller (quantityRules).
 */
export function resolveCartLine(db: Db, input: CartItemInput, today: string): ResolvedLine {
  const resolved = resolveProductLine(db, input, today);
  const options = loadCustomOptions(db, [resolved.line.productId]).get(resolved.line.productId) ?? [];
  const { custom, charge } = chooseCustomOptions(options, input, resolved.line.price);
  if (custom.length === 0) return resolved;
  return { ...resolved, line: { ...resolved.line, price: resolved.line.price + charge, options: { ...resolved.line.options, custom } } };
}

function resolveProductLine(db: Db, input: CartItemInput, today: string): ResolvedLine {
  if (input.parent_sku) {
    const parent = enabledBySku(db, input.parent_sku);
    const child = enabledBySku(db, input.sku);
    if (parent.type_id !== 'configurable' || !isChildOf(db, parent.entity_id, child.entity_id)) throw chooseOptions();
    return configurableLine(db, parent, input, child, today);
  }
  const product = enabledBySku(db, input.sku);
  switch (product.type_id) {
    case 'configurable':
      return configurableLine(db, product, input, null, today);
    case 'bundle':
      return bundleLine(db, product, input, today);
    case 'grouped':
      throw new CartUserInputError('UNDEFINED', CART_MESSAGES.groupedQuantity);
    case 'downloadable': {
      const { links, charge } = chooseDownloadableLinks(db, product, input);
      const downloadable = links.map((link) => link.link_id);
      return { line: line(product, input.quantity, simplePrice(product, today).final + charge, { options: { downloadable } }), salable: product, parts: [{ productId: product.entity_id, qtyPerUnit: 1 }] };
    }
    default:
      return { line: line(product, input.quantity, simplePrice(product, today).final), salable: product, parts: [{ productId: product.entity_id, qtyPerUnit: 1 }] };
  }
}
