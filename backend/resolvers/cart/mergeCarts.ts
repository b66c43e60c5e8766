import type { MutationResolvers } from '../../__generated__/resolvers';
import { CUSTOMER_NOT_AUTHORIZED, GraphQlAuthorizationException, GraphQlInputException } from '../../errors';
import { addCartLine, findSameLine, lineOptions, listCartItems, type NewCartLine } from '../../repositories/cart/cartItems';
import { deactivateCart, reloadCart, setCartCoupon, type CartRow } from '../../repositories/cart/cartRepository';
import { lineQuantityProblem, quantityLineOf } from '../../repositories/cart/quantityRules';
import { couponApplies } from '../../salesRule/cartTotals';
import type { RequestContext } from '../../types';
import { storeToday } from '../../storeDate';
import { getCartForUser } from './getCartForUser';

/**
 * Moves every line of the guest cart into the customer's (equal lines add up) and retires the guest
 * cart. A guest line whose quantity, alone or added to the customer's equal line, its products are
 * not sold in is left out, as Magento's CartQuantityValidator drops a guest line it cannot merge.
 */
function mergeInto(ctx: RequestContext, guest: CartRow, customer: CartRow): void {
  for (const item of listCartItems(ctx.db, guest.quote_id)) {
    const line: NewCartLine = {
      productId: item.product_id,
      childProductId: item.child_product_id,
      sku: item.sku,
      name: item.name,
      productType: item.product_type,
      qty: item.qty,
      price: item.price,
      options: item.options ? lineOptions(item) : null,
    };
    const mergedQty = (findSameLine(ctx.db, customer.quote_id, line)?.qty ?? 0) + item.qty;
    if (lineQuantityProblem(ctx.db, quantityLineOf(item), mergedQty)) continue;
    addCartLine(ctx.db, customer.quote_id, line);
  }
  // The guest's coupon comes along when the customer's cart has none and it applies there.
  if (!customer.coupon_code && guest.coupon_code) {
    const code = couponApplies(ctx.db, customer, guest.coupon_code, storeToday(ctx));
    if (code) setCartCoupon(ctx.db, customer.quote_id, code);
  }
  deactivateCart(ctx.db, guest.quote_id);
}

/**
 * Magento's mergeCarts: a signed-in customer folds a guest cart (source) into their own
 * (destination, by default their active cart). Both go through GetCartForUser: the source as a
 * guest's, so a customer's cart as source is refused; the source is never usable again.
 */
export function mergeCartsResolver(customerCartOf: (ctx: RequestContext, customerId: number) => CartRow): MutationResolvers['mergeCarts'] {
  return (_parent, args: { source_cart_id: string; destination_cart_id?: string | null }, ctx: RequestContext) => {
    if (!args.source_cart_id) throw new GraphQlInputException('Required parameter "source_cart_id" is missing');
    if (args.destination_cart_id !== undefined && args.destination_cart_id !== null && !args.destination_cart_id) {
      throw new GraphQlInputException('The parameter "destination_cart_id" cannot be empty');
    }
    if (!ctx.customerId) throw new GraphQlAuthorizationException(CUSTOMER_NOT_AUTHORIZED);
    const destination = args.destination_cart_id ? getCartForUser(ctx, args.destination_cart_id) : customerCartOf(ctx, ctx.customerId);
    const source = getCartForUser({ ...ctx, customerId: null }, args.source_cart_id);
    if (source.quote_id === destination.quote_id) return destination;
    ctx.db.transaction(() => mergeInto(ctx, source, destination))();
    return reloadCart(ctx.db, destination.quote_id);
  };
}
