import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../../app/__testUtils__/renderApp';
import { type FakeResolvers } from '../../../../app/__testUtils__/fakeGraphql';
import { BANK_INSTRUCTIONS, customerOrder, customerOrders, shipment } from '../../../order/views/__testUtils__/orderAnswers';

/** The customer's orders by number; any other number answers none (as Magento does for another customer's). */
function orders(...known: Array<ReturnType<typeof customerOrder>>): FakeResolvers {
  return { orderDetails: ({ number }) => customerOrders(known.filter((order) => order.number === number)) };
}

const region = (name: string) => screen.getByRole('region', { name });
/** A row's cells as read (prices carry a no-break space). */
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent?.replace(/\s/g, ' '));

describe('/order/:number', () => {
  it('shows the order: number, date, status, lines, totals, addresses, shipping, payment and instructions', async () => {
    const { sent } = await renderApp('/order/000000012', { signedIn: true, resolvers: orders(customerOrder()) });
    const summary = await screen.findByRole('region', { name: 'Order #000000012' });
    expect(screen.getByRole('heading', { level: 1, name: 'Order Details' })).toBeInTheDocument();
    expect(summary).toHaveTextContent('Order DateNov 20, 2026');
    expect(summary).toHaveTextContent('StatusProcessing');
    expect(within(summary).getByRole('heading', { name: 'Bank transfer instructions' }).parentElement).toHaveTextContent(BANK_INSTRUCTIONS);
    expect(within(summary).getByRole('link', { name: 'Track this order' })).toHaveAttribute('href', '/tracking-order?number=000000012');
    expect(sent.find((op) => op.operationName === 'orderDetails')?.variables).toEqual({ number: '000000012' });

    const items = region('Items Ordered');
    const [header, serum, sunscreen] = within(items).getAllByRole('row');
    expect(within(header).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Product', 'SKU', 'Price', 'Ordered', 'Shipped']);
    expect(within(serum).getByRole('rowheader')).toHaveTextContent('Rose SerumShade: Rose, Size: 30 ml');
    expect(cells(serum)).toEqual(['RS-30', 'Rp 100.000', '2', '2']);
    expect(cells(sunscreen)).toEqual(['DS-50', 'Rp 32.000', '1', '0']);
    expect(items).toHaveTextContent('Subtotal (3 items)Rp 232.000');
    expect(items).toHaveTextContent('Discount (JINGGAHEMAT)−Rp 25.000');
    expect(items).toHaveTextContent('ShippingRp 18.000');
    expect(items).toHaveTextContent('Order TotalRp 225.000');

    const information = region('Order Information');
    expect(within(information).getByRole('heading', { name: 'Shipping Address' }).nextElementSibling).toHaveTextContent('Bandung');
    expect(within(information).getByRole('heading', { name: 'Billing Address' }).nextElementSibling).toHaveTextContent('Bogor');
    expect(within(information).getByRole('heading', { name: 'Shipping Method' }).nextElementSibling).toHaveTextContent('JNE - Reguler');
    expect(within(information).getByRole('heading', { name: 'Payment Method' }).nextElementSibling).toHaveTextContent('Bank Transfer Payment');
    expect(screen.getAllByRole('link', { name: 'Back to Order History' })[0]).toHaveAttribute('href', '/order-history');
  });

  it("lists each shipment's carrier and tracking numbers", async () => {
    const twoParcels = customerOrder('000000012', {
      shipments: [
        shipment('000000012', [{ carrier: 'jne', title: 'JNE - Reguler', number: 'JNG000000012345' }]),
        shipment('000000013', [{ carrier: 'sicepat', title: 'SiCepat - Reguler', number: null }]),
      ],
    });
    await renderApp('/order/000000012', { signedIn: true, resolvers: orders(twoParcels) });
    const shipments = await screen.findByRole('region', { name: 'Shipments' });
    const first = within(shipments).getByRole('heading', { name: 'Shipment #000000012' }).parentElement!;
    const [, track] = within(first).getAllByRole('row');
    expect(cells(track)).toEqual(['jne', 'JNE - Reguler', 'JNG000000012345']);
    const second = within(shipments).getByRole('heading', { name: 'Shipment #000000013' }).parentElement!;
    expect(second).toHaveTextContent('SiCepat - RegulerNo tracking number yet.');
  });

  it('says when nothing has shipped yet, and leaves out instructions other payments lack', async () => {
    const cashOnDelivery = customerOrder('000000012', {
      status: 'Pending',
      shipments: [],
      payment_methods: [{ __typename: 'OrderPaymentMethod', name: 'Cash On Delivery', type: 'cashondelivery', additional_data: [] }],
    });
    await renderApp('/order/000000012', { signedIn: true, resolvers: orders(cashOnDelivery) });
    expect(await screen.findByRole('region', { name: 'Shipments' })).toHaveTextContent('This order has not shipped yet.');
    expect(screen.queryByRole('heading', { name: 'Bank transfer instructions' })).toBeNull();
    expect(region('Order Information')).toHaveTextContent('Cash On Delivery');
  });

  it("says the order is not found for a number that is not the customer's, with a way back", async () => {
    await renderApp('/order/999999999', { signedIn: true, resolvers: orders(customerOrder()) });
    const notFound = await screen.findByRole('region', { name: 'Order not found' });
    expect(notFound).toHaveTextContent('There is no order #999999999 in your account.');
    expect(within(notFound).getByRole('link', { name: 'Back to Order History' })).toHaveAttribute('href', '/order-history');
  });

  it("shows the request's error", async () => {
    await renderApp('/order/000000012', { signedIn: true, resolvers: { orderDetails: () => ({ networkError: new Error('Failed to fetch') }) } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch');
    expect(screen.queryByRole('region', { name: 'Order not found' })).toBeNull();
  });
});
