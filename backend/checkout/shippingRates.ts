/** The shop's carriers: rates in IDR (the base currency), from the cart subtotal and the destination province. */
export interface ShippingRate {
  carrier_code: string;
  method_code: string;
  carrier_title: string;
  method_title: string;
  /** Base-currency amount. */
  amount: number;
}

/** JNE REG ships free from this subtotal (IDR), within Java and Bali only (see FREE_JNE_REG_ZONE). */
export const FREE_JNE_REG_FROM = 150_000;

/** The rates of Java and Bali, where the warehouse (Jakarta) is: every other zone adds its surcharge to the paid ones. */
const RATES: ReadonlyArray<ShippingRate> = [
  { carrier_code: 'jne', method_code: 'reg', carrier_title: 'JNE', method_title: 'Reguler', amount: 18_000 },
  { carrier_code: 'jne', method_code: 'yes', carrier_title: 'JNE', method_title: 'YES (Yakin Esok Sampai)', amount: 32_000 },
  { carrier_code: 'sicepat', method_code: 'reg', carrier_title: 'SiCepat', method_title: 'Reguler', amount: 16_000 },
  { carrier_code: 'instore', method_code: 'pickup', carrier_title: 'In-Store Pickup Delivery', method_title: 'In-Store Pickup', amount: 0 },
];

export interface ShippingZone {
  name: string;
  /** ISO 3166-2:ID province codes (directory_regions.code). */
  provinces: readonly string[];
  /** Added to every paid method's Java-Bali rate (IDR). */
  surcharge: number;
}

/** The zone of Java and Bali, and of any province this table does not name (Magento's table rates fall back to the default `*` row). */
export const DEFAULT_ZONE: ShippingZone = { name: 'Java & Bali', provinces: ['JK', 'JB', 'JT', 'JI', 'YO', 'BT', 'BA'], surcharge: 0 };

/**
 * The other islands, as a merchant sets Magento's table rates by destination region. Each surcharge
 * is roughly what the carriers' regular 1 kg tariff from Jakarta costs there over Java, rounded to
 * Rp5.000: Sumatra is a day's trucking and ferry away, Nusa Tenggara and Kalimantan/Sulawesi go by
 * sea or air, Maluku and Papua by air only.
 */
export const SHIPPING_ZONES: readonly ShippingZone[] = [
  DEFAULT_ZONE,
  { name: 'Sumatra', provinces: ['AC', 'SU', 'SB', 'RI', 'KR', 'JA', 'BE', 'SS', 'BB', 'LA'], surcharge: 10_000 },
  { name: 'Nusa Tenggara', provinces: ['NB', 'NT'], surcharge: 15_000 },
  { name: 'Kalimantan', provinces: ['KB', 'KT', 'KS', 'KI', 'KU'], surcharge: 20_000 },
  { name: 'Sulawesi', provinces: ['SA', 'GO', 'ST', 'SR', 'SN', 'SG'], surcharge: 20_000 },
  { name: 'Maluku', provinces: ['MA', 'MU'], surcharge: 35_000 },
  { name: 'Papua', provinces: ['PA', 'PB', 'PD', 'PE', 'PS', 'PT'], surcharge: 50_000 },
];

/**
 * Free JNE REG is the shop's "gratis ongkir Jawa-Bali" offer: it waives the cheap Java-Bali lane
 * only; further away the surcharge is the carrier's real cost, so the full rate is charged.
 */
const FREE_JNE_REG_ZONE = DEFAULT_ZONE;

/** Where the parcel goes: the address's country and province code (a cart address, an estimate's address). */
export interface ShippingDestination {
  country_id?: string | null;
  region_code?: string | null;
}

/** The shop's country: the zones are its provinces. */
const ZONED_COUNTRY = 'ID';

/** The zone of an Indonesian province (code case-insensitive); Java & Bali for a missing or unknown one. */
export function shippingZone(destination: ShippingDestination | null | undefined): ShippingZone {
  const country = destination?.country_id?.trim().toUpperCase() || ZONED_COUNTRY;
  const code = destination?.region_code?.trim().toUpperCase();
  if (country !== ZONED_COUNTRY || !code) return DEFAULT_ZONE;
  return SHIPPING_ZONES.find((zone) => zone.provinces.includes(code)) ?? DEFAULT_ZONE;
}

const isFreeJneReg = (rate: ShippingRate, zone: ShippingZone, subtotal: number) =>
  rate.carrier_code === 'jne' && rate.method_code === 'reg' && zone === FREE_JNE_REG_ZONE && subtotal >= FREE_JNE_REG_FROM;

/** What a cart's rates depend on besides the destination. */
export interface RateBasis {
  /** The subtotal after discounts (base currency), for the free JNE REG threshold. */
  subtotal: number;
  /** A cart rule with free shipping applies: every method is free, as Magento's offline carriers make it. */
  freeShipping: boolean;
}

/** Every method the cart can use for a destination province; in-store pickup stays free everywhere. */
export function shippingRates(basis: RateBasis, destination: ShippingDestination | null | undefined): ShippingRate[] {
  const zone = shippingZone(destination);
  return RATES.map((rate) => {
    if (basis.freeShipping || rate.amount === 0 || isFreeJneReg(rate, zone, basis.subtotal)) return { ...rate, amount: 0 };
    return { ...rate, amount: rate.amount + zone.surcharge };
  });
}

export function findShippingRate(basis: RateBasis, destination: ShippingDestination | null | undefined, carrierCode: string, methodCode: string): ShippingRate | null {
  return shippingRates(basis, destination).find((rate) => rate.carrier_code === carrierCode && rate.method_code === methodCode) ?? null;
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
