/* Test support (not a test file): a shop selling one configurable ampoule by size, answering the cart's and the Edit dialog's operations. */
import { cartDetails, type LineSpec } from '../../../../lib/store/testing/cartFixtures';

export const AMPOULE = { sku: 'AMPOULE', name: 'Clear Repair Ampoule' };

/** Its sizes: the value uid a cart line names (as cartFixtures makes it), the price, and whether it is in stock. */
export const SIZES = [
  { label: '15 ml', price: 178000, inStock: false },
  { label: '30 ml', price: 303000, inStock: true },
  { label: '50 ml', price: 463000, inStock: true },
].map((size) => ({ ...size, uid: `opt-0-${size.label}` }));

/** The shop sells at most this many of one line. */
export const MAX_QUANTITY = 10;
export const QTY_REFUSAL = 'The requested qty is not available';
export const SOLD_OUT_REFUSAL = 'Product that you are trying to add is not available.';

const money = (value: number) => ({ __typename: 'Money', value, currency: 'IDR' });

/** getEditableCartProduct's answer for the ampoule. */
export function ampouleAnswer() {
  return {
    data: {
      products: {
        __typename: 'Products',
        items: [
          {
            __typename: 'ConfigurableProduct',
            uid: 'p-AMPOULE',
            sku: AMPOULE.sku,
            name: AMPOULE.name,
            small_image: { __typename: 'ProductImage', url: 'https://shop.test/media/catalog/product/ampoule.png', label: AMPOULE.name },
            configurable_options: [
              {
                __typename: 'ConfigurableProductOptions',
                uid: 'opt-0',
                attribute_code: 'size',
                label: 'Size',
                position: 0,
                values: SIZES.map(({ uid, label }) => ({ __typename: 'ConfigurableProductOptionsValues', uid, label, swatch_data: { __typename: 'TextSwatchData', value: label } })),
              },
            ],
            variants: SIZES.map(({ uid, label, price, inStock }) => ({
              __typename: 'ConfigurableVariant',
              attributes: [{ __typename: 'ConfigurableAttributeOption', uid, code: 'size' }],
              product: {
                __typename: 'SimpleProduct',
                uid: `v-${label}`,
                sku: `${AMPOULE.sku}-${label.replace(' ', '')}`,
                stock_status: inStock ? 'IN_STOCK' : 'OUT_OF_STOCK',
                small_image: { __typename: 'ProductImage', url: `https://shop.test/media/catalog/product/ampoule-${label.replace(' ', '')}.png`, label },
                price_range: { __typename: 'PriceRange', minimum_price: { __typename: 'ProductPrice', final_price: money(price) } },
              },
            })),
          },
        ],
      },
    },
  };
}

/** A cart line of `quantity` ampoules of the size labelled `size`. */
export function ampouleLine(uid: string, size: string, quantity: number): LineSpec {
  const price = SIZES.find((candidate) => candidate.label === size)!.price;
  return { uid, sku: AMPOULE.sku, name: AMPOULE.name, quantity, price, options: { Size: size } };
}

type CartItem = { sku: string; quantity: number; selected_options?: string[] };

/**
 * The shop's cart as Magento keeps it: adding a configuration the cart holds adds to its line,
 * another makes a new line at the end; sold-out sizes and more than MAX_QUANTITY are refused.
 */
export function editLineShop(initial: LineSpec[]) {
  let lines = initial;
  let nextUid = initial.length;
  const sizeOf = (item: CartItem) => SIZES.find((size) => item.selected_options?.includes(size.uid));
  const resolvers = {
    getCartDetails: ({ cartId }: Record<string, any>) => ({ data: { cart: cartDetails(cartId, lines) } }),
    getEditableCartProduct: () => ampouleAnswer(),
    removeItemFromCart: ({ cartId, itemUid }: Record<string, any>) => {
      lines = lines.filter((line) => line.uid !== itemUid);
      return { data: { removeItemFromCart: { __typename: 'RemoveItemFromCartOutput', cart: { __typename: 'Cart', id: cartId } } } };
    },
    updateCartItems: ({ cartId, itemUid, quantity }: Record<string, any>) => {
      if (quantity > MAX_QUANTITY) return { networkError: new Error(QTY_REFUSAL) };
      lines = lines.map((line) => (line.uid === itemUid ? { ...line, quantity } : line));
      return { data: { updateCartItems: { __typename: 'UpdateCartItemsOutput', cart: { __typename: 'Cart', id: cartId } } } };
    },
    addProductsToCart: ({ cartId, cartItems }: Record<string, any>) => {
      const userErrors = (cartItems as CartItem[]).flatMap((item) => {
        const size = sizeOf(item);
        if (!size?.inStock) return [{ __typename: 'CartUserInputError', code: 'NOT_SALABLE', message: SOLD_OUT_REFUSAL }];
        const held = lines.find((line) => line.options?.Size === size.label);
        if ((held?.quantity ?? 0) + item.quantity > MAX_QUANTITY) return [{ __typename: 'CartUserInputError', code: 'INSUFFICIENT_STOCK', message: QTY_REFUSAL }];
        if (held) lines = lines.map((line) => (line === held ? { ...line, quantity: line.quantity + item.quantity } : line));
        else lines = [...lines, ampouleLine(`l${(nextUid += 1)}`, size.label, item.quantity)];
        return [];
      });
      const total = lines.reduce((sum, line) => sum + line.quantity, 0);
      return { data: { addProductsToCart: { __typename: 'AddProductsToCartOutput', cart: { __typename: 'Cart', id: cartId, total_quantity: total }, user_errors: userErrors } } };
    },
  };
  return { resolvers, lines: () => lines };
}
