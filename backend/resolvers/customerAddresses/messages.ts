// Magento 2.4.7's address book messages, word for word, with where each comes from
// (Magento_CustomerGraphQl unless said otherwise). `%1` placeholders are filled as Magento fills them.
export const ADDRESS_MESSAGES = {
  // Resolver\CreateCustomerAddress (graphql-input).
  createInputRequired: '"input" value should be specified',
  // Resolver\UpdateCustomerAddress (graphql-input): its own wording, "must".
  updateIdRequired: 'Address "id" value must be specified',
  updateInputRequired: '"input" value must be specified',
  // Resolver\DeleteCustomerAddress (graphql-input).
  deleteIdRequired: 'Address "id" value should be specified',
  // Model\Customer\Address\CreateCustomerAddress::validateData / UpdateCustomerAddress::validateData:
  // attribute codes, postcode first when the country's ZIP is not optional (graphql-input).
  requiredMissing: (codes: string[]) => `Required parameters are missing: ${codes.join(', ')}`,
  // Customer\Model\Address\Validator\General, run by AddressRepository::save (graphql-input): a
  // required field left blank (a street whose first line is blank); Validator\Country's "countryId".
  required: (code: string) => `"${code}" is required. Enter and try again.`,
  // Eav\Model\Attribute\Data\Multiline (the street's label, customer/address/street_lines: 2).
  tooManyStreetLines: (lines: number) => `"Street Address" cannot contain more than ${lines} lines.`,
  // Customer\Model\Address\Validator\Country: a country the store does not allow (general/country/allow).
  countryNotAllowed: (countryId: string) => `Invalid value of "${countryId}" provided for the countryId field.`,
  // Model\Customer\Address\ValidateAddress and PopulateCustomerAddressFromInput (graphql-input).
  regionIdRequired: 'A region_id is required for the specified country code',
  regionNotInCountry: 'The specified region is not a part of the selected country or region',
  regionIdMismatch: 'The region_id does not match the selected country or region',
  // Model\Customer\Address\GetCustomerAddress: unknown id (graphql-no-such-entity), another
  // customer's (graphql-authorization).
  notFound: (id: number) => `Could not find a address with ID "${id}"`,
  notOwned: (id: number) => `Current customer does not have permission to address with ID "${id}"`,
  // Model\Customer\Address\DeleteCustomerAddress (graphql-input): billing is checked first.
  deleteDefaultBilling: (id: number) => `Customer Address ${id} is set as default billing address and can not be deleted`,
  deleteDefaultShipping: (id: number) => `Customer Address ${id} is set as default shipping address and can not be deleted`,
} as const;
