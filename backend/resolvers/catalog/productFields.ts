import type { SimpleProductResolvers } from '../../__generated__/resolvers';
import { encodeUid } from '../../repositories/catalog/ids';
import type { MediaRow } from '../../repositories/catalog/productMedia';
import { activeSpecialPrice } from '../../repositories/catalog/productPricing';
import { loadReviewPage } from '../../repositories/catalog/productReviews';
import { ENABLED, toProductValue, type ProductRow } from '../../repositories/catalog/productRows';
import type { RequestContext } from '../../types';
import { toCategoryValue } from './categoryValues';
import { catalogLoaders } from './loaders';
import { validatePaging } from './paging';
import { complexText, discount, placeholderUrl, productMediaUrl, productPrice } from './presenters';
import { productReviewValue } from './productReviewValue';

type ImageRole = 'image' | 'small_image' | 'thumbnail';

const productUrlSuffix = (ctx: RequestContext) => ctx.config('catalog/seo/product_url_suffix') ?? '';
export const productRelativeUrl = (ctx: RequestContext, product: ProductRow) => `${product.url_key}${productUrlSuffix(ctx)}`;

/** ProductImage of a role: the gallery entry with that file gives label and position. */
async function roleImage(product: ProductRow, role: ImageRole, ctx: RequestContext) {
  const file = product[role];
  if (!file) return { __typename: 'ProductImage' as const, url: placeholderUrl(ctx, role), label: product.name, position: null, disabled: false };
  const entry = (await catalogLoaders(ctx).media.load(product.entity_id)).find((m) => m.file === file);
  return {
    __typename: 'ProductImage' as const,
    url: productMediaUrl(ctx, file),
    label: entry?.label || product.name,
    position: entry?.position ?? null,
    disabled: entry ? Boolean(entry.disabled) : false,
  };
}

const ROLES = ['image', 'small_image', 'thumbnail', 'swatch_image'] as const;

const galleryItem = (ctx: RequestContext, product: ProductRow, m: MediaRow) => ({
  __typename: m.media_type === 'external-video' ? ('ProductVideo' as const) : ('ProductImage' as const),
  url: productMediaUrl(ctx, m.file),
  label: m.label || product.name,
  position: m.position,
  disabled: Boolean(m.disabled),
});

/** Linked products (related, up-sell, cross-sell) that are visible in the catalogue. */
async function linkedProducts(product: ProductRow, type: 'related' | 'upsell' | 'crosssell', ctx: RequestContext) {
  const loaders = catalogLoaders(ctx);
  const links = await loaders.links[type].load(product.entity_id);
  const rows = await loaders.product.loadAll(links.map((l) => l.linked_product_id));
  return rows.filter((row): row is ProductRow => Boolean(row && row.status === ENABLED && row.visibility > 1)).map(toProductValue);
}

