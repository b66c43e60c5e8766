import { filterTemplate } from '../../cms/templateFilter';
import type { PricePoint } from '../../repositories/catalog/productPricing';
import type { RequestContext } from '../../types';

const round2 = (value: number) => Math.round(value * 100) / 100;

/** ProductDiscount between a regular and a final price (base currency amounts, shown in the display currency). */
export function discount(ctx: RequestContext, regular: number, final: number) {
  const off = Math.max(0, regular - final);
  return { amount_off: ctx.money(off).value, percent_off: regular > 0 ? round2((off / regular) * 100) : 0 };
}

/** ProductPrice: regular, final and the discount between them. */
export function productPrice(ctx: RequestContext, price: PricePoint) {
  return { regular_price: ctx.money(price.regular), final_price: ctx.money(price.final), discount: discount(ctx, price.regular, price.final) };
}

/** ComplexTextValue, with the template directives resolved as Magento's output helper does. */
export function complexText(ctx: RequestContext, html: string | null) {
  return html == null ? null : { html: filterTemplate(html, ctx) };
}

/** Absolute URL of a product image file (stored relative to media/catalog/product). */
export function productMediaUrl(ctx: RequestContext, file: string): string {
  return `${ctx.mediaUrl}catalog/product/${file.replace(/^\/+/, '')}`;
}

/** Magento's placeholder when a product has no image of that role. */
export function placeholderUrl(ctx: RequestContext, role: string): string {
  return `${ctx.mediaUrl}catalog/product/placeholder/${role}.jpg`;
}
