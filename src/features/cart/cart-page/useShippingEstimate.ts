import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo } from 'react';
import { type PriceValue } from '../../../lib/price/formatPrice';
import { useAppSelector } from '../../../lib/store';
import { CHECKOUT_CUSTOMER_ADDRESSES } from '../../checkout/checkout-page/customer.gql';
import { shippingMethodLabel } from '../../checkout/checkout-page/shippingMethodChoice';
import { type EstimateDestination } from './estimateDestination';
import { pickEstimatedMethod, requestEstimatedMethods } from './estimatedMethods';
import { shippingEstimateStore, useShippingEstimateState } from './shippingEstimateStore';

export interface ShippingEstimate {
  /** "JNE - Reguler": the method the estimate uses. */
  label: string;
  amount: PriceValue;
}

/** A signed-in customer's default shipping address as an estimate's destination, when it has a province. */
function useDefaultDestination(skip: boolean): EstimateDestination | null {
  const { data } = useQuery(CHECKOUT_CUSTOMER_ADDRESSES, { skip, fetchPolicy: 'cache-first' });
  return useMemo(() => {
    const address = data?.customer?.addresses?.find((candidate) => candidate?.default_shipping);
    const region = address?.region;
    if (!region?.region_id || !region.region_code || !region.region) return null;
    return { regionId: region.region_id, regionCode: region.region_code, regionName: region.region, postcode: address?.postcode ?? '' };
  }, [data]);
}

/**
 * The cart's shipping estimate for the destination the shopper gave in the Estimate Shipping form
 * (or, signed in, their default shipping address): Magento's REST estimate-shipping-methods for it,
 * asked again when what the cart is worth changes (the free-shipping threshold). The totals show the
 * picked method, else the cheapest delivery; null before a destination is known or when the shop
 * cannot say: the cart page then says shipping is calculated at checkout.
 */
export function useShippingEstimate(worth: number, currency: string): ShippingEstimate | null {
  const cartId = useAppSelector((state) => state.cart.cartId);
  const isSignedIn = useAppSelector((state) => state.user.isSignedIn);
  const { destination, chosen, methods } = useShippingEstimateState();
  const defaultDestination = useDefaultDestination(!isSignedIn || destination !== null);

  useEffect(() => {
    if (!destination && defaultDestination) shippingEstimateStore.setDestination(defaultDestination);
  }, [defaultDestination, destination]);

  useEffect(() => {
    if (!cartId || !destination || !(worth > 0)) return undefined;
    const controller = new AbortController();
    shippingEstimateStore.loading();
    requestEstimatedMethods({ cartId, isSignedIn }, destination, controller.signal)
      .then((answer) => shippingEstimateStore.received(answer))
      .catch(() => {
        if (!controller.signal.aborted) shippingEstimateStore.failed();
      });
    return () => controller.abort();
  }, [cartId, destination, isSignedIn, worth]);

  return useMemo(() => {
    const method = worth > 0 ? pickEstimatedMethod(methods, chosen) : null;
    if (!method) return null;
    return { label: shippingMethodLabel({ carrier_title: method.carrier_title, method_title: method.method_title ?? undefined }), amount: { value: method.amount, currency } };
  }, [chosen, currency, methods, worth]);
}
