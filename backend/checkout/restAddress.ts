import type { AddressInput } from './addresses';

/** Magento's REST address (quote-data-address-interface): flat, `country_id`, `region_code`. */
export interface RestAddress {
  firstname?: string | null;
  lastname?: string | null;
  company?: string | null;
  street?: Array<string | null> | string | null;
  city?: string | null;
  region?: string | null;
  region_id?: number | string | null;
  region_code?: string | null;
  postcode?: string | null;
  country_id?: string | null;
  telephone?: string | null;
  prefix?: string | null;
  middlename?: string | null;
  suffix?: string | null;
  fax?: string | null;
  email?: string | null;
  customer_address_id?: number | string | null;
  same_as_billing?: number | boolean | null;
}

export function fromRest(address: RestAddress): AddressInput {
  const regionId = Number(address.region_id);
  return {
    ...address,
    street: typeof address.street === 'string' ? [address.street] : (address.street ?? null),
    region_id: Number.isInteger(regionId) && regionId > 0 ? regionId : null,
  };
}
