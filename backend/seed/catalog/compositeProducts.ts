import type { Brand } from './brands';
import type { CategoryRecord } from './categories';
import { productCopy } from './copy';
import { randomDateTime } from './dates';
import { VISIBILITY_CATALOG_SEARCH, type BundleOptionPlan, type ProductPlan } from './plan';
import type { PlanContext } from './planContext';
import { roundPrice } from './pricing';
import { slugify } from '../../text/slug';
import type { CompositeSpec } from './taxonomy';

/** Fixed-price bundles sell their parts this much cheaper than separately. */
const BUNDLE_SAVING = 0.85;

/** Visible, in-stock simple products by kind: the parts composites are made of. */
function partsByKind(products: readonly ProductPlan[], spec: CompositeSpec): Map<string, ProductPlan[]> {
  const byKind = new Map<string, ProductPlan[]>();
  for (const product of products) {
    if (product.type !== 'simple' || !product.inStock || !product.kindKey) continue;
    if (!spec.parts.includes(product.kindKey)) continue;
    byKind.set(product.kindKey, [...(byKind.get(product.kindKey) ?? []), product]);
  }
  return byKind;
}

/** Picks `count` products of a kind, the brand's own first. */
function pickParts(context: PlanContext, pool: readonly ProductPlan[], brand: Brand, count: number): ProductPlan[] {
  const own = context.random.sample(pool.filter((product) => product.brand.id === brand.id), count);
  const others = context.random.sample(pool.filter((product) => product.brand.id !== brand.id), count - own.length);
  return [...own, ...others];
}

/** The brand with the most parts available (ties broken at random), so kits stay mostly single-brand. */
function kitBrand(context: PlanContext, byKind: Map<string, ProductPlan[]>, domain: Brand['domain']): Brand {
  const candidates = context.random.sample(context.brands.filter((brand) => brand.domain === domain), context.brands.length);
  const coverage = (brand: Brand) => [...byKind.values()].filter((pool) => pool.some((product) => product.brand.id === brand.id)).length;
  return candidates.reduce((best, brand) => (coverage(brand) > coverage(best) ? brand : best));
}

function compositeBase(context: PlanContext, category: CategoryRecord, brand: Brand, title: string, type: 'bundle' | 'grouped'): ProductPlan {
  const { random } = context;
  const name = context.uniqueName(() => `${brand.name} ${title}`);
  const id = context.allocateId();
  const noun = type === 'bundle' ? 'Kit' : 'Pack';
  const urlKey = slugify(name);
  return {
    id,
    sku: `${brand.code}-${type === 'bundle' ? 'KIT' : 'GRP'}-${String(id).padStart(4, '0')}`,
    type,
    name,
    urlKey,
    imageKey: urlKey,
    visibility: VISIBILITY_CATALOG_SEARCH,
    price: 0,
    specialPrice: null,
    weight: null,
    brand,
    line: title,
    look: { pack: 'kit', color: brand.color, caption: category.name },
    category,
    attributes: [],
    qty: 0,
    inStock: true,
    ...productCopy(random, {
      name,
      noun,
      brand,
      domain: category.top!.domain,
      usage: type === 'bundle' ? 'Choose one product for each step of your routine; everything ships together.' : 'Add the products you need in the quantities you like.',
      categoryName: category.name,
    }),
    newFromDate: null,
    createdAt: randomDateTime(random, '2025-01-01', '2026-09-30'),
    galleryCount: random.int(1, 2),
    children: [],
    configurableAttributes: [],
    bundle: null,
    groupedMembers: [],
    kindKey: null,
  };
}

/** Bundles: 2-4 options, each a step of the routine with 1-3 selections; most priced dynamically. */
function planBundle(context: PlanContext, category: CategoryRecord, spec: CompositeSpec, title: string, byKind: Map<string, ProductPlan[]>): ProductPlan | null {
  const { random } = context;
  const brand = kitBrand(context, byKind, category.top!.domain);
  const kinds = spec.parts.filter((kind) => (byKind.get(kind)?.length ?? 0) > 0);
  if (kinds.length < 2) return null;
  // Steps keep the routine's order (cleanse, tone, treat, ...).
  const steps = random.sample(kinds, random.int(2, Math.min(4, kinds.length))).sort((a, b) => kinds.indexOf(a) - kinds.indexOf(b));
  const dynamicPrice = random.chance(0.7);
  const product = compositeBase(context, category, brand, title, 'bundle');
  const options: BundleOptionPlan[] = steps.map((kind, index) => {
    const pool = byKind.get(kind)!;
    const parts = pickParts(context, pool, brand, random.int(1, Math.min(3, pool.length)));
    const optional = index === steps.length - 1 && steps.length >= 3;
    return {
      title: parts[0].category!.name,
      type: optional ? 'checkbox' : random.pick(['radio', 'select'] as const),
      required: !optional,
      selections: parts.map((part, position) => ({
        productId: part.id,
        qty: 1,
        canChangeQty: !optional && random.chance(0.5),
        isDefault: position === 0,
        priceValue: dynamicPrice ? 0 : roundPrice((part.specialPrice ?? part.price) * BUNDLE_SAVING),
      })),
    };
  });
  product.bundle = { dynamicPrice, priceView: dynamicPrice ? 'PRICE_RANGE' : 'AS_LOW_AS', options };
  if (!dynamicPrice) {
    const defaults = options.filter((option) => option.required).map((option) => option.selections[0]);
    product.price = defaults.reduce((sum, selection) => sum + selection.priceValue, 0);
    product.weight = 0.5;
  }
  return product;
}

/** Grouped packs: 2-4 simple products with a default quantity each. */
function planGrouped(context: PlanContext, category: CategoryRecord, title: string, byKind: Map<string, ProductPlan[]>): ProductPlan | null {
  const { random } = context;
  const brand = kitBrand(context, byKind, category.top!.domain);
  const kinds = random.sample([...byKind.keys()], random.int(2, 4));
  if (kinds.length < 2) return null;
  const product = compositeBase(context, category, brand, title, 'grouped');
  product.groupedMembers = kinds.map((kind) => ({ productId: pickParts(context, byKind.get(kind)!, brand, 1)[0].id, qty: random.int(1, 2) }));
  return product;
}

/** Plans the bundle or grouped products of a composite leaf category from products planned so far. */
export function planCompositeProducts(context: PlanContext, category: CategoryRecord, spec: CompositeSpec, products: readonly ProductPlan[]): ProductPlan[] {
  const byKind = partsByKind(products, spec);
  return spec.names
    .map((title) => (spec.type === 'bundle' ? planBundle(context, category, spec, title, byKind) : planGrouped(context, category, title, byKind)))
    .filter((product): product is ProductPlan => product !== null);
}
