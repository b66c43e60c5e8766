import { type CustomerAddressFieldsFragment, type CreateCustomerAddressMutationVariables } from '../../../__generated__/operations';
import { COUNTRY_ID, type Region } from '../../../lib/store/checkout/address';

export type AddressBookEntry = CustomerAddressFieldsFragment;
/** A saved address (Magento always answers its id). */
export type SavedAddress = AddressBookEntry & { id: number };

/** What the address form holds (informed's values: the shared address fields and the two defaults). */
export interface AddressFormValues {
  firstname?: string;
  lastname?: string;
  street?: ReadonlyArray<string | null | undefined>;
  city?: string;
  region_code?: string;
  postcode?: string;
  telephone?: string;
  default_shipping?: boolean;
  default_billing?: boolean;
}

const text = (value: unknown) => String(value ?? '').trim();
const lines = (street: AddressFormValues['street'] | null) => (street ?? []).flatMap((line) => (line ? [line] : []));

/** The form's start: the address being edited, or an empty one. */
export function toFormValues(address: AddressBookEntry | null): AddressFormValues {
  if (!address) return { default_shipping: false, default_billing: false };
  return {
    firstname: address.firstname ?? '',
    lastname: address.lastname ?? '',
    street: lines(address.street).slice(0, 1),
    city: address.city ?? '',
    region_code: address.region?.region_code ?? '',
    postcode: address.postcode ?? '',
    telephone: address.telephone ?? '',
    default_shipping: address.default_shipping === true,
    default_billing: address.default_billing === true,
  };
}

/**
 * Magento's CustomerAddressInput from the form: Indonesia needs the province's region_id (found by
 * the chosen code), the country is always Indonesia. The form edits one street line; a second line
 * the address already had is sent back as it was rather than dropped.
 */
export function toAddressVariables(values: AddressFormValues, regions: readonly Region[], editing: AddressBookEntry | null): CreateCustomerAddressMutationVariables {
  const region = regions.find(({ code }) => code === values.region_code);
  return {
    firstname: text(values.firstname),
    lastname: text(values.lastname),
    street: [text(values.street?.[0]), ...lines(editing?.street ?? null).slice(1)],
    city: text(values.city),
    region: region ? { region_id: region.id, region_code: region.code, region: region.name } : { region_id: null, region_code: values.region_code || null, region: null },
    postcode: text(values.postcode),
    telephone: text(values.telephone),
    country_code: COUNTRY_ID,
    default_shipping: values.default_shipping === true,
    default_billing: values.default_billing === true,
  };
}

/** "Jl. Melati 5, Bandung": names a card and its buttons (the customer's name is the same on every card). */
export function addressLabel(address: AddressBookEntry): string {
  return [lines(address.street)[0], address.city].filter(Boolean).join(', ');
}
