import { ALPHA3 } from '../directory/isoCountries';
import { GraphQlInputException, namedPhrase } from '../errors';
import { findRegionById, listRegions } from '../repositories/directoryRepository';
import { addressTooLong } from '../text/fieldLimits';
import type { Db } from '../types';

export type AddressType = 'billing' | 'shipping';

/** The columns every stored address has (cart, order and address book); street lines joined by newlines. */
export interface StoredAddressColumns {
  firstname: string;
  lastname: string;
  company: string | null;
  street: string;
  city: string;
  region: string | null;
  region_code: string | null;
  region_id: number | null;
  postcode: string | null;
  country_id: string;
  telephone: string | null;
  prefix: string | null;
  middlename: string | null;
  suffix: string | null;
  fax: string | null;
}

/** A cart address as stored (quote_addresses). */
export interface QuoteAddressRow extends StoredAddressColumns {
  quote_id: number;
  address_type: AddressType;
  customer_address_id: number | null;
  same_as_billing: number;
  customer_notes: string | null;
  shipping_carrier_code: string | null;
  shipping_method_code: string | null;
}

/** An address as a caller gives it, whichever API it came through. */
export interface AddressInput {
  firstname?: string | null;
  lastname?: string | null;
  company?: string | null;
  street?: ReadonlyArray<string | null> | null;
  city?: string | null;
  region?: string | null;
  region_id?: number | null;
  region_code?: string | null;
  postcode?: string | null;
  country_id?: string | null;
  telephone?: string | null;
  prefix?: string | null;
  middlename?: string | null;
  suffix?: string | null;
  fax?: string | null;
}

export type NormalizedAddress = Omit<QuoteAddressRow, 'quote_id' | 'address_type' | 'same_as_billing' | 'customer_notes' | 'shipping_carrier_code' | 'shipping_method_code' | 'customer_address_id'>;

const required = (field: string) => new GraphQlInputException(namedPhrase('"%fieldName" is required. Enter and try again.', { fieldName: field }));
const text = (value: string | null | undefined) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * Magento's AbstractAddress::getRegionId: with no region_id, a numeric `region` is the region's id
 * (Venia's address form sends the province's id there), any other text a code or name.
 */
function regionIdInRegion(region: string | null | undefined): number | null {
  const value = text(region);
  return value !== null && /^\d+$/.test(value) ? Number(value) : null;
}

/**
 * Checks an address the way Magento's address validator does (names, street, city, country and
 * telephone required) and resolves its region against the directory: by id, else by code or name.
 * A country with seeded regions (Indonesia) needs one of them.
 */
export function normalizeAddress(db: Db, input: AddressInput): NormalizedAddress {
  const firstname = text(input.firstname);
  const lastname = text(input.lastname);
  const street = (input.street ?? []).map((line) => text(line)).filter((line): line is string => line !== null);
  const city = text(input.city);
  const countryId = text(input.country_id)?.toUpperCase() ?? null;
  const telephone = text(input.telephone);
  if (!firstname) throw required('firstname');
  if (!lastname) throw required('lastname');
  if (street.length === 0) throw required('street');
  if (!city) throw required('city');
  if (!countryId) throw required('countryId');
  if (!telephone) throw required('telephone');
  if (!ALPHA3[countryId]) {
    throw new GraphQlInputException(namedPhrase('Invalid value of "%value" provided for the %fieldName field.', { fieldName: 'countryId', value: countryId }));
  }

  const regions = listRegions(db, countryId);
  let region: { region_id: number | null; code: string | null; name: string | null } = { region_id: null, code: null, name: text(input.region) };
  const regionId = input.region_id || regionIdInRegion(input.region);
  if (regionId) {
    const byId = findRegionById(db, regionId);
    if (!byId || byId.country_id !== countryId) throw new GraphQlInputException(namedPhrase('Invalid value of "%value" provided for the %fieldName field.', { fieldName: 'regionId', value: String(regionId) }));
    region = { region_id: byId.region_id, code: byId.code, name: byId.name };
  } else if (regions.length > 0) {
    const wanted = [text(input.region_code), text(input.region)].filter((v): v is string => v !== null).map((v) => v.toLowerCase());
    const match = regions.find((r) => wanted.includes(r.code.toLowerCase()) || wanted.includes(r.name.toLowerCase()));
    if (!match) throw required('regionId');
    region = { region_id: match.region_id, code: match.code, name: match.name };
  }
  const extras = { prefix: text(input.prefix), middlename: text(input.middlename), suffix: text(input.suffix), fax: text(input.fax) };
  const tooLong = addressTooLong({ firstname, lastname, company: text(input.company), street: street.join('\n'), city, region: region.name, postcode: text(input.postcode), telephone, ...extras });
  if (tooLong) throw new GraphQlInputException(tooLong);

  return {
    firstname,
    lastname,
    company: text(input.company),
    street: street.join('\n'),
    city,
    region: region.name,
    region_code: region.code,
    region_id: region.region_id,
    postcode: text(input.postcode),
    country_id: countryId,
    telephone,
    ...extras,
  };
}

/** A saved customer address, as the address book holds it, for `customer_address_id`. */
export function customerAddress(db: Db, customerId: number | null, addressId: number): NormalizedAddress {
  const row = customerId
    ? (db
        .prepare(
          `SELECT ${ADDRESS_COLUMNS.join(', ')} FROM customer_addresses WHERE entity_id = ? AND customer_id = ?`,
        )
        .get(addressId, customerId) as NormalizedAddress | undefined)
    : undefined;
  if (!row) throw new GraphQlInputException(namedPhrase('Could not find a address with ID "%address_id"', { address_id: addressId }));
  return row;
}

export function loadAddress(db: Db, quoteId: number, type: AddressType): QuoteAddressRow | null {
  return (db.prepare('SELECT * FROM quote_addresses WHERE quote_id = ? AND address_type = ?').get(quoteId, type) as QuoteAddressRow | undefined) ?? null;
}

/** The columns an address has in the cart and on the order, in one order, and its values for them. */
export const ADDRESS_COLUMNS = [
  'firstname',
  'lastname',
  'company',
  'street',
  'city',
  'region',
  'region_code',
  'region_id',
  'postcode',
  'country_id',
  'telephone',
  'prefix',
  'middlename',
  'suffix',
  'fax',
] as const;
export const addressValues = (address: NormalizedAddress) => ADDRESS_COLUMNS.map((column) => address[column]);

/** Writes the cart's address of that type (replacing it; a new shipping address clears the chosen method). */
export function saveAddress(
  db: Db,
  quoteId: number,
  type: AddressType,
  address: NormalizedAddress,
  extra: { customerAddressId?: number | null; sameAsBilling?: boolean; customerNotes?: string | null } = {},
): void {
  db.prepare(
    `INSERT OR REPLACE INTO quote_addresses (quote_id, address_type, ${ADDRESS_COLUMNS.join(', ')},
       customer_address_id, same_as_billing, customer_notes, shipping_carrier_code, shipping_method_code)
     VALUES (?, ?, ${ADDRESS_COLUMNS.map(() => '?').join(', ')}, ?, ?, ?, NULL, NULL)`,
  ).run(quoteId, type, ...addressValues(address), extra.customerAddressId ?? null, extra.sameAsBilling ? 1 : 0, extra.customerNotes ?? null);
}

/** The address fields of a stored row, to copy it (billing same as shipping, order snapshots). */
export function addressFields(row: QuoteAddressRow): NormalizedAddress {
  return Object.fromEntries(ADDRESS_COLUMNS.map((column) => [column, row[column]])) as NormalizedAddress;
}
