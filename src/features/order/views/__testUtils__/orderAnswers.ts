import { type FakeAnswer } from '../../../../app/__testUtils__/fakeGraphql';

// Magento CustomerOrder answers for the order pages' tests: every field any order query asks for.

const money = (value: number) => ({ __typename: 'Money', value, currency: 'IDR' });

const address = (city: string) => ({
  __typename: 'OrderAddress',
  firstname: 'Dewi',
  lastname: 'Lestari',
  street: ['Jl. Melati 5'],
  city,
  region: 'Jawa Barat',
  postcode: '40115',
  telephone: '081234567890',
});

export const BANK_INSTRUCTIONS = 'Transfer to BCA 123 456 7890 and write order 000000012 in the note.';

export function shipment(number: string, tracking: Array<{ carrier: string; title: string; number: string | null }>) {
  return { __typename: 'OrderShipment', id: btoa(number), number, tracking: tracking.map((track) => ({ __typename: 'ShipmentTracking', ...track })) };
}

/** An order of two lines (one with chosen options), paid by bank transfer, shipped with one JNE parcel. */
export function customerOrder(number = '000000012', overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'CustomerOrder',
    id: btoa(number),
    number,
    order_date: '2026-11-20 08:30:00',
    status: 'Processing',
    shipping_method: 'JNE - Reguler',
    items: [
      {
        __typename: 'OrderItem',
        id: `${number}-1`,
        product_name: 'Rose Serum',
        product_sku: 'RS-30',
        quantity_ordered: 2,
        quantity_shipped: 2,
        product_sale_price: money(100000),
        selected_options: [
          { __typename: 'OrderItemOption', label: 'Shade', value: 'Rose' },
          { __typename: 'OrderItemOption', label: 'Size', value: '30 ml' },
        ],
      },
      {
        __typename: 'OrderItem',
        id: `${number}-2`,
        product_name: 'Daily Sunscreen',
        product_sku: 'DS-50',
        quantity_ordered: 1,
        quantity_shipped: 0,
        product_sale_price: money(32000),
        selected_options: [],
      },
    ],
    total: {
      __typename: 'OrderTotal',
      subtotal: money(232000),
      total_shipping: money(18000),
      discounts: [{ __typename: 'Discount', label: 'JINGGAHEMAT', amount: money(25000) }],
      grand_total: money(225000),
    },
    shipping_address: address('Bandung'),
    billing_address: address('Bogor'),
    payment_methods: [
      {
        __typename: 'OrderPaymentMethod',
        name: 'Bank Transfer Payment',
        type: 'banktransfer',
        additional_data: [{ __typename: 'KeyValue', name: 'instructions', value: BANK_INSTRUCTIONS }],
      },
    ],
    shipments: [shipment('000000012', [{ carrier: 'jne', title: 'JNE - Reguler', number: 'JNG000000012345' }])],
    ...overrides,
  };
}

/** customer { orders } answering these orders (none: an unknown number, or another customer's). */
export function customerOrders(items: unknown[], page: { current_page: number; total_pages: number; total_count?: number } = { current_page: 1, total_pages: 1 }): FakeAnswer {
  return {
    data: {
      customer: {
        __typename: 'Customer',
        orders: {
          __typename: 'CustomerOrders',
          items,
          page_info: { __typename: 'SearchResultPageInfo', current_page: page.current_page, total_pages: page.total_pages },
          total_count: page.total_count ?? items.length,
        },
      },
    },
  };
}
