import type { CustomerAddressInput } from '../../__generated__/resolvers';
import { GraphQlInputException } from '../../errors';
import type { CustomerAddressRow, CustomerAddressValues } from '../../repositories/customerAddressRepository';
import { addressTooLong } from '../../text/fieldLimits';
import type { Db } from '../../types';
import { resolveRegion, type RegionValue } from './addressRegion';
import type { AddressRules } from './addressRules';
import { ADDRESS_MESSAGES } from './messages';

// What an address becomes once the input is applied (over the saved address, for an update), and
// the checks Magento's AddressRepository::save runs on the result.

const TEXT_FIELDS = ['firstname', 'lastname', 'prefix', 'middlename', 'suffix', 'company', 'city', 'postcode', 'telephone', 'fax', 'vat_id'] as const;
type TextField = (typeof TEXT_FIELDS)[number];

interface AddressDraft extends Record<TextField, string | null> {
  street: string[];
  country_id: string | null;
  region: RegionValue;
}

/** The text fields of an address (or of nothing: all null). */
const textFields = (source: Partial<Record<TextField, string | null>>) => Object.fromEntries(TEXT_FIELDS.map((field) => [field, source[field] ?? null])) as Record<TextField, string | null>;

const EMPTY_DRAFT: AddressDraft = { ...textFields({}), street: [], country_id: null, region: { region: null, region_code: null, region_id: null } };

function draftOf(row: CustomerAddressRow): AddressDraft {
  return {
    ...textFields(row),
    street: row.street.split('\n'),
    country_id: row.country_id,
    region: { region: row.region, region_code: row.region_code, region_id: row.region_id },
  };
}

/** The saved address (none for a new one) with every field the input sends over it; a field sent as null is cleared. */
function applyInput(saved: CustomerAddressRow | null, input: CustomerAddressInput): AddressDraft {
  const draft = saved ? draftOf(saved) : { ...EMPTY_DRAFT };
  for (const field of TEXT_FIELDS) if (input[field] !== undefined) draft[field] = input[field] ?? null;
  if (input.street !== undefined) draft.street = (input.street ?? []).map((line) => line ?? '');
  const country = input.country_code ?? input.country_id;
  if (country) draft.country_id = country;
  if (input.region !== undefined) {
    draft.region = { region: input.region?.region ?? null, region_code: input.region?.region_code ?? null, region_id: input.region?.region_id ?? null };
  }
  return draft;
}

const blank = (value: string | null | undefined) => !value || !value.trim();

/** Customer\Model\Address\Validator\General: the fields every address needs, checked on what will be saved. */
function generalProblem(draft: AddressDraft, rules: AddressRules): string | null {
  const needed: Array<[string, string | null | undefined]> = [
    ['firstname', draft.firstname],
    ['lastname', draft.lastname],
    ['street', draft.street[0]],
    ['city', draft.city],
  ];
  if (rules.required.includes('telephone')) needed.push(['telephone', draft.telephone]);
  const missing = needed.find(([, value]) => blank(value));
  return missing ? ADDRESS_MESSAGES.required(missing[0]) : null;
}

/**
 * The values to save: the input over the saved address, checked as Magento checks it after
 * validateData (region, then the repository's own checks). Throws GraphQlInputException.
 */
export function addressValues(db: Db, rules: AddressRules, saved: CustomerAddressRow | null, input: CustomerAddressInput): CustomerAddressValues {
  const draft = applyInput(saved, input);
  const countryId = draft.country_id;
  if (!countryId) throw new GraphQlInputException(ADDRESS_MESSAGES.required('countryId'));
  const region = resolveRegion(db, rules, countryId, draft.region, Boolean(input.country_code));
  const problem = generalProblem(draft, rules);
  if (problem) throw new GraphQlInputException(problem);
  if (draft.street.length > rules.streetLines) throw new GraphQlInputException(ADDRESS_MESSAGES.tooManyStreetLines(rules.streetLines));
  const tooLong = addressTooLong({ ...textFields(draft), street: draft.street.join('\n'), region: region.region });
  if (tooLong) throw new GraphQlInputException(tooLong);
  if (!rules.allowedCountries.has(countryId)) throw new GraphQlInputException(ADDRESS_MESSAGES.countryNotAllowed(countryId));
  // generalProblem refused a blank first name, last name and city.
  return {
    ...textFields(draft),
    firstname: draft.firstname as string,
    lastname: draft.lastname as string,
    city: draft.city as string,
    telephone: draft.telephone ?? '',
    street: draft.street.join('\n'),
    country_id: countryId,
    ...region,
  };
}
