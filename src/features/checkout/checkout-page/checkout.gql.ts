import { gql, type TypedDocumentNode } from '@apollo/client';
import { type CheckoutPaymentMethodsQuery, type CheckoutPaymentMethodsQueryVariables } from '../../../__generated__/operations';

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
