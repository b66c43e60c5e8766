import { useEffect, useState } from 'react';
import { type PriceValue } from '../../lib/price/formatPrice';
import { appRestClient } from '../../lib/rest/appRestClient';
import { useAppSelector } from '../../lib/store';
import { COUNTRY_ID } from '../../lib/store/checkout/address';
import { shippingMethodLabel } from '../checkout/shippingMethodChoice';

/** Magento's in-store pickup carrier: not a delivery, so never the estimate. */
const PICKUP_CARRIER = 'instore';

interface EstimatedMethod {
  carrier_code: string;
  carrier_title: string;
  method_title?: string | null;
  amount: number;
  available: boolean;
}

export interface ShippingEstimate {
  label: string;
  amount: PriceValue;
}

/**
 * The cheapest delivery for this cart within the country (Magento's REST estimate-shipping-methods),
 * read again when what the cart is worth changes (a coupon can make delivery free). Null until known
 * or when the shop cannot say: the cart page then says shipping is calculated at checkout.
 */
export function useShippingEstimate(worth: number, currency: string): ShippingEstimate | null {
  const cartId = useAppSelector((state) => state.cart.cartId);
  const isSignedIn = useAppSelector((state) => state.user.isSignedIn);
  const [estimate, setEstimate] = useState<ShippingEstimate | null>(null);

  useEffect(() => {
    if (!cartId || !(worth > 0)) return undefined;
    const controller = new AbortController();
    const path = isSignedIn ? '/rest/V1/carts/mine' : `/rest/V1/guest-carts/${encodeURIComponent(cartId)}`;
    appRestClient()
      .request<EstimatedMethod[]>(`${path}/estimate-shipping-methods`, { method: 'POST', body: { address: { country_id: COUNTRY_ID } }, signal: controller.signal })
      .then((methods) => {
        const deliveries = methods.filter((method) => method.available && method.carrier_code !== PICKUP_CARRIER);
        const cheapest = deliveries.reduce<EstimatedMethod | null>((best, method) => (!best || method.amount < best.amount ? method : best), null);
        setEstimate(cheapest ? { label: shippingMethodLabel({ carrier_title: cheapest.carrier_title, method_title: cheapest.method_title ?? undefined }), amount: { value: cheapest.amount, currency } } : null);
      })
      .catch(() => {
        if (!controller.signal.aborted) setEstimate(null);
      });
    return () => controller.abort();
  }, [cartId, currency, isSignedIn, worth]);

  return worth > 0 ? estimate : null;
}
