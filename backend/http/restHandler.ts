import type { IncomingMessage, ServerResponse } from 'node:http';
import { restCart } from '../checkout/restCart';
import { estimateShippingMethods, estimateShippingMethodsByAddressId, listPaymentMethods, savePaymentAndPlaceOrder, saveShippingInformation } from '../checkout/restCheckout';
import { createRequestContext } from '../context';
import { GraphQlException, GraphQlTooManyRequestsException, hasParameters, type Phrase } from '../errors';
import type { ClientLimits } from '../abuse/clientLimits';
import type { CacheInvalidation } from '../cache/invalidation';
import { findActiveCustomerCart, findCartByMaskedId, type CartRow } from '../repositories/cart/cartRepository';
import type { Db, RequestContext } from '../types';
import { BodyTooLargeError, readBody } from './readBody';
import { sendJson } from '../../http/sendJson';

/** A Magento webapi error: `message` keeps its %placeholders, `parameters` fills them. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly parameters: Record<string, string> | string[] = [],
  ) {
    super(message);
  }
}

/**
 * Magento's REST error body (Webapi\Rest\Response::_renderMessages): the message as phrased,
 * placeholders kept, and its values apart; `parameters` only when there are some.
 */
export function restErrorBody(phrase: Phrase): { message: string; parameters?: Phrase['parameters'] } {
  return hasParameters(phrase) ? { message: phrase.text, parameters: phrase.parameters } : { message: phrase.text };
}

const plainPhrase = (message: string): Phrase => ({ text: message, parameters: [] });

const STATUS_BY_CATEGORY: Record<string, number> = {
  'graphql-input': 400,
  'graphql-no-such-entity': 404,
  'graphql-authorization': 401,
  'graphql-authentication': 401,
  'graphql-already-exists': 400,
  'graphql-too-many-requests': 429,
};

const noSuchEntity = (field: string, value: string) => new RestError(404, 'No such entity with %fieldName = %fieldValue', { fieldName: field, fieldValue: value });

/**
 * The guest route's cart by masked id: must exist and not belong to a customer. The checkout calls
 * need it active; reading it does not (Magento's guest cart repository uses get, not getActive), so
 * a storefront can read reserved_order_id once payment-information has placed the order.
 */
function guestCart(db: Db, maskedId: string, options: { activeOnly: boolean }): CartRow {
  const cart = findCartByMaskedId(db, maskedId);
  if (!cart || (options.activeOnly && !cart.is_active)) throw noSuchEntity('cartId', maskedId);
  if (cart.customer_id) throw new RestError(401, 'The consumer isn\'t authorized to access %resources.', { resources: 'Magento_Cart::manage' });
  return cart;
}

/** The `mine` routes' cart: the bearer token's customer's active cart. */
function customerCart(ctx: RequestContext): CartRow {
  const customerId = ctx.customerId;
  if (!customerId) throw new RestError(401, "The consumer isn't authorized to access %resources.", { resources: 'self' });
  const cart = findActiveCustomerCart(ctx.db, customerId, ctx.store.id);
  if (!cart) throw noSuchEntity('customerId', String(customerId));
  return cart;
}

type Action = 'shipping-information' | 'payment-information' | 'estimate-shipping-methods' | 'estimate-shipping-methods-by-address-id' | 'payment-methods';
// /rest/V1/… or /rest/<store_code>/V1/…; cart part: guest-carts/<masked id> or carts/mine; then
// nothing or payment-methods (GET: the cart itself, the methods it may be paid with) or a checkout action (POST).
const ROUTE =
  /^\/rest\/(?:([A-Za-z0-9_]+)\/)?V1\/(?:guest-carts\/([^/]+)|carts\/(mine))(?:\/(shipping-information|payment-information|payment-methods|estimate-shipping-methods(?:-by-address-id)?))?$/;
/** The routes that read (GET); every other action writes (POST). */
const isRead = (action: Action | undefined) => action === undefined || action === 'payment-methods';

async function jsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const text = await readBody(req);
  if (!text.trim()) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw new RestError(400, 'Decoding error: \nSyntax error');
}

