import { randomDateTime } from './dates';
import { SHADES, COLORS, SKIN_TYPES } from './attributes';
import type { Brand } from './brands';
import type { CategoryRecord } from './categories';
import { productCopy } from './copy';
import { productKind, type Domain, type KindKey, type ProductKind } from './kinds';
import {
  VISIBILITY_CATALOG_SEARCH,
  VISIBILITY_NOT_VISIBLE,
  type AttributeValue,
  type ProductPlan,
} from './plan';
import type { PlanContext } from './planContext';
import { discountedPrice, randomPrice, sizedPrice, SIZE_WEIGHT_FACTORS } from './pricing';
import { slugify } from '../../text/slug';
import { LINE_WORDS } from './words';

const DISCOUNT_CHANCE = 0.25;
const OUT_OF_STOCK_CHANCE = 0.08;
const NEW_CHANCE = 0.12;
/** Chance that a product of a kind with `variesBy` is sold as a configurable. */
const CONFIGURABLE_CHANCE = { shade: 0.6, size: 0.35 } as const;

interface Variant {
  label: string;
  /** Index into the kind's sizes (size variants) or 0. */
  sizeIndex: number;
  color: string | null;
}

function lineName(context: PlanContext, domain: Domain): string {
  const [first, second] = LINE_WORDS[domain];
  return `${context.random.pick(first)} ${context.random.pick(second)}`.trim();
}

/** Vouchers have one picture, devices two; the rest 1-3 (pack, pack with carton, texture close-up). */
function galleryCount(context: PlanContext, kind: ProductKind): number {
  const roll = context.random.next();
  const count = roll < 0.5 ? 1 : roll < 0.85 ? 2 : 3;
  return Math.min(count, kind.pack === 'voucher' ? 1 : kind.pack === 'device' ? 2 : 3);
}

function weightOf(kind: ProductKind, sizeIndex: number): number | null {
  if (kind.weight === undefined) return null;
  return Math.round(kind.weight * SIZE_WEIGHT_FACTORS[Math.min(sizeIndex, 2)] * 100) / 100;
}

/** Configurable variants: shades of the kind's family, or its sizes. */
function variantsFor(context: PlanContext, kind: ProductKind): Variant[] {
  if (kind.variesBy === 'shade' && kind.shades) {
    const family = SHADES[kind.shades];
    const count = context.random.int(Math.min(3, family.length), Math.min(6, family.length));
    const picked = new Set(context.random.sample(family, count));
    // Keep the family's light-to-dark order for the swatches.
    return family.filter((shade) => picked.has(shade)).map((shade) => ({ label: shade.label, sizeIndex: 0, color: shade.hex }));
  }
  return (kind.sizes ?? []).map((label, sizeIndex) => ({ label, sizeIndex, color: null }));
}

function sharedAttributes(context: PlanContext, kind: ProductKind): AttributeValue[] {
  const values: AttributeValue[] = [];
  if (kind.skinType) values.push({ code: 'skin_type', label: context.random.pick(SKIN_TYPES) });
  if (kind.forms) values.push({ code: 'form', label: context.random.pick(kind.forms) });
  if (kind.pack === 'device') values.push({ code: 'color', label: context.random.pick(COLORS).label });
  return values;
}

