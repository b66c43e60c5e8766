import { gql, type TypedDocumentNode } from '@apollo/client';
import {
  type CheckoutPaymentMethodsQuery,
  type CheckoutPaymentMethodsQueryVariables,
  type CheckoutShippingMethodsQuery,
  type CheckoutShippingMethodsQueryVariables,
  type SetGuestEmailOnCartMutation,
  type SetGuestEmailOnCartMutationVariables,
  type SetShippingAddressOnCartMutation,
  type SetShippingAddressOnCartMutationVariables,
} from '../../../__generated__/operations';

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

/** The payment methods the cart may be paid with. */
export const CHECKOUT_PAYMENT_METHODS: TypedDocumentNode<CheckoutPaymentMethodsQuery, CheckoutPaymentMethodsQueryVariables> = gql`
  query checkoutPaymentMethods($cartId: String!) {
    cart(cart_id: $cartId) {
      id
      available_payment_methods {
        code
        title
      }
    }
  }
`;
