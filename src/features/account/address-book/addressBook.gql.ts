import { gql, type TypedDocumentNode } from '@apollo/client';
import {
  type AddressBookQuery,
  type AddressBookQueryVariables,
  type CreateCustomerAddressMutation,
  type CreateCustomerAddressMutationVariables,
  type DeleteCustomerAddressMutation,
  type DeleteCustomerAddressMutationVariables,
  type UpdateCustomerAddressMutation,
  type UpdateCustomerAddressMutationVariables,
} from '../../../__generated__/operations';
import { CUSTOMER_ADDRESS_FIELDS } from '../../order/address/customerAddress.gql';

export const ADDRESS_BOOK: TypedDocumentNode<AddressBookQuery, AddressBookQueryVariables> = gql`
  query addressBook {
    customer {
      default_shipping
      default_billing
      addresses {
        ...CustomerAddressFields
      }
    }
  }
  ${CUSTOMER_ADDRESS_FIELDS}
`;

/** The fields the form edits, one variable each (the same for a new address and an edit). */
export const CREATE_CUSTOMER_ADDRESS: TypedDocumentNode<CreateCustomerAddressMutation, CreateCustomerAddressMutationVariables> = gql`
  mutation createCustomerAddress(
    $firstname: String!
    $lastname: String!
    $street: [String]!
    $city: String!
    $region: CustomerAddressRegionInput!
    $postcode: String!
    $telephone: String!
    $country_code: CountryCodeEnum!
    $default_shipping: Boolean!
    $default_billing: Boolean!
  ) {
    createCustomerAddress(
      input: {
        firstname: $firstname
        lastname: $lastname
        street: $street
        city: $city
        region: $region
        postcode: $postcode
        telephone: $telephone
        country_code: $country_code
        default_shipping: $default_shipping
        default_billing: $default_billing
      }
    ) {
      ...CustomerAddressFields
    }
  }
  ${CUSTOMER_ADDRESS_FIELDS}
`;

export const UPDATE_CUSTOMER_ADDRESS: TypedDocumentNode<UpdateCustomerAddressMutation, UpdateCustomerAddressMutationVariables> = gql`
  mutation updateCustomerAddress(
    $id: Int!
    $firstname: String!
    $lastname: String!
    $street: [String]!
    $city: String!
    $region: CustomerAddressRegionInput!
    $postcode: String!
    $telephone: String!
    $country_code: CountryCodeEnum!
    $default_shipping: Boolean!
    $default_billing: Boolean!
  ) {
    updateCustomerAddress(
      id: $id
      input: {
        firstname: $firstname
        lastname: $lastname
        street: $street
        city: $city
        region: $region
        postcode: $postcode
        telephone: $telephone
        country_code: $country_code
        default_shipping: $default_shipping
        default_billing: $default_billing
      }
    ) {
      ...CustomerAddressFields
    }
  }
  ${CUSTOMER_ADDRESS_FIELDS}
`;

/** Magento refuses to delete the default shipping or billing address (its message is shown on the card). */
export const DELETE_CUSTOMER_ADDRESS: TypedDocumentNode<DeleteCustomerAddressMutation, DeleteCustomerAddressMutationVariables> = gql`
  mutation deleteCustomerAddress($id: Int!) {
    deleteCustomerAddress(id: $id)
  }
`;
