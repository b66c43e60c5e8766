import type { Resolvers } from '../__generated__/resolvers';
import { awaitsConfirmation } from '../auth/accountConfirmation';
import type { OrderRow } from '../checkout/orderView';
import { cartItemSummary, type CartRow } from '../repositories/cart/cartRepository';
import type { CustomerRow } from '../repositories/customerRepository';
import { findSearchTerm } from '../repositories/searchTermRepository';
import type { RequestContext } from '../types';
import { withModuleDefaults } from './storeConfigFields';

// The magento/magento2-pwa fields Venia 14.5 asks (extensions/magentoPwa.graphql), with that
// module's semantics. StoreConfig's canonical tags are plain config fields (storeConfigFields.ts) and
// ProductInterface.custom_attributes is a catalog field (catalog/customAttributes.ts).

/**
 * SalesGraphQlAux CartConfig: the header's count is the quote's items_qty (sum of the quantities)
 * when checkout/cart_link/use_qty is on, else its items_count (number of lines).
 */
function totalSummaryQuantity(cart: CartRow, _args: unknown, ctx: RequestContext): number {
  const summary = cartItemSummary(ctx.db, cart.quote_id);
  return withModuleDefaults(ctx.config)('checkout/cart_link/use_qty') === '1' ? summary.totalQuantity : summary.lineCount;
}

/**
 * SearchQraphQlPwa SearchTerm: loadByQueryText(...)->getData(). A term never stored loads an empty
 * model, so the answer is an object whose fields are null, never null itself: Venia redirects to
 * `redirect` whenever it is not null.
 */
function searchTerm(_parent: unknown, args: { Search?: string | null }, ctx: RequestContext) {
  const found = args.Search ? findSearchTerm(ctx.db, ctx.store.id, args.Search) : null;
  return found ?? { query_text: null, redirect: null, popularity: null };
}

/** CatalogGraphQlAux RobotsConfig: design/search_engine_robots/* of the store view. */
function robotsConfig(_parent: unknown, _args: unknown, ctx: RequestContext) {
  const config = withModuleDefaults(ctx.config);
  return { defaultRobots: config('design/search_engine_robots/default_robots'), customInstructions: config('design/search_engine_robots/custom_instructions') };
}

export const magentoPwaResolvers: Resolvers = {
  Query: { searchTerm, robotsConfig },
  Cart: { total_summary_quantity_including_config: totalSummaryQuantity },
  // OrderState: the order's state code, not its status label.
  CustomerOrder: { state: (order: OrderRow) => order.state },
  // CustomerGraphQlPwa IsConfirmed: true when confirmed or no confirmation is needed, false while it waits.
  Customer: { is_confirmed: (customer: CustomerRow, _args: unknown, ctx: RequestContext) => !awaitsConfirmation(ctx.db, customer.entity_id) },
};
