import { type ShippingMethod } from '../../../lib/store/checkout/storage';

/** A method's radio value: carrier and method code together identify it (one carrier offers several). */
export const shippingMethodValue = (method: Pick<ShippingMethod, 'carrier_code' | 'method_code'>) => `${method.carrier_code}|${method.method_code}`;

export function findShippingMethod<M extends ShippingMethod>(methods: readonly M[], value: unknown): M | undefined {
  return methods.find((method) => shippingMethodValue(method) === value);
}

/**
 * "JNE - Reguler" from carrier "JNE" and method "Reguler", as Magento describes the order's shipping
 * (so checkout and thanks page agree); the carrier alone when it already names the method.
 */
export function shippingMethodLabel(method: Pick<ShippingMethod, 'carrier_title' | 'method_title'>): string {
  const { carrier_title: carrier, method_title: title } = method;
  return title && !carrier.includes(title) ? `${carrier} - ${title}` : carrier;
}
