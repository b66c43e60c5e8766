import { gql, type TypedDocumentNode } from '@apollo/client';
import { type CustomerOrderByNumberQuery, type CustomerOrderByNumberQueryVariables, type GuestOrderQuery, type GuestOrderQueryVariables } from '../../__generated__/operations';

/** What the thanks page shows of an order: its lines, totals, addresses, shipping and payment. */
export const ORDER_SUMMARY_FIELDS = gql`
  fragment OrderSummaryFields on CustomerOrder {
    id
    number
    order_date
    status
    shipping_method
    items {
      id
      product_name
      product_sku
      quantity_ordered
      product_sale_price {
        value
        currency
      }
      selected_options {
        label
        value
      }
    }
    total {
      subtotal {
        value
        currency
      }
      total_shipping {
        value
        currency
      }
      discounts {
        label
        amount {
          value
          currency
        }
      }
      grand_total {
        value
        currency
      }
    }
    shipping_address {
      firstname
      lastname
      street
      city
      region
      postcode
      telephone
    }
    payment_methods {
      name
      type
      additional_data {
        name
        value
      }
    }
  }
`;

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
