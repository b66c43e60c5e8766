import { gql, type TypedDocumentNode } from '@apollo/client';
import { type CustomerOrderByNumberQuery, type CustomerOrderByNumberQueryVariables, type GuestOrderQuery, type GuestOrderQueryVariables } from '../../../__generated__/operations';
import { ORDER_SUMMARY_FIELDS } from '../../order/views/order.gql';

/** Magento 2.4.7's guest order lookup: the number with the email and billing postcode it was placed with. */
export const GUEST_ORDER: TypedDocumentNode<GuestOrderQuery, GuestOrderQueryVariables> = gql`
  query guestOrder($number: String!, $email: String!, $postcode: String!) {
    guestOrder(input: { number: $number, email: $email, postcode: $postcode }) {
      ...OrderSummaryFields
    }
  }
  ${ORDER_SUMMARY_FIELDS}
`;

/** A signed-in customer's order by its number (only their own orders answer). */
export const CUSTOMER_ORDER_BY_NUMBER: TypedDocumentNode<CustomerOrderByNumberQuery, CustomerOrderByNumberQueryVariables> = gql`
  query customerOrderByNumber($number: String!) {
    customer {
      orders(filter: { number: { eq: $number } }, pageSize: 1) {
        items {
          ...OrderSummaryFields
        }
      }
    }
  }
  ${ORDER_SUMMARY_FIELDS}
`;
