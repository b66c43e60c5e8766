import { GraphQlAuthorizationException, GraphQlInputException, GraphQlNoSuchEntityException, namedPhrase } from '../../errors';
import { findCartByMaskedId, type CartRow } from '../../repositories/cart/cartRepository';
import type { RequestContext } from '../../types';

/**
 * Magento's GetCartForUser: every cart operation loads its cart through this, so the same
 * errors come back everywhere (unknown id, ordered cart, someone else's cart).
 */
export function getCartForUser(ctx: RequestContext, maskedId: string | null | undefined): CartRow {
  if (!maskedId || !maskedId.trim()) throw new GraphQlInputException('Required parameter "cart_id" is missing');
  const cart = findCartByMaskedId(ctx.db, maskedId);
  if (!cart || cart.store_id !== ctx.store.id) throw new GraphQlNoSuchEntityException(namedPhrase('Could not find a cart with ID "%masked_cart_id"', { masked_cart_id: maskedId }));
  if (!cart.is_active) throw new GraphQlNoSuchEntityException("The cart isn't active.");
  if ((cart.customer_id ?? null) !== (ctx.customerId ?? null)) {
    throw new GraphQlAuthorizationException(namedPhrase('The current user cannot perform operations on cart "%masked_cart_id"', { masked_cart_id: maskedId }));
  }
  return cart;
}
