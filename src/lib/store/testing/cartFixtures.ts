/* Test support (not a test file): cart answers shaped like getCartDetails' (what the server sends). */

export interface LineSpec {
  uid: string;
  sku: string;
  name?: string;
  quantity: number;
  /** Unit price in IDR. */
  price?: number;
  /** Configurable choices: option label -> value label. */
  options?: Record<string, string>;
  /** Magento's message for a line that cannot be bought as it is (the product is then out of stock). */
  problem?: string | null;
  /** Custom options as Magento answers them: a typed text's value, a chosen value's label. */
  customOptions?: Array<{ label: string; type: 'field' | 'drop_down'; value: string }>;
}

import { type CartItemErrorType, type CurrencyEnum, type ProductStockStatus } from '../../../__generated__/operations';

const money = (value: number) => ({ __typename: 'Money' as const, value, currency: 'IDR' as CurrencyEnum });

/** One cart item as the server answers it. */
export function cartLine({ uid, sku, name = sku, quantity, price = 50000, options, problem = null, customOptions = [] }: LineSpec) {
  const product = {
    __typename: options ? 'ConfigurableProduct' : 'SimpleProduct',
    uid: `p-${sku}`,
    sku,
    name,
    stock_status: (problem ? 'OUT_OF_STOCK' : 'IN_STOCK') as ProductStockStatus,
    url_key: sku.toLowerCase(),
    url_suffix: '.html',
    thumbnail: { __typename: 'ProductImage', url: `https://shop.test/media/catalog/product/${sku}.png`, label: name },
  };
  const line = {
    __typename: options ? 'ConfigurableCartItem' : 'SimpleCartItem',
    uid,
    quantity,
    errors: problem ? [{ __typename: 'CartItemError', code: 'ITEM_QTY' as CartItemErrorType, message: problem }] : null,
    prices: { __typename: 'CartItemPrices', price: money(price), row_total: money(price * quantity) },
    product,
    customizable_options: customOptions.map(({ label, type, value }) => ({
      __typename: 'SelectedCustomizableOption',
      type,
      label,
      values: [{ __typename: 'SelectedCustomizableOptionValue', label: type === 'field' ? '' : value, value: type === 'field' ? value : '7' }],
    })),
  };
  if (!options) return line;
  return {
    ...line,
    configurable_options: Object.entries(options).map(([option_label, value_label], index) => ({
      __typename: 'SelectedConfigurableOption',
      configurable_product_option_uid: `opt-${index}`,
      configurable_product_option_value_uid: `opt-${index}-${value_label}`,
      option_label,
      value_label,
    })),
    configured_variant: { ...product, __typename: 'SimpleProduct', uid: `v-${sku}`, sku: `${sku}-variant` },
  };
}

/** What reward points and store credit pay of a customer's cart (Adobe Commerce); a guest's cart has neither. */
export interface LoyaltySpec {
  /** The points spent and their worth in IDR. */
  points?: { points: number; value: number } | null;
  /** The customer's store credit balance and what the cart spends of it. */
  credit?: { balance: number; applied: number; enabled?: boolean } | null;
}

/** Adobe Commerce's applied_reward_points and applied_store_credit of a cart (the cartLoyalty query's answer). */
export function cartLoyaltyAnswer(cartId: string, { points = null, credit = null }: LoyaltySpec) {
  return { data: { cart: { __typename: 'Cart', id: cartId, ...loyaltyFields({ points, credit }) } } };
}

function loyaltyFields({ points = null, credit = null }: LoyaltySpec) {
  return {
    applied_reward_points: points ? { __typename: 'RewardPointsAmount', points: points.points, money: money(points.value) } : null,
    applied_store_credit: credit
      ? { __typename: 'AppliedStoreCredit', enabled: credit.enabled ?? true, current_balance: money(credit.balance), applied_balance: money(credit.applied) }
      : null,
  };
}

/** The `cart` of a getCartDetails answer holding `lines` (taxes as a shop with tax rules would add them to the total; points and credit taken off it). */
export function cartDetails(
  cartId: string,
  lines: LineSpec[],
  coupon: { code: string; discount: number } | null = null,
  taxes: Array<{ label: string; amount: number }> = [],
  loyalty: LoyaltySpec = {},
) {
  const items = lines.map(cartLine);
  const subtotal = lines.reduce((sum, { price = 50000, quantity }) => sum + price * quantity, 0);
  const discounts = coupon ? [{ __typename: 'Discount', label: coupon.code, amount: money(coupon.discount) }] : [];
  return {
    __typename: 'Cart',
    id: cartId,
    total_quantity: lines.reduce((sum, { quantity }) => sum + quantity, 0),
    items,
    applied_coupons: coupon ? [{ __typename: 'AppliedCoupon', code: coupon.code }] : null,
    prices: {
      __typename: 'CartPrices',
      applied_taxes: taxes.map(({ label, amount }) => ({ __typename: 'CartTaxItem', label, amount: money(amount) })),
      grand_total: money(
        subtotal - (coupon?.discount ?? 0) + taxes.reduce((sum, { amount }) => sum + amount, 0) - (loyalty.points?.value ?? 0) - (loyalty.credit?.applied ?? 0),
      ),
      subtotal_excluding_tax: money(subtotal),
      discounts,
    },
  };
}

/** An addProductsToCart answer: the cart's new count and the refusals. */
export function addProductsAnswer(cartId: string, totalQuantity: number, userErrors: Array<{ code: string; message: string }> = []) {
  return {
    data: {
      addProductsToCart: {
        __typename: 'AddProductsToCartOutput',
        cart: { __typename: 'Cart', id: cartId, total_quantity: totalQuantity },
        user_errors: userErrors.map((error) => ({ __typename: 'CartUserInputError', ...error })),
      },
    },
  };
}
