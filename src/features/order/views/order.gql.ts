import { gql } from '@apollo/client';

/** What every view of one order shows: its lines, totals, where it goes, how it ships and how it is paid. */
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

/** An order's shipments and their tracking numbers (the order page and Track an Order). */
export const ORDER_SHIPMENT_FIELDS = gql`
  fragment OrderShipmentFields on OrderShipment {
    id
    number
    tracking {
      carrier
      title
      number
    }
  }
`;
