import type { CustomerAddressInput } from '../../__generated__/resolvers';
import type { RequestContext } from '../../types';

// The store settings Magento's address checks read, and its first check: which required
// attributes the input lacks (CreateCustomerAddress::validateData, UpdateCustomerAddress::validateData).

export interface AddressRules {
  /** general/country/allow */
  allowedCountries: Set<string>;
  /** general/country/optional_zip_countries */
  zipOptional: Set<string>;
  /** general/region/state_required */
  regionRequired: Set<string>;
  /** customer/address/street_lines (2) */
  streetLines: number;
  /** The address attributes the store requires, as attribute codes in Magento's attribute order. */
  required: string[];
}

const list = (value: string | null) => new Set((value ?? '').split(',').map((code) => code.trim()).filter(Boolean));

/** customer/address/<attribute>_show: "req" makes the attribute required (telephone is, by default). */
const shownAs = (ctx: RequestContext, attribute: string, fallback: string) => (ctx.config(`customer/address/${attribute}_show`) ?? fallback) === 'req';

export function addressRules(ctx: RequestContext): AddressRules {
  const streetLines = Number(ctx.config('customer/address/street_lines') ?? 2);
  // customer_address attribute order: prefix, firstname, middlename, lastname, suffix, company,
  // street, city, country_id, region, region_id, postcode, telephone, fax.
  const required = [
    'firstname',
    'lastname',
    ...(shownAs(ctx, 'company', '') ? ['company'] : []),
    'street',
    'city',
    'country_id',
    ...(shownAs(ctx, 'telephone', 'req') ? ['telephone'] : []),
    ...(shownAs(ctx, 'fax', '') ? ['fax'] : []),
  ];
  return {
    allowedCountries: list(ctx.config('general/country/allow')),
    zipOptional: list(ctx.config('general/country/optional_zip_countries')),
    regionRequired: list(ctx.config('general/region/state_required')),
    streetLines: Number.isInteger(streetLines) && streetLines > 0 ? streetLines : 2,
    required,
  };
}

/** PHP's empty(), which Magento's required-attribute check applies to what was sent. */
export const phpEmpty = (value: unknown): boolean =>
  value === undefined || value === null || value === '' || value === '0' || value === 0 || value === false || (Array.isArray(value) && value.length === 0);

/** The input as Magento's validateData reads it: country_code, when given, is country_id. */
const asData = (input: CustomerAddressInput): Record<string, unknown> => ({ ...input, country_id: input.country_code ?? input.country_id });

/** A new address: postcode (unless the country's ZIP is optional) first, then every required attribute sent empty or not at all. */
export function missingOnCreate(input: CustomerAddressInput, rules: AddressRules): string[] {
  const data = asData(input);
  const country = typeof data.country_id === 'string' ? data.country_id : '';
  const postcode = !rules.zipOptional.has(country) && phpEmpty(data.postcode) ? ['postcode'] : [];
  return [...postcode, ...rules.required.filter((code) => phpEmpty(data[code]))];
}

/** An update: only the required attributes sent, and sent empty. */
export function missingOnUpdate(input: CustomerAddressInput, rules: AddressRules): string[] {
  const data = asData(input);
  return rules.required.filter((code) => data[code] !== undefined && data[code] !== null && phpEmpty(data[code]));
}
