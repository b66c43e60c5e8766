import { text } from './pageBuilder';
import { finalPrice, type ProductRef } from './catalogLookup';

const rupiah = (amount: number) => `Rp${Math.round(amount).toLocaleString('id-ID')}`;

function productItem(product: ProductRef, productSuffix: string): string {
  const url = `{{store url=${product.url_key}${productSuffix}}}`;
  const image = product.small_image ? `{{media url=catalog/product${product.small_image}}}` : '{{media url=catalog/product/placeholder/small_image.jpg}}';
  const name = text(product.name);
  const price = finalPrice(product);
  const oldPrice =
    price < product.price
      ? `<span class="old-price"><span class="price-container price-final_price"><span data-price-amount="${product.price}" data-price-type="oldPrice" class="price-wrapper"><span class="price">${rupiah(product.price)}</span></span></span></span>`
      : '';
  return (
    `<li class="product-item"><div class="product-item-info">` +
    `<a href="${url}" class="product-item-photo"><span class="product-image-container" style="width:240px;"><span class="product-image-wrapper" style="padding-bottom:125%;">` +
    `<img class="product-image-photo" src="${image}" loading="lazy" width="240" height="300" alt="${name}"></span></span></a>` +
    `<div class="product-item-details"><strong class="product-item-name"><a title="${name}" href="${url}" class="product-item-link">${name}</a></strong>` +
    `<div class="price-box price-final_price" data-role="priceBox" data-product-id="${product.entity_id}" data-price-box="product-id-${product.entity_id}">` +
    `<span class="normal-price"><span class="price-container price-final_price"><span id="product-price-${product.entity_id}" data-price-amount="${price}" data-price-type="finalPrice" class="price-wrapper"><span class="price">${rupiah(price)}</span></span></span></span>${oldPrice}</div>` +
    `<div class="product-item-inner"><div class="product-item-actions"><div class="actions-primary">` +
    `<form data-role="tocart-form" data-product-sku="${text(product.sku)}" action="{{store url=checkout/cart/add}}" method="post">` +
    `<input type="hidden" name="product" value="${product.entity_id}"><button type="submit" title="Add to Cart" class="action tocart primary"><span>Add to Cart</span></button></form>` +
    `</div><div class="actions-secondary" data-role="add-to-links"><a href="#" class="action towishlist" title="Add to Wish List" role="button"><span>Add to Wish List</span></a></div></div></div>` +
    `</div></div></li>`
  );
}

/**
 * The HTML Magento's widget filter renders for a Page Builder products carousel (CatalogWidget
 * ProductsList, carousel template). Storefronts read the SKUs from the forms' data-product-sku.
 */
export function productListHtml(products: ProductRef[], productSuffix: string): string {
  return `<div class="block widget block-products-list grid"><div class="block-content"><div class="products wrapper grid products-grid"><ol class="product-items widget-product-carousel">${products
    .map((product) => productItem(product, productSuffix))
    .join('')}</ol></div></div></div>`;
}
