import { gql, type TypedDocumentNode } from '@apollo/client';
import { type TrackOrderQuery, type TrackOrderQueryVariables } from '../../../__generated__/operations';
import { ORDER_SHIPMENT_FIELDS } from '../../order/views/order.gql';

/** Where one of the customer's orders is: its status and its shipments' tracking (another customer's number answers none). */
export const TRACK_ORDER: TypedDocumentNode<TrackOrderQuery, TrackOrderQueryVariables> = gql`
  query trackOrder($number: String!) {
    customer {
      orders(filter: { number: { eq: $number } }, pageSize: 1) {
        items {
          id
          number
          status
          shipments {
            ...OrderShipmentFields
          }
        }
      }
    }
  }
  ${ORDER_SHIPMENT_FIELDS}
`;
