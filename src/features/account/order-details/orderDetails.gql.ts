import { gql, type TypedDocumentNode } from '@apollo/client';
import { type OrderDetailsQuery, type OrderDetailsQueryVariables } from '../../../__generated__/operations';
import { ORDER_SHIPMENT_FIELDS, ORDER_SUMMARY_FIELDS } from '../../order/views/order.gql';

/**
 * One of the customer's orders by its number (another customer's number answers no order): what the
 * thanks page shows, plus the billing address, what has shipped and the shipments' tracking.
 */
export const ORDER_DETAILS: TypedDocumentNode<OrderDetailsQuery, OrderDetailsQueryVariables> = gql`
  query orderDetails($number: String!) {
    customer {
      orders(filter: { number: { eq: $number } }, pageSize: 1) {
        items {
          ...OrderSummaryFields
          items {
            id
            quantity_shipped
          }
          billing_address {
            firstname
            lastname
            street
            city
            region
            postcode
            telephone
          }
          shipments {
            ...OrderShipmentFields
          }
        }
      }
    }
  }
  ${ORDER_SUMMARY_FIELDS}
  ${ORDER_SHIPMENT_FIELDS}
`;
