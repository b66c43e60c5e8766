import type { CartResolvers, CustomerResolvers, CustomerStoreCreditResolvers, MutationResolvers, Resolvers } from '../__generated__/resolvers';
import { storeCreditEnabled } from '../checkout/loyaltyConfig';
import { GraphQlInputException } from '../errors';
import { reloadCart } from '../repositories/cart/cartRepository';
import { countStoreCreditHistory, listStoreCreditHistory, setCartStoreCredit, storeCreditBalance } from '../repositories/storeCreditRepository';
import { loyaltyOf } from './cart/cartPriceFields';
import { loyaltyCart } from './cart/loyaltyCart';
import { validatePaging } from './catalog/paging';
import { signedInCustomerId } from './customer';

// Adobe Commerce's store credit (CustomerBalanceGraphQl): Customer.store_credit,
// Cart.applied_store_credit and spending the balance on a cart. What the credit pays is computed
// with the cart's totals (checkout/loyaltyTotals.ts); placing the order debits it (checkout/loyaltyOrder.ts).

// Adobe Commerce's messages (ApplyStoreCreditToCart / RemoveStoreCreditFromCart resolvers).
export const STORE_CREDIT_DISABLED = 'You cannot add "credit" to the cart.';
export const STORE_CREDIT_GUEST = 'Please specify a valid customer';
const CART_ID_MISSING = 'Required parameter "cart_id" is missing';
/** Ours: Adobe Commerce applies nothing, silently, when the balance is empty. */
export const NO_STORE_CREDIT = "You don't have enough store credit.";

const storeCredit: CustomerResolvers['store_credit'] = (customer, _args, ctx) =>
  storeCreditEnabled(ctx.db, ctx.store.id)
    ? { enabled: true, current_balance: ctx.money(storeCreditBalance(ctx.db, customer.entity_id)) }
    : { enabled: false, current_balance: null, balance_history: null };

/** The changes newest first; like Magento's collections, a page past the end answers the last page. */
const balanceHistory: CustomerStoreCreditResolvers['balance_history'] = (parent, args, ctx) => {
  if (parent.enabled === false) return null;
  const customerId = signedInCustomerId(ctx);
  // As Magento (PHP compares null as below 1), an explicit null is refused like 0.
  const paging = { currentPage: args.currentPage ?? 0, pageSize: args.pageSize ?? 0 };
  validatePaging(paging);
  const total = countStoreCreditHistory(ctx.db, customerId);
  const page = Math.min(paging.currentPage, Math.max(1, Math.ceil(total / paging.pageSize)));
  return {
    items: listStoreCreditHistory(ctx.db, customerId, { limit: paging.pageSize, offset: (page - 1) * paging.pageSize }).map((row) => ({
      action: row.action,
      actual_balance: ctx.money(row.balance_after),
      balance_change: ctx.money(row.balance_change),
      date_time_changed: row.created_at,
    })),
    page_info: { current_page: page, page_size: paging.pageSize, total_pages: Math.ceil(total / paging.pageSize) },
    total_count: total,
  };
};

/** Null on a guest's cart (Adobe Commerce refuses the whole field there: "Please specify a valid customer"). */
const appliedStoreCredit: CartResolvers['applied_store_credit'] = (cart, _args, ctx) => {
  if (cart.customer_id === null) return null;
  const enabled = storeCreditEnabled(ctx.db, cart.store_id);
  return {
    enabled,
    current_balance: enabled ? ctx.money(storeCreditBalance(ctx.db, cart.customer_id)) : null,
    applied_balance: ctx.money(loyaltyOf(cart, ctx).storeCredit?.amount ?? 0),
  };
};

const applyStoreCreditToCart: MutationResolvers['applyStoreCreditToCart'] = (_parent, args, ctx) => {
  if (!storeCreditEnabled(ctx.db, ctx.store.id)) throw new GraphQlInputException(STORE_CREDIT_DISABLED);
  if (!args.input?.cart_id) throw new GraphQlInputException(CART_ID_MISSING);
  const { cart, customerId } = loyaltyCart(ctx, args.input.cart_id, STORE_CREDIT_GUEST);
  const balance = storeCreditBalance(ctx.db, customerId);
  if (balance <= 0) throw new GraphQlInputException(NO_STORE_CREDIT);
  setCartStoreCredit(ctx.db, cart.quote_id, balance);
  return { cart: reloadCart(ctx.db, cart.quote_id) };
};

const removeStoreCreditFromCart: MutationResolvers['removeStoreCreditFromCart'] = (_parent, args, ctx) => {
  if (!args.input?.cart_id) throw new GraphQlInputException(CART_ID_MISSING);
  const { cart } = loyaltyCart(ctx, args.input.cart_id, STORE_CREDIT_GUEST);
  setCartStoreCredit(ctx.db, cart.quote_id, null);
  return { cart: reloadCart(ctx.db, cart.quote_id) };
};

export const storeCreditResolvers: Resolvers = {
  Mutation: { applyStoreCreditToCart, removeStoreCreditFromCart },
  Customer: { store_credit: storeCredit },
  CustomerStoreCredit: { balance_history: balanceHistory },
  Cart: { applied_store_credit: appliedStoreCredit },
};
