import { escapeAttribute, escapeHtml } from './html';

/** An amount in the display currency with its shop formatting ("Rp125.000"). */
export interface PriceText {
  amount: number;
  formatted: string;
}

/** One product of a Catalog Products List widget, ready to print (absolute URLs). */
export interface ProductListItem {
  id: number;
  sku: string;
  name: string;
  url: string;
  imageUrl: string;
  finalPrice: PriceText;
  regularPrice: PriceText;
}

export type ProductListTemplate = 'grid' | 'carousel';

function priceBox(item: ProductListItem): string {
  const { id, finalPrice, regularPrice } = item;
  const oldPrice =
    finalPrice.amount < regularPrice.amount
      ? `<span class="old-price"><span class="price-container price-final_price"><span data-price-amount="${regularPrice.amount}" data-price-type="oldPrice" class="price-wrapper"><span class="price">${escapeHtml(regularPrice.formatted)}</span></span></span></span>`
      : '';
  return (
    `<div class="price-box price-final_price" data-role="priceBox" data-product-id="${id}" data-price-box="product-id-${id}">` +
    `<span class="normal-price"><span class="price-container price-final_price"><span id="product-price-${id}" data-price-amount="${finalPrice.amount}" data-price-type="finalPrice" class="price-wrapper"><span class="price">${escapeHtml(finalPrice.formatted)}</span></span></span></span>${oldPrice}</div>`
  );
}

function productItem(item: ProductListItem, addToCartUrl: string): string {
  const url = escapeAttribute(item.url);
  const name = escapeHtml(item.name);
  return (
    `<li class="product-item"><div class="product-item-info">` +
    `<a href="${url}" class="product-item-photo"><span class="product-image-container" style="width:240px;"><span class="product-image-wrapper" style="padding-bottom:125%;">` +
    `<img class="product-image-photo" src="${escapeAttribute(item.imageUrl)}" loading="lazy" width="240" height="300" alt="${escapeAttribute(item.name)}"></span></span></a>` +
    `<div class="product-item-details"><strong class="product-item-name"><a title="${escapeAttribute(item.name)}" href="${url}" class="product-item-link">${name}</a></strong>` +
    priceBox(item) +
    `<div class="product-item-inner"><div class="product-item-actions"><div class="actions-primary">` +
    `<form data-role="tocart-form" data-product-sku="${escapeAttribute(item.sku)}" action="${escapeAttribute(addToCartUrl)}" method="post">` +
    `<input type="hidden" name="product" value="${item.id}"><button type="submit" title="Add to Cart" class="action tocart primary"><span>Add to Cart</span></button></form>` +
    `</div><div class="actions-secondary" data-role="add-to-links"><a href="#" class="action towishlist" title="Add to Wish List" role="button"><span>Add to Wish List</span></a></div></div></div>` +
    `</div></div></li>`
  );
}

/**
 * The HTML Magento's widget filter renders for a Catalog Products List: the CatalogWidget grid
 * template (`block-products-list` wrapper, `widget-product-grid` list) or Page Builder's carousel
 * template (a bare `widget-product-carousel` list). Every item carries an add-to-cart form with
 * `data-product-sku`, which storefronts read to load the products themselves. No products, no HTML
 * (both templates print nothing for an empty collection).
 *
 * One difference from Magento: it prints the form only for salable products; here every item has
 * it, so a storefront still finds an out-of-stock product's SKU and can show its card as such.
 */
export function productListHtml(items: readonly ProductListItem[], template: ProductListTemplate, baseUrl: string): string {
  if (items.length === 0) return '';
  const addToCartUrl = `${baseUrl}checkout/cart/add/`;
  const list = items.map((item) => productItem(item, addToCartUrl)).join('');
  if (template === 'carousel') return `<ol class="product-items widget-product-carousel">${list}</ol>`;
  return `<div class="block widget block-products-list grid"><div class="block-content"><div class="products-grid grid"><ol class="product-items widget-product-grid">${list}</ol></div></div></div>`;
}
