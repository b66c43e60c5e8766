/** The shop's carriers: rates in IDR (the base currency), computed from the cart subtotal. */
export interface ShippingRate {
  carrier_code: string;
  method_code: string;
  carrier_title: string;
  method_title: string;
  /** Base-currency amount. */
  amount: number;
}

/** JNE REG ships free from this subtotal (IDR). */
export const FREE_JNE_REG_FROM = 150_000;

const RATES: ReadonlyArray<ShippingRate> = [
  { carrier_code: 'jne', method_code: 'reg', carrier_title: 'JNE', method_title: 'Reguler', amount: 18_000 },
  { carrier_code: 'jne', method_code: 'yes', carrier_title: 'JNE', method_title: 'YES (Yakin Esok Sampai)', amount: 32_000 },
  { carrier_code: 'sicepat', method_code: 'reg', carrier_title: 'SiCepat', method_title: 'Reguler', amount: 16_000 },
  { carrier_code: 'instore', method_code: 'pickup', carrier_title: 'In-Store Pickup Delivery', method_title: 'In-Store Pickup', amount: 0 },
];

/** Every method the cart can use, cheapest rule applied (JNE REG free from Rp150.000). */
export function shippingRates(subtotal: number): ShippingRate[] {
  return RATES.map((rate) => (rate.carrier_code === 'jne' && rate.method_code === 'reg' && subtotal >= FREE_JNE_REG_FROM ? { ...rate, amount: 0 } : rate));
}

export function findShippingRate(subtotal: number, carrierCode: string, methodCode: string): ShippingRate | null {
  return shippingRates(subtotal).find((rate) => rate.carrier_code === carrierCode && rate.method_code === methodCode) ?? null;
}

/** How an order records its method: "jne_reg" and "JNE - Reguler". */
export const shippingMethodCode = (rate: ShippingRate) => `${rate.carrier_code}_${rate.method_code}`;
export const shippingDescription = (rate: ShippingRate) => `${rate.carrier_title} - ${rate.method_title}`;

/**
 * The carrier's title for an order's shipping method ("jne_reg" -> "JNE"); for a carrier this shop no
 * longer offers, the carrier part of the order's description ("GoSend - Same Day" -> "GoSend").
 */
export function orderCarrierTitle(methodCode: string | null, description: string | null): string | null {
  if (!methodCode) return null;
  const carrierCode = methodCode.split('_')[0];
  const rate = RATES.find((r) => r.carrier_code === carrierCode);
  return rate?.carrier_title ?? description?.split(' - ')[0] ?? null;
}
