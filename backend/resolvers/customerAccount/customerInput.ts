import { isValidEmail } from '../../auth/email';
import { GraphQlInputException } from '../../errors';
import type { CustomerProfile } from '../../repositories/customerRepository';
import { ATTRIBUTE_LABELS, attributeTooLong, FIELD_LIMITS, isTooLong } from '../../text/fieldLimits';
import { ACCOUNT_MESSAGES } from './messages';

/** Any of CustomerInput, CustomerCreateInput and CustomerUpdateInput as graphql-js hands it over: a field left out is absent, one sent as null is null. */
export interface CustomerInputValue {
  prefix?: string | null;
  firstname?: string | null;
  middlename?: string | null;
  lastname?: string | null;
  suffix?: string | null;
  email?: string | null;
  dob?: string | null;
  date_of_birth?: string | null;
  taxvat?: string | null;
  gender?: number | null;
  password?: string | null;
  is_subscribed?: boolean | null;
}

const has = (input: CustomerInputValue, key: keyof CustomerInputValue) => Object.prototype.hasOwnProperty.call(input, key);

/** Magento's required customer attributes, by the label its message shows. */
const REQUIRED: ReadonlyArray<[keyof CustomerInputValue, string]> = [
  ['firstname', 'First Name'],
  ['lastname', 'Last Name'],
  ['email', 'Email'],
];

/** Magento's gender options: 1 Male, 2 Female, 3 Not Specified. */
const GENDERS = new Set([1, 2, 3]);

/** Customer\Model\Validator\Name's messages (a name over 255 characters), joined by newlines as Magento's validator exception joins them. */
const NAME_NOT_VALID = { firstname: 'First Name is not valid!', lastname: 'Last Name is not valid!', middlename: 'Middle Name is not valid!' } as const;

/** What saving the customer would refuse for length: the names (Magento's Name validator), then prefix, suffix and Tax/VAT (their columns). */
function lengthProblem(input: CustomerInputValue): string | null {
  const names = (['firstname', 'lastname', 'middlename'] as const).filter((key) => isTooLong(input[key], FIELD_LIMITS.customer[key]));
  if (names.length) return names.map((key) => NAME_NOT_VALID[key]).join('\n');
  const other = (['prefix', 'suffix', 'taxvat'] as const).find((key) => isTooLong(input[key], FIELD_LIMITS.customer[key]));
  return other ? attributeTooLong(ATTRIBUTE_LABELS[other], FIELD_LIMITS.customer[other]) : null;
}

/**
 * ValidateCustomerData: required attributes (all of them when creating, those sent when updating)
 * may not be null or empty, then the email's shape, then the gender; then what saving would refuse
 * (the names' and other texts' length). Throws GraphQlInputException.
 */
export function validateCustomerInput(input: CustomerInputValue, creating: boolean): void {
  const missing = REQUIRED.filter(([key]) => (creating || has(input, key)) && (input[key] === undefined || input[key] === null || input[key] === '')).map(
    ([, label]) => label,
  );
  if (missing.length) throw new GraphQlInputException(ACCOUNT_MESSAGES.requiredMissing(missing));
  if (typeof input.email === 'string' && !isValidEmail(input.email)) throw new GraphQlInputException(ACCOUNT_MESSAGES.invalidEmail(input.email));
  if (input.gender && !GENDERS.has(input.gender)) throw new GraphQlInputException(ACCOUNT_MESSAGES.invalidGender(input.gender));
  const tooLong = lengthProblem(input);
  if (tooLong) throw new GraphQlInputException(tooLong);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/;

/** A date of birth as stored ("YYYY-MM-DD"): ISO dates as given, other forms Date can read converted; else refused. */
function dateOfBirth(value: string | null): string | null {
  if (value === null || value === '') return null;
  const iso = ISO_DATE.exec(value);
  const date = iso ? new Date(Date.UTC(Number(iso[1]), Number(iso[2]) - 1, Number(iso[3]))) : new Date(`${value} UTC`);
  const valid = !Number.isNaN(date.getTime()) && (!iso || date.getUTCDate() === Number(iso[3]));
  if (!valid) throw new GraphQlInputException(ACCOUNT_MESSAGES.invalidDateOfBirth);
  return date.toISOString().slice(0, 10);
}

const text = (value: string | null | undefined) => (value === undefined ? undefined : value === null || value === '' ? null : value);

/** The profile fields the input sets (date_of_birth wins over the older dob); fields left out stay undefined. */
export function profileFromInput(input: CustomerInputValue): CustomerProfile {
  const profile: CustomerProfile = {};
  if (has(input, 'prefix')) profile.prefix = text(input.prefix);
  if (typeof input.firstname === 'string') profile.firstname = input.firstname;
  if (has(input, 'middlename')) profile.middlename = text(input.middlename);
  if (typeof input.lastname === 'string') profile.lastname = input.lastname;
  if (has(input, 'suffix')) profile.suffix = text(input.suffix);
  if (has(input, 'taxvat')) profile.taxvat = text(input.taxvat);
  if (has(input, 'date_of_birth') || has(input, 'dob')) profile.date_of_birth = dateOfBirth((has(input, 'date_of_birth') ? input.date_of_birth : input.dob) ?? null);
  if (has(input, 'gender')) profile.gender = input.gender || null;
  return profile;
}
