import { appRestClient } from '../../../lib/rest/appRestClient';
import { COUNTRY_ID } from '../../../lib/store/checkout/address';
import { shippingMethodValue } from '../../checkout/checkout-page/shippingMethodChoice';
import { type EstimateDestination } from './estimateDestination';

/** Magento's ShippingMethodInterface, as REST estimate-shipping-methods answers it (amounts in the cart's currency). */
export interface EstimatedMethod {
  carrier_code: string;
  method_code: string;
  carrier_title: string;
  method_title?: string | null;
  amount: number;
  available: boolean;
}

/** Magento's in-store pickup carrier: offered, but not a delivery, so never the default. */
const PICKUP_CARRIER = 'instore';

/** The methods Magento offers this cart for the destination (guest-carts/:id, or carts/mine when signed in). */
export function requestEstimatedMethods(cart: { cartId: string; isSignedIn: boolean }, destination: EstimateDestination, signal: AbortSignal): Promise<EstimatedMethod[]> {
  const path = cart.isSignedIn ? '/rest/V1/carts/mine' : `/rest/V1/guest-carts/${encodeURIComponent(cart.cartId)}`;
  const address = { country_id: COUNTRY_ID, region_id: destination.regionId, region_code: destination.regionCode, region: destination.regionName, postcode: destination.postcode };
  return appRestClient().request<EstimatedMethod[]>(`${path}/estimate-shipping-methods`, { method: 'POST', body: { address }, signal });
}

/**
 * The method the estimate uses: the one the shopper picked while it is still offered, else the
 * cheapest delivery (in-store pickup only when nothing else is offered); null when none is.
 */
export function pickEstimatedMethod(methods: readonly EstimatedMethod[] | null, chosen: string | null): EstimatedMethod | null {
  const offered = (methods ?? []).filter((method) => method.available);
  const picked = chosen ? offered.find((method) => shippingMethodValue(method) === chosen) : undefined;
  if (picked) return picked;
  const deliveries = offered.filter((method) => method.carrier_code !== PICKUP_CARRIER);
  const candidates = deliveries.length ? deliveries : offered;
  return candidates.reduce<EstimatedMethod | null>((best, method) => (!best || method.amount < best.amount ? method : best), null);
}
