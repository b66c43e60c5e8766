import { GraphQlInputException } from '../../errors';
import { findRegionById } from '../../repositories/directoryRepository';
import type { Db } from '../../types';
import type { AddressRules } from './addressRules';
import { ADDRESS_MESSAGES } from './messages';

// The region of a customer address, as Magento's PopulateCustomerAddressFromInput and
// ValidateAddress decide it: a country that requires a region (Indonesia here) needs a region_id of
// its own; a region_code sent with it narrows the match (it must be that region's code). The name
// and code stored are then the directory's. A country without required regions keeps what was typed.

export interface RegionValue {
  region: string | null;
  region_code: string | null;
  region_id: number | null;
}

/** The directory's region with this id in this country (and with this code, when a code is given), or null. */
function directoryRegion(db: Db, countryId: string, regionId: number, code: string | null): RegionValue | null {
  const found = findRegionById(db, regionId);
  if (!found || found.country_id !== countryId) return null;
  if (code && found.code.toLowerCase() !== code.toLowerCase()) return null;
  return { region: found.name, region_code: found.code, region_id: found.region_id };
}

/**
 * The region to store for an address in `countryId`. `countryCodeSent` says whether the input named
 * the country as country_code: only then does PopulateCustomerAddressFromInput check the region
 * first (with its own message). Throws GraphQlInputException with Magento's message.
 */
export function resolveRegion(db: Db, rules: AddressRules, countryId: string, region: RegionValue, countryCodeSent: boolean): RegionValue {
  const code = region.region_code || null;
  if (countryCodeSent && region.region_id && !directoryRegion(db, countryId, region.region_id, code)) {
    throw new GraphQlInputException(ADDRESS_MESSAGES.regionIdMismatch);
  }
  if (rules.regionRequired.has(countryId)) {
    if (!region.region_id) throw new GraphQlInputException(ADDRESS_MESSAGES.regionIdRequired);
    const match = directoryRegion(db, countryId, region.region_id, code);
    if (!match) throw new GraphQlInputException(ADDRESS_MESSAGES.regionNotInCountry);
    return match;
  }
  if (!region.region_id) return { region: region.region || null, region_code: code, region_id: null };
  const match = directoryRegion(db, countryId, region.region_id, null);
  if (!match) throw new GraphQlInputException(ADDRESS_MESSAGES.regionIdMismatch);
  return match;
}
