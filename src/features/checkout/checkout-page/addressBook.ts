import { type Address } from '../../../lib/store/checkout/address';

/** The radio value of "a new address" beside the saved ones. */
export const NEW_ADDRESS = 'new';

export interface BookAddress {
  id: number | null;
  firstname: string | null;
  lastname: string | null;
  street: ReadonlyArray<string | null> | null;
  city: string | null;
  region: { region: string | null; region_code: string | null; region_id: number | null } | null;
  postcode: string | null;
  telephone: string | null;
}

/** A saved address as the checkout sends it (the address book's id kept, so the choice can be shown again). */
export function fromAddressBook(address: BookAddress): Address {
  return {
    firstname: address.firstname ?? '',
    lastname: address.lastname ?? '',
    street: (address.street ?? []).flatMap((line) => (line ? [line] : [])),
    city: address.city ?? '',
    region_code: address.region?.region_code ?? undefined,
    postcode: address.postcode ?? '',
    telephone: address.telephone ?? '',
    customerAddressId: address.id ?? undefined,
  };
}

/** "Dewi Lestari, Jl. Sudirman 1, Jakarta": one line naming a saved address. */
export function addressBookLabel(address: BookAddress): string {
  const name = [address.firstname, address.lastname].filter(Boolean).join(' ');
  return [name, ...(address.street ?? []).filter(Boolean), address.city].filter(Boolean).join(', ');
}

/** Which choice the step starts on: the one sent before, else the default shipping address, else a new one. */
export function initialAddressChoice(saved: Address | null, book: ReadonlyArray<{ id: number | null; default_shipping?: boolean | null }>): string {
  if (saved) return saved.customerAddressId ? String(saved.customerAddressId) : NEW_ADDRESS;
  const preferred = book.find((address) => address.default_shipping) ?? book[0];
  return preferred?.id != null ? String(preferred.id) : NEW_ADDRESS;
}
