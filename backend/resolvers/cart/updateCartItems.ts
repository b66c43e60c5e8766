import type { CustomizableOptionInput, MutationResolvers } from '../../__generated__/resolvers';
import { GraphQlInputException, GraphQlNoSuchEntityException, __ } from '../../errors';
import { deleteCartItem, findCartItem, setCartItemQty, type CartItemRow } from '../../repositories/cart/cartItems';
import { reloadCart, type CartRow } from '../../repositories/cart/cartRepository';
import type { RequestContext } from '../../types';
import { storeToday } from '../../storeDate';
import { addCartItem } from './addCartItem';
import { cartItemIdOf } from './cartItemId';
import { CartUserInputError } from './cartUserInputError';
import { enteredFromCustomizableOptions } from './customizableOptionInput';
import { dropCouponIfUnusable } from './couponUpkeep';
import { getCartForUser } from './getCartForUser';
import { lineBuyRequest } from './lineBuyRequest';
import { lineQtyProblem } from './lineStock';

interface CartItemUpdate {
  cart_item_uid?: string | null;
  cart_item_id?: number | null;
  quantity?: number | null;
  customizable_options?: CustomizableOptionInput[] | null;
}

/**
 * The line made again with new custom options (they replace the line's, its product and choices
 * stay), as Magento's Quote::updateItem: the old line goes and the new one is added, joining an
 * equal line when there is one. Refusals are Magento's add-to-cart messages.
 */
function replaceCustomOptions(ctx: RequestContext, cart: CartRow, item: CartItemRow, quantity: number, options: CustomizableOptionInput[]): void {
  const request = { ...lineBuyRequest(ctx.db, item, quantity), entered_options: enteredFromCustomizableOptions(options) };
  deleteCartItem(ctx.db, item.item_id);
  try {
    addCartItem(ctx.db, cart.quote_id, request, storeToday(ctx));
  } catch (error) {
    if (error instanceof CartUserInputError) throw new GraphQlInputException(error.message);
    throw error;
  }
}

/** Applies one line's new quantity (0 or less removes it); throws Magento's message when it cannot. */
function updateLine(ctx: RequestContext, cart: CartRow, update: CartItemUpdate): void {
  const itemId = cartItemIdOf(update);
  if (itemId === null) throw new GraphQlInputException('Required parameter "cart_item_uid" for "cart_items" is missing.');
  if (update.quantity === undefined || update.quantity === null) throw new GraphQlInputException('Required parameter "quantity" for "cart_items" is missing.');
  const item = findCartItem(ctx.db, cart.quote_id, itemId);
  if (!item) throw new GraphQlNoSuchEntityException(__('Could not find cart item with id: %1.', itemId));
  if (update.quantity <= 0) {
    deleteCartItem(ctx.db, item.item_id);
    return;
  }
  if (update.customizable_options?.length) {
    if (update.customizable_options.some((option) => option.id && option.uid)) {
      throw new GraphQlInputException("`id` and `uid` can't be used for CustomizableOptionInput object at the same time.");
    }
    replaceCustomOptions(ctx, cart, item, update.quantity, update.customizable_options);
    return;
  }
  const problem = lineQtyProblem(ctx.db, item, update.quantity);
  if (problem) throw new GraphQlInputException(problem);
  setCartItemQty(ctx.db, item.item_id, update.quantity);
}

/**
 * Magento's updateCartItems: every line's new quantity, all or nothing (one refused line leaves
 * the cart as it was); a quantity of 0 removes the line.
 */
export const updateCartItems: MutationResolvers['updateCartItems'] = (_parent, args: { input?: { cart_id: string; cart_items: CartItemUpdate[] } | null }, ctx: RequestContext) => {
  const input = args.input;
  if (!input?.cart_id) throw new GraphQlInputException('Required parameter "cart_id" is missing.');
  if (!input.cart_items?.length) throw new GraphQlInputException('Required parameter "cart_items" is missing.');
  const cart = getCartForUser(ctx, input.cart_id);
  ctx.db.transaction(() => {
    for (const update of input.cart_items) updateLine(ctx, cart, update);
    dropCouponIfUnusable(ctx.db, cart, storeToday(ctx));
  })();
  return { cart: reloadCart(ctx.db, cart.quote_id) };
};

/** Magento's removeItemFromCart: the cart stays, even when emptied. */
export const removeItemFromCart: MutationResolvers['removeItemFromCart'] = (
  _parent,
  args: { input?: { cart_id: string; cart_item_uid?: string | null; cart_item_id?: number | null } | null },
  ctx: RequestContext,
) => {
  const input = args.input;
  if (!input?.cart_id) throw new GraphQlInputException('Required parameter "cart_id" is missing.');
  const itemId = cartItemIdOf(input);
  if (itemId === null) throw new GraphQlInputException('Required parameter "cart_item_id" is missing.');
  const cart = getCartForUser(ctx, input.cart_id);
  const item = findCartItem(ctx.db, cart.quote_id, itemId);
  if (!item) throw new GraphQlNoSuchEntityException(__("Cart doesn't contain the %1 item.", itemId));
  ctx.db.transaction(() => {
    deleteCartItem(ctx.db, item.item_id);
    dropCouponIfUnusable(ctx.db, cart, storeToday(ctx));
  })();
  return { cart: reloadCart(ctx.db, cart.quote_id) };
};
