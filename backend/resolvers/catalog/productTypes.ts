import type { BundleProductResolvers, ConfigurableProductResolvers, GroupedProductResolvers } from '../../__generated__/resolvers';
import type { BundleOptionRow, BundleSelectionRow } from '../../repositories/catalog/bundleProducts';
import type { ConfigurableOptionRow, ConfigurableOptionValueRow } from '../../repositories/catalog/configurableProducts';
import { encodeUid } from '../../repositories/catalog/ids';
import { activeSpecialPrice, selectionPrice, simplePrice } from '../../repositories/catalog/productPricing';
import { toProductValue, type ProductRow } from '../../repositories/catalog/productRows';
import type { RequestContext } from '../../types';
import { catalogLoaders } from './loaders';
import { productPrice } from './presenters';

const SWATCH_TYPES = { 0: 'TextSwatchData', 1: 'ColorSwatchData', 2: 'ImageSwatchData' } as const;

/** swatch_data of an option value: text, colour ("#rrggbb") or image (absolute URL), by swatch_type. */
function swatchData(ctx: RequestContext, value: ConfigurableOptionValueRow) {
  if (value.swatch_type == null || !(value.swatch_type in SWATCH_TYPES)) return null;
  if (value.swatch_type === 2) {
    const url = value.swatch_value ? `${ctx.mediaUrl}attribute/swatch/${value.swatch_value.replace(/^\/+/, '')}` : null;
    return { __typename: 'ImageSwatchData' as const, value: url, thumbnail: url };
  }
  return { __typename: SWATCH_TYPES[value.swatch_type as 0 | 1], value: value.swatch_value ?? value.label };
}

export const configurableValueUid = (attributeId: number, optionId: number) => encodeUid(`configurable/${attributeId}/${optionId}`);

function configurableOption(ctx: RequestContext, product: ProductRow, option: ConfigurableOptionRow) {
  return {
    id: option.attribute_id,
    uid: encodeUid(`configurable/${product.entity_id}/${option.attribute_id}`),
    attribute_id: String(option.attribute_id),
    attribute_id_v2: option.attribute_id,
    attribute_uid: encodeUid(option.attribute_id),
    attribute_code: option.attribute_code,
    label: option.label,
    position: option.position,
    use_default: option.label === option.default_label,
    product_id: product.entity_id,
    values: option.values.map((value) => ({
      value_index: value.option_id,
      uid: configurableValueUid(option.attribute_id, value.option_id),
      label: value.label,
      default_label: value.label,
      store_label: value.label,
      use_default_value: true,
      swatch_data: swatchData(ctx, value),
    })),
  };
}

async function variants(product: ProductRow, ctx: RequestContext) {
  const loaders = catalogLoaders(ctx);
  const data = await loaders.configurable.load(product.entity_id);
  const children = await loaders.product.loadAll(data.variants.map((v) => v.child_id));
  return data.variants.flatMap((variant, index) => {
    const child = children[index];
    if (!child) return [];
    const attributes = data.options.map((option) => {
      const value = variant.options.get(option.attribute_id) as ConfigurableOptionValueRow;
      return { uid: configurableValueUid(option.attribute_id, value.option_id), code: option.attribute_code, label: value.label, value_index: value.option_id };
    });
    return [{ attributes, product: { ...child, __typename: 'SimpleProduct' as const } }];
  });
}

/**
 * configurable_product_options_selection: which values stay available once some are chosen
 * (only in-stock variants count) and the variant when every option is chosen.
 */
async function optionsSelection(product: ProductRow, args: { configurableOptionValueUids?: string[] | null }, ctx: RequestContext) {
  const loaders = catalogLoaders(ctx);
  const data = await loaders.configurable.load(product.entity_id);
  const chosen = new Set(args.configurableOptionValueUids ?? []);
  const stocks = await loaders.stock.loadAll(data.variants.map((v) => v.child_id));
  const salable = data.variants.filter((_v, i) => stocks[i].inStock);
  const uidsOf = (variant: (typeof data.variants)[number]) => data.options.map((o) => configurableValueUid(o.attribute_id, (variant.options.get(o.attribute_id) as ConfigurableOptionValueRow).option_id));
  const matching = salable.filter((v) => [...chosen].every((uid) => uidsOf(v).includes(uid)));
  const available = (option: ConfigurableOptionRow) => {
    // Values of this option compatible with the choices made for the other options.
    const others = [...chosen].filter((uid) => !option.values.some((v) => configurableValueUid(option.attribute_id, v.option_id) === uid));
    const compatible = salable.filter((v) => others.every((uid) => uidsOf(v).includes(uid)));
    return new Set(compatible.map((v) => configurableValueUid(option.attribute_id, (v.options.get(option.attribute_id) as ConfigurableOptionValueRow).option_id)));
  };
  const variantRow = chosen.size === data.options.length && matching.length === 1 ? await loaders.product.load(matching[0].child_id) : null;
  return {
    options_available_for_selection: data.options.map((option) => ({ attribute_code: option.attribute_code, option_value_uids: [...available(option)] })),
    configurable_options: data.options.map((option) => {
      const ok = available(option);
      return {
        uid: encodeUid(`configurable/${product.entity_id}/${option.attribute_id}`),
        attribute_code: option.attribute_code,
        label: option.label,
        values: option.values.map((value) => {
          const uid = configurableValueUid(option.attribute_id, value.option_id);
          return { uid, label: value.label, is_available: ok.has(uid), is_use_default: true, swatch: swatchData(ctx, value) };
        }),
      };
    }),
    media_gallery: null,
    variant: variantRow ? { ...variantRow, __typename: 'SimpleProduct' as const } : null,
  };
}