/** Plans the 4-7 products (and configurable children) a leaf category sells. */
export function planLeafProducts(context: PlanContext, category: CategoryRecord, kindKey: KindKey): ProductPlan[] {
  const { random } = context;
  const kind = productKind(kindKey);
  const top = category.top!;
  const domain = top.domain;
  const pool = context.brands.filter((brand) => brand.domain === domain);
  const plans: ProductPlan[] = [];
  const count = random.int(4, 7);
  for (let index = 0; index < count; index++) {
    const brand = random.pick(pool);
    const variesBy = kind.variesBy && (kind.variesBy === 'shade' || (kind.sizes?.length ?? 0) >= 2) ? kind.variesBy : null;
    const configurable = variesBy !== null && random.chance(CONFIGURABLE_CHANCE[variesBy]);
    const variants = configurable ? variantsFor(context, kind) : [];
    const sizeIndex = configurable || !kind.sizes ? 0 : random.int(0, kind.sizes.length - 1);
    const sizeLabel = configurable && variesBy === 'size' ? null : (kind.sizes?.[sizeIndex] ?? null);
    let noun = '';
    let line = '';
    const name = context.uniqueName(
      () => {
        noun = random.pick(kind.nouns);
        line = lineName(context, domain);
        return [brand.name, line, noun, sizeLabel].filter(Boolean).join(' ');
      },
      variants.map((variant) => variant.label),
    );
    const basePrice = randomPrice(random, kind.price);
    // Both draws always happen, so tuning the chance never reshuffles the rest of the catalogue.
    const ratio = 0.6 + random.next() * 0.3;
    const discountRatio = random.chance(DISCOUNT_CHANCE) ? ratio : null;
    const outOfStock = random.chance(OUT_OF_STOCK_CHANCE);
    const id = context.allocateId();
    const sku = `${brand.code}-${kind.code}-${String(id).padStart(4, '0')}`;
    const urlKey = slugify(name);
    const shared = sharedAttributes(context, kind);
    const singleShade = !configurable && kind.shades ? random.pick(SHADES[kind.shades]) : null;
    const price = sizedPrice(basePrice, sizeIndex);
    const copy = productCopy(random, { name, noun, brand, domain, usage: kind.usage, categoryName: category.name });
    const parent: ProductPlan = {
      id,
      sku,
      type: domain === 'lab' ? 'virtual' : configurable ? 'configurable' : 'simple',
      name,
      urlKey,
      visibility: VISIBILITY_CATALOG_SEARCH,
      price,
      specialPrice: discountRatio === null ? null : discountedPrice(price, discountRatio),
      weight: weightOf(kind, sizeIndex),
      brand,
      line,
      look: { pack: kind.pack, color: singleShade?.hex ?? brand.color, caption: [noun, sizeLabel].filter(Boolean).join(' · ') },
      category,
      attributes: [
        ...shared,
        ...(sizeLabel ? [{ code: 'size' as const, label: sizeLabel }] : []),
        ...(singleShade ? [{ code: 'shade' as const, label: singleShade.label }] : []),
      ],
      qty: outOfStock || configurable ? 0 : random.int(10, 500),
      inStock: !outOfStock,
      ...copy,
      newFromDate: random.chance(NEW_CHANCE) ? `${randomDateTime(random, '2026-09-15', '2026-11-15').slice(0, 10)} 00:00:00` : null,
      createdAt: randomDateTime(random, '2024-06-01', '2026-09-30'),
      galleryCount: galleryCount(context, kind),
      children: [],
      configurableAttributes: configurable && variesBy ? [variesBy] : [],
      bundle: null,
      groupedMembers: [],
      kindKey,
      imageKey: urlKey,
    };
    if (configurable && variesBy) {
      parent.children = variants.map((variant) => planChild(context, parent, kind, variesBy, variant, shared, discountRatio, outOfStock));
      // At least one child stays buyable unless the whole product is sold out.
      if (!outOfStock && parent.children.every((child) => !child.inStock)) {
        parent.children[0].inStock = true;
        parent.children[0].qty = random.int(10, 500);
      }
      parent.price = Math.min(...parent.children.map((child) => child.price));
      const specials = parent.children.map((child) => child.specialPrice ?? child.price);
      parent.specialPrice = discountRatio === null ? null : Math.min(...specials);
      parent.weight = parent.children[0].weight;
    }
    plans.push(parent);
  }
  return plans;
}

function planChild(
  context: PlanContext,
  parent: ProductPlan,
  kind: ProductKind,
  variesBy: 'shade' | 'size',
  variant: Variant,
  shared: AttributeValue[],
  discountRatio: number | null,
  parentOutOfStock: boolean,
): ProductPlan {
  const { random } = context;
  const slug = slugify(variant.label);
  const price = variesBy === 'size' ? sizedPrice(parent.price, variant.sizeIndex) : parent.price;
  const inStock = !parentOutOfStock && !random.chance(0.1);
  return {
    ...parent,
    id: context.allocateId(),
    sku: `${parent.sku}-${slug}`,
    type: 'simple',
    name: `${parent.name} ${variant.label}`,
    urlKey: `${parent.urlKey}-${slug}`,
    imageKey: `${parent.urlKey}-${slug}`,
    visibility: VISIBILITY_NOT_VISIBLE,
    price,
    specialPrice: discountRatio === null ? null : discountedPrice(price, discountRatio),
    weight: weightOf(kind, variant.sizeIndex),
    look: { pack: kind.pack, color: variant.color ?? parent.brand.color, caption: `${parent.look.caption} · ${variant.label}`.replace(/^ · /, '') },
    category: null,
    attributes: [...shared, { code: variesBy, label: variant.label }],
    qty: inStock ? random.int(10, 500) : 0,
    inStock,
    newFromDate: null,
    galleryCount: 1,
    children: [],
    configurableAttributes: [],
    kindKey: null,
  };
}