/** Field resolvers every product type shares (GraphQL does not inherit them from the interface). */
export const productFieldResolvers: SimpleProductResolvers = {
  id: (p: ProductRow) => p.entity_id,
  uid: (p: ProductRow) => encodeUid(p.entity_id),
  type_id: (p: ProductRow) => p.type_id,
  url_suffix: (_p: ProductRow, _a: unknown, ctx: RequestContext) => productUrlSuffix(ctx),
  url_path: () => null,
  canonical_url: (p: ProductRow, _a: unknown, ctx: RequestContext) => productRelativeUrl(ctx, p),
  relative_url: (p: ProductRow & { relative_url?: string }, _a: unknown, ctx: RequestContext) => p.relative_url ?? productRelativeUrl(ctx, p),
  redirect_code: (p: { redirect_code?: number }) => p.redirect_code ?? 0,
  type: () => 'PRODUCT',
  url_rewrites: async (p: ProductRow, _a: unknown, ctx: RequestContext) =>
    (await catalogLoaders(ctx).urlRewrites.load(p.entity_id)).map((r) => ({ url: r.request_path, parameters: [{ name: 'id', value: String(p.entity_id) }] })),
  description: (p: ProductRow, _a: unknown, ctx: RequestContext) => complexText(ctx, p.description),
  short_description: (p: ProductRow, _a: unknown, ctx: RequestContext) => complexText(ctx, p.short_description),
  image: (p: ProductRow, _a: unknown, ctx: RequestContext) => roleImage(p, 'image', ctx),
  small_image: (p: ProductRow, _a: unknown, ctx: RequestContext) => roleImage(p, 'small_image', ctx),
  thumbnail: (p: ProductRow, _a: unknown, ctx: RequestContext) => roleImage(p, 'thumbnail', ctx),
  swatch_image: (p: ProductRow) => p.swatch_image,
  media_gallery: async (p: ProductRow, _a: unknown, ctx: RequestContext) =>
    (await catalogLoaders(ctx).media.load(p.entity_id)).filter((m) => !m.disabled).map((m) => galleryItem(ctx, p, m)),
  media_gallery_entries: async (p: ProductRow, _a: unknown, ctx: RequestContext) =>
    (await catalogLoaders(ctx).media.load(p.entity_id)).map((m) => ({
      id: m.value_id,
      uid: encodeUid(m.value_id),
      file: m.file,
      label: m.label,
      position: m.position,
      disabled: Boolean(m.disabled),
      media_type: m.media_type,
      types: ROLES.filter((role) => p[role] === m.file),
    })),
  price_range: async (p: ProductRow, _a: unknown, ctx: RequestContext) => {
    const range = await catalogLoaders(ctx).price.load(p.entity_id);
    const fallback = { regular: p.price, final: p.price };
    return { minimum_price: productPrice(ctx, range?.minimum ?? fallback), maximum_price: productPrice(ctx, range?.maximum ?? fallback) };
  },
  price: async (p: ProductRow, _a: unknown, ctx: RequestContext) => {
    const range = await catalogLoaders(ctx).price.load(p.entity_id);
    const amount = (value: number) => ({ amount: ctx.money(value) });
    return {
      minimalPrice: amount(range?.minimum.final ?? p.price),
      maximalPrice: amount(range?.maximum.final ?? p.price),
      regularPrice: amount(range?.minimum.regular ?? p.price),
    };
  },
  price_tiers: async (p: ProductRow, _a: unknown, ctx: RequestContext) =>
    (await catalogLoaders(ctx).tierPrices.load(p.entity_id)).map((tier) => ({
      quantity: tier.qty,
      final_price: ctx.money(tier.value),
      discount: discount(ctx, p.price, tier.value),
    })),
  special_price: (p: ProductRow, _a: unknown, ctx: RequestContext) => activeSpecialPrice(p, catalogLoaders(ctx).today),
  stock_status: async (p: ProductRow, _a: unknown, ctx: RequestContext) => ((await catalogLoaders(ctx).stock.load(p.entity_id)).inStock ? 'IN_STOCK' : 'OUT_OF_STOCK'),
  only_x_left_in_stock: async (p: ProductRow, _a: unknown, ctx: RequestContext) => {
    const threshold = Number(ctx.config('cataloginventory/options/stock_threshold_qty') ?? 0);
    const { qty } = await catalogLoaders(ctx).stock.load(p.entity_id);
    return threshold > 0 && qty !== null && qty > 0 && qty <= threshold ? qty : null;
  },
  rating_summary: async (p: ProductRow, _a: unknown, ctx: RequestContext) => (await catalogLoaders(ctx).reviewSummary.load(p.entity_id)).ratingSummary,
  review_count: async (p: ProductRow, _a: unknown, ctx: RequestContext) => (await catalogLoaders(ctx).reviewSummary.load(p.entity_id)).count,
  reviews: async (p: ProductRow, args: { pageSize: number; currentPage: number }, ctx: RequestContext) => {
    validatePaging(args);
    const { count } = await catalogLoaders(ctx).reviewSummary.load(p.entity_id);
    const items = loadReviewPage(ctx.db, p.entity_id, args.pageSize, args.currentPage).map((review) => productReviewValue(review, toProductValue(p)));
    return { items, page_info: { page_size: args.pageSize, current_page: args.currentPage, total_pages: Math.ceil(count / args.pageSize) } };
  },
  categories: async (p: ProductRow, _a: unknown, ctx: RequestContext) => (await catalogLoaders(ctx).categories.load(p.entity_id)).map(toCategoryValue),
  related_products: (p: ProductRow, _a: unknown, ctx: RequestContext) => linkedProducts(p, 'related', ctx),
  upsell_products: (p: ProductRow, _a: unknown, ctx: RequestContext) => linkedProducts(p, 'upsell', ctx),
  crosssell_products: (p: ProductRow, _a: unknown, ctx: RequestContext) => linkedProducts(p, 'crosssell', ctx),
};