export const configurableResolvers: ConfigurableProductResolvers = {
  configurable_options: async (p: ProductRow, _a: unknown, ctx: RequestContext) =>
    (await catalogLoaders(ctx).configurable.load(p.entity_id)).options.map((option) => configurableOption(ctx, p, option)),
  variants: (p: ProductRow, _a: unknown, ctx: RequestContext) => variants(p, ctx),
  configurable_product_options_selection: optionsSelection,
};

async function bundleItems(bundle: ProductRow, ctx: RequestContext) {
  const loaders = catalogLoaders(ctx);
  const options = await loaders.bundleOptions.load(bundle.entity_id);
  return Promise.all(options.map(async (option: BundleOptionRow) => {
    const parts = await loaders.product.loadAll(option.selections.map((s) => s.product_id));
    const priced = option.selections.map((selection: BundleSelectionRow, index) => {
      const part = parts[index] as ProductRow;
      const unit = selectionPrice(bundle, selection, simplePrice(part, loaders.today));
      return { selection, part, unit };
    });
    const finals = priced.map(({ unit, selection }) => ({ regular: unit.regular * selection.selection_qty, final: unit.final * selection.selection_qty }));
    const sorted = [...finals].sort((a, b) => a.final - b.final);
    const zero = { regular: 0, final: 0 };
    return {
      option_id: option.option_id,
      uid: encodeUid(`bundle/${option.option_id}`),
      title: option.title,
      required: Boolean(option.required),
      type: option.type,
      position: option.position,
      sku: bundle.sku,
      price_range: { minimum_price: productPrice(ctx, sorted[0] ?? zero), maximum_price: productPrice(ctx, sorted[sorted.length - 1] ?? zero) },
      options: priced.map(({ selection, part, unit }) => ({
        id: selection.selection_id,
        uid: encodeUid(`bundle/${option.option_id}/${selection.selection_id}/${selection.selection_qty}`),
        label: part.name,
        qty: selection.selection_qty,
        quantity: selection.selection_qty,
        position: selection.position,
        is_default: Boolean(selection.is_default),
        // A percent selection price is a percentage, not an amount: it is not converted.
        price: bundle.dynamic_price ? ctx.money(unit.final).value : selection.price_type === 1 ? selection.price_value : ctx.money(selection.price_value).value,
        price_type: bundle.dynamic_price ? ('DYNAMIC' as const) : selection.price_type === 1 ? ('PERCENT' as const) : ('FIXED' as const),
        can_change_quantity: Boolean(selection.can_change_qty),
        product: toProductValue(part),
      })),
    };
  }));
}

/**
 * BundleProduct.price_details (Magento 2.4.7): the bundle's own price, that price after its
 * special price (for a bundle, a percentage of the price) and the discount in percent. A
 * dynamically priced bundle has no own price (0), but its discount still applies to the sum of
 * its selections, so the percentage is answered for it too (Magento divides by zero there).
 */
function bundlePriceDetails(bundle: ProductRow, ctx: RequestContext) {
  const special = activeSpecialPrice(bundle, catalogLoaders(ctx).today);
  const percentPaid = special != null && special > 0 && special < 100 ? special : 100;
  const mainPrice = bundle.dynamic_price ? 0 : ctx.money(bundle.price).value ?? 0;
  return {
    main_price: mainPrice,
    main_final_price: Math.round(mainPrice * percentPaid) / 100,
    discount_percentage: 100 - percentPaid,
  };
}

export const bundleResolvers: BundleProductResolvers = {
  dynamic_price: (p: ProductRow) => Boolean(p.dynamic_price),
  dynamic_sku: (p: ProductRow) => Boolean(p.dynamic_sku),
  dynamic_weight: (p: ProductRow) => Boolean(p.dynamic_weight),
  price_view: (p) => (p.price_view === 'AS_LOW_AS' ? 'AS_LOW_AS' : 'PRICE_RANGE'),
  ship_bundle_items: (p) => (p.ship_bundle_items === 'SEPARATELY' ? 'SEPARATELY' : 'TOGETHER'),
  price_details: (p: ProductRow, _a: unknown, ctx: RequestContext) => bundlePriceDetails(p, ctx),
  items: (p: ProductRow, _a: unknown, ctx: RequestContext) => bundleItems(p, ctx),
};

export const groupedResolvers: GroupedProductResolvers = {
  items: async (p: ProductRow, _a: unknown, ctx: RequestContext) => {
    const loaders = catalogLoaders(ctx);
    const links = await loaders.links.super.load(p.entity_id);
    const members = await loaders.product.loadAll(links.map((l) => l.linked_product_id));
    return links.flatMap((link, i) => {
      const member = members[i];
      return member ? [{ qty: link.qty, position: link.position, product: toProductValue(member) }] : [];
    });
  },
};