/** Magento REST (/rest/V1/...): reading a guest's or customer's cart and its checkout calls. */
export function createRestHandler(
  db: Db,
  log: (line: string) => void,
  { invalidation, ...options }: { limits?: ClientLimits; baseUrl?: string; trustedProxies?: number; invalidation?: CacheInvalidation } = {},
) {
  return async function handleRest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // Every webapi answer is one cart's or one customer's: no cache in front may keep it (Magento's
    // webapi answers no-store too), whatever the path, status or token.
    res.setHeader('Cache-Control', 'no-store');
    const pathname = (req.url ?? '/').split('?')[0];
    const match = ROUTE.exec(pathname);
    if (!match) {
      sendJson(res, 404, { message: 'Request does not match any route.' });
      return;
    }
    const [, storeCode, maskedId, mine, action] = match as unknown as [string, string | undefined, string | undefined, string | undefined, Action | undefined];
    // Only a customer's cart estimates for a saved address (Magento has no guest route for it).
    if (action === 'estimate-shipping-methods-by-address-id' && !mine) {
      sendJson(res, 404, { message: 'Request does not match any route.' });
      return;
    }
    if (req.method !== (isRead(action) ? 'GET' : 'POST')) {
      sendJson(res, 405, { message: 'Request does not match any route.' });
      return;
    }
    try {
      if (storeCode && storeCode !== 'all') req.headers.store = storeCode;
      const ctx = createRequestContext(db, req, { ...options, log });
      // The checkout calls are writes a stranger can repeat; placing an order has its own, lower limit.
      if (!isRead(action)) ctx.limits.take('writes');
      if (action === 'payment-information') ctx.limits.take('placeOrder');
      const cartOf = (options: { activeOnly: boolean }) => (mine ? customerCart(ctx) : guestCart(db, decodeURIComponent(maskedId ?? ''), options));
      if (!action) {
        sendJson(res, 200, restCart(db, cartOf({ activeOnly: false }), ctx.baseCurrency));
        return;
      }
      if (action === 'payment-methods') {
        // Magento's getList reads the active cart only.
        sendJson(res, 200, listPaymentMethods(db, cartOf({ activeOnly: true })));
        return;
      }
      const body = await jsonBody(req);
      const cart = cartOf({ activeOnly: true });
      if (action === 'shipping-information') {
        sendJson(res, 200, saveShippingInformation(db, cart, body.addressInformation as never, ctx.baseCurrency));
      } else if (action === 'payment-information') {
        const orderId = savePaymentAndPlaceOrder(db, cart, body as never, { guest: !mine });
        // The order's stock purges go out first: the shopper's next read must not find the old stock.
        await invalidation?.settled();
        sendJson(res, 200, orderId);
      } else if (action === 'estimate-shipping-methods') {
        sendJson(res, 200, estimateShippingMethods(db, cart, body.address as never));
      } else {
        const methods = estimateShippingMethodsByAddressId(db, cart, body.addressId);
        if (!methods) throw noSuchEntity('addressId', String(body.addressId));
        sendJson(res, 200, methods);
      }
    } catch (error) {
      if (error instanceof RestError) sendJson(res, error.status, restErrorBody({ text: error.message, parameters: error.parameters }));
      else if (error instanceof BodyTooLargeError) sendJson(res, 413, restErrorBody(plainPhrase(error.message)));
      else if (error instanceof GraphQlTooManyRequestsException) sendJson(res, 429, restErrorBody(error.phrase), { 'Retry-After': String(error.retryAfterSeconds) });
      else if (error instanceof GraphQlException) sendJson(res, STATUS_BY_CATEGORY[error.category] ?? 400, restErrorBody(error.phrase));
      else {
        const reportId = `webapi-${Date.now().toString(36)}`;
        log(`rest: ${req.method} ${pathname} failed (${reportId}): ${(error as Error).stack ?? String(error)}`);
        // Magento fills this one in itself (ErrorProcessor::maskException): no parameters.
        sendJson(res, 500, restErrorBody(plainPhrase(`Internal Error. Details are available in Magento log file. Report ID: ${reportId}`)));
      }
    }
  };
}
