import { makeReady, PLACE_ORDER } from '../checkout/testCheckout';
import { insertSalesRule } from '../repositories/cart/salesRules';
import { splitDiscount } from '../salesRule/splitDiscount';
import { startTestBackend, type TestBackend } from '../test/testBackend';

const ITEMS = `items { prices {
  price { value } price_including_tax { value } row_total { value } row_total_including_tax { value }
  total_item_discount { value } discounts { amount { value currency } label applied_to }
} }
prices { discounts { amount { value } } }`;
const ADD = `mutation ($cartId: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $cartId, cartItems: $items) { cart { ${ITEMS} } user_errors { message } } }`;
const APPLY = `mutation ($id: String!, $code: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: $code }) { cart { ${ITEMS} } } }`;

interface ItemPrices {
  price: { value: number };
  price_including_tax: { value: number };
  row_total: { value: number };
  row_total_including_tax: { value: number };
  total_item_discount: { value: number };
  discounts: Array<{ amount: { value: number; currency: string }; label: string; applied_to: string }> | null;
}
interface CartAnswer {
  items: Array<{ prices: ItemPrices }>;
  prices: { discounts: Array<{ amount: { value: number } }> | null };
}

describe('splitDiscount', () => {
  it('splits in proportion to the rows with delta rounding, in whole rupiah, adding up exactly', () => {
    expect(splitDiscount([100, 100, 100], 100)).toEqual([33, 34, 33]);
    expect(splitDiscount([10_000, 25_000, 65_000], 25_000)).toEqual([2500, 6250, 16_250]);
    expect(splitDiscount([1, 1, 1], 0)).toEqual([0, 0, 0]);
    const shares = splitDiscount([33_333, 12_345, 98_765, 1], 12_347);
    expect(shares.every(Number.isInteger)).toBe(true);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(12_347);
  });

  it('keeps sen when the discount itself has them', () => {
    const shares = splitDiscount([12_345, 10_000], 2234.5);
    expect(Math.round(shares.reduce((a, b) => a + b, 0) * 100)).toBe(223_450);
  });
});

describe('CartItemPrices: prices including tax and per-item discounts', () => {
  let shop: TestBackend;
  let skus: string[];
  beforeAll(async () => {
    shop = await startTestBackend();
    // Three lines of different prices, so a discount does not split evenly.
    skus = shop.backend.db
      .prepare(
        `SELECT p.sku FROM products p JOIN product_stock s ON s.product_id = p.entity_id
         WHERE p.type_id = 'simple' AND p.status = 1 AND p.special_price IS NULL AND s.is_in_stock = 1 AND s.qty >= 10
         GROUP BY p.price ORDER BY p.price LIMIT 3`,
      )
      .pluck()
      .all() as string[];
    insertSalesRule(shop.backend.db, { code: 'TIGAPAS', label: 'Potongan Rp10.001', simpleAction: 'cart_fixed', discountAmount: 10001, customerGroupIds: [0, 1] });
  }, 120_000);
  afterAll(() => shop.close());

  async function cartOfThree(): Promise<{ id: string; cart: CartAnswer }> {
    const id = (await shop.graphql('mutation { createEmptyCart }')).body.data.createEmptyCart as string;
    const { body } = await shop.graphql(ADD, { cartId: id, items: skus.map((sku, index) => ({ sku, quantity: index + 1 })) });
    expect(body.data.addProductsToCart.user_errors).toEqual([]);
    return { id, cart: body.data.addProductsToCart.cart };
  }
  const itemDiscountSum = (cart: CartAnswer) => cart.items.reduce((sum, item) => sum + item.prices.total_item_discount.value, 0);

  it('answers the prices including tax as the prices (no tax rules), and no discounts without a coupon', async () => {
    const { cart } = await cartOfThree();
    expect(cart.items).toHaveLength(3);
    for (const { prices } of cart.items) {
      expect(prices.price_including_tax).toEqual(prices.price);
      expect(prices.row_total_including_tax).toEqual(prices.row_total);
      expect(prices.total_item_discount.value).toBe(0);
      expect(prices.discounts).toBeNull();
    }
  });

  it.each([
    ['a fixed amount', 'TIGAPAS', 'Potongan Rp10.001'],
    ['a percentage', 'HEMAT10', 'Diskon 10%'],
  ])("splits %s over the items by row total, in whole rupiah adding up to the cart's discount", async (_kind, code, label) => {
    const { id } = await cartOfThree();
    const { body } = await shop.graphql(APPLY, { id, code });
    const cart = body.data.applyCouponToCart.cart as CartAnswer;
    const cartDiscount = cart.prices.discounts?.[0].amount.value as number;
    expect(cartDiscount).toBeGreaterThan(0);
    expect(itemDiscountSum(cart)).toBe(cartDiscount);
    const rowTotal = cart.items.reduce((sum, item) => sum + item.prices.row_total.value, 0);
    for (const { prices } of cart.items) {
      expect(Number.isInteger(prices.total_item_discount.value)).toBe(true);
      // Each share is the row's part of the discount, give or take the rupiah delta rounding moves.
      expect(Math.abs(prices.total_item_discount.value - (cartDiscount * prices.row_total.value) / rowTotal)).toBeLessThan(1);
      expect(prices.discounts).toEqual([{ amount: { value: prices.total_item_discount.value, currency: 'IDR' }, label, applied_to: 'ITEM' }]);
    }
  });

  it("places the order with the same per-line discounts the cart showed", async () => {
    const { id } = await cartOfThree();
    const cart = (await shop.graphql(APPLY, { id, code: 'TIGAPAS' })).body.data.applyCouponToCart.cart as CartAnswer;
    await makeReady(shop.graphql, id);
    const number = (await shop.graphql(PLACE_ORDER, { id })).body.data.placeOrder.order.order_number as string;
    const orderLines = shop.backend.db
      .prepare('SELECT i.discount_amount FROM sales_order_items i JOIN sales_orders o ON o.entity_id = i.order_id WHERE o.increment_id = ? ORDER BY i.item_id')
      .pluck()
      .all(number);
    expect(orderLines).toEqual(cart.items.map((item) => item.prices.total_item_discount.value));
  });
});
