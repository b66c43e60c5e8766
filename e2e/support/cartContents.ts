import { wholeCatalogue } from './catalogue';
import { baseUrl } from './serverState';

// What a shopper's cart holds, put there through the shop's own GraphQL (as another tab or device
// of the same shopper would), so a test starts from the cart it is about.

export interface CartItemInput {
  sku: string;
  quantity: number;
  selected_options?: string[];
}

export interface CartProduct {
  name: string;
  /** addProductsToCart's input for one unit (a configurable's chosen variant included). */
  item: CartItemInput;
}

interface CatalogueItem {
  __typename: string;
  name: string;
  sku: string;
  stock_status: string;
  variants?: Array<{ attributes: Array<{ uid: string }>; product: { stock_status: string } }>;
}

const CATALOGUE_FIELDS = '__typename name sku stock_status ... on ConfigurableProduct { variants { attributes { uid } product { stock_status } } }';

/** A simple product and a configurable one (with a variant) in stock, from the running shop's catalogue. */
export async function simpleAndConfigurableInStock(): Promise<{ simple: CartProduct; configurable: CartProduct }> {
  const items = (await wholeCatalogue<CatalogueItem>(CATALOGUE_FIELDS)).filter((item) => item.stock_status === 'IN_STOCK');
  const simple = items.find((item) => item.__typename === 'SimpleProduct');
  const configurable = items.find((item) => item.__typename === 'ConfigurableProduct' && item.variants?.some((variant) => variant.product.stock_status === 'IN_STOCK'));
  if (!simple || !configurable) throw new Error('the demo shop has no simple and configurable product in stock');
  const variant = configurable.variants!.find((candidate) => candidate.product.stock_status === 'IN_STOCK')!;
  return {
    simple: { name: simple.name, item: { sku: simple.sku, quantity: 1 } },
    configurable: { name: configurable.name, item: { sku: configurable.sku, quantity: 1, selected_options: variant.attributes.map((attribute) => attribute.uid) } },
  };
}

/** Adds `products` to the cart with id `cartId`, one request each and in this order (so the lines are created in it). */
export async function addToCartThroughShop(cartId: string, products: CartProduct[]): Promise<void> {
  for (const product of products) {
    const query = `mutation ($cartId: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $cartId, cartItems: $items) { user_errors { message } } }`;
    const response = await fetch(`${baseUrl()}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Store: 'default' },
      body: JSON.stringify({ query, variables: { cartId, items: [product.item] } }),
    });
    const body = (await response.json()) as { data?: { addProductsToCart: { user_errors: Array<{ message: string }> } }; errors?: unknown };
    const refused = body.data?.addProductsToCart.user_errors ?? [];
    if (!body.data || body.errors || refused.length) throw new Error(`adding ${product.name} failed: ${JSON.stringify(body.errors ?? refused)}`);
  }
}
