/** The shop sells in Indonesia only. */
export const COUNTRY_ID = 'ID';

export interface Address {
  firstname: string;
  lastname: string;
  street: string[];
  city: string;
  region_code?: string;
  region_id?: number;
  region?: string;
  postcode: string;
  telephone: string;
  country_id?: string;
  email?: string;
  sameAsShippingAddress?: boolean;
  /** The address book entry it came from (signed-in customers). */
  customerAddressId?: number;
}

/** A region of the country as the directory lists it (`available_regions`). */
export interface Region {
  id: number;
  code: string;
  name: string;
}

/** Completes an address with the country and the region found by its region_code. */
export function formatAddress(address: Address, regions: readonly Region[]): Address {
  const region = regions.find(({ code }) => code === address.region_code);
  const regionFields = region ? { region_id: region.id, region_code: region.code, region: region.name } : {};
  return { ...address, country_id: COUNTRY_ID, ...regionFields };
}
