import { gql, type TypedDocumentNode } from '@apollo/client';
import {
  type CheckoutShippingMethodsQuery,
  type CheckoutShippingMethodsQueryVariables,
  type LatestCustomerOrderQuery,
  type LatestCustomerOrderQueryVariables,
  type SetGuestEmailOnCartMutation,
  type SetGuestEmailOnCartMutationVariables,
  type SetShippingAddressOnCartMutation,
  type SetShippingAddressOnCartMutationVariables,
} from '../../../__generated__/operations';

/* The GraphQL documents the checkout thunks send (calls.ts, beside the REST calls). */

/** spec §7: a guest's email goes on the cart before the shipping address. */
export const SET_GUEST_EMAIL_ON_CART: TypedDocumentNode<SetGuestEmailOnCartMutation, SetGuestEmailOnCartMutationVariables> = gql`
  mutation setGuestEmailOnCart($cartId: String!, $email: String!) {
    setGuestEmailOnCart(input: { cart_id: $cartId, email: $email }) {
      cart {
        id
        email
      }
    }
  }
`;

/** A shipping method as the checkout offers it. */
const OFFERED_SHIPPING_METHOD = gql`
  fragment OfferedShippingMethod on AvailableShippingMethod {
    carrier_code
    carrier_title
    method_code
    method_title
    available
    amount {
      currency
      value
    }
  }
`;

/** The rates as offered now (a coupon or a changed cart changes them), read again when the checkout opens. */
export const CHECKOUT_SHIPPING_METHODS: TypedDocumentNode<CheckoutShippingMethodsQuery, CheckoutShippingMethodsQueryVariables> = gql`
  query checkoutShippingMethods($cartId: String!) {
    cart(cart_id: $cartId) {
      id
      shipping_addresses {
        available_shipping_methods {
          ...OfferedShippingMethod
        }
      }
    }
  }
  ${OFFERED_SHIPPING_METHOD}
`;

/** spec §7: the shipping address; its answer lists the shipping methods now available. */
export const SET_SHIPPING_ADDRESS_ON_CART: TypedDocumentNode<SetShippingAddressOnCartMutation, SetShippingAddressOnCartMutationVariables> = gql`
  mutation setShippingAddressOnCart(
    $cartId: String!
    $firstname: String!
    $lastname: String!
    $street: [String!]!
    $city: String!
    $region_code: String!
    $region_id: Int
    $postcode: String!
    $telephone: String!
    $country_id: String!
  ) {
    setShippingAddressesOnCart(
      input: {
        cart_id: $cartId
        shipping_addresses: [
          {
            address: {
              firstname: $firstname
              lastname: $lastname
              street: $street
              city: $city
              region: $region_code
              region_id: $region_id
              postcode: $postcode
              telephone: $telephone
              country_code: $country_id
              save_in_address_book: false
            }
          }
        ]
      }
    ) {
      cart {
        id
        shipping_addresses {
          available_shipping_methods {
            ...OfferedShippingMethod
          }
        }
      }
    }
  }
  ${OFFERED_SHIPPING_METHOD}
`;

/** The customer's newest order: its number, for the receipt after payment-information placed it. */
export const LATEST_CUSTOMER_ORDER: TypedDocumentNode<LatestCustomerOrderQuery, LatestCustomerOrderQueryVariables> = gql`
  query latestCustomerOrder {
    customer {
      orders(pageSize: 1, sort: { sort_field: CREATED_AT, sort_direction: DESC }) {
        items {
          id
          number
        }
      }
    }
  }
`;
