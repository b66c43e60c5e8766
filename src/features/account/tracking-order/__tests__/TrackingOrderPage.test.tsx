import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../app/__testUtils__/renderApp';
import { type FakeResolvers } from '../../../../app/__testUtils__/fakeGraphql';
import { customerOrder, customerOrders } from '../../../order/views/__testUtils__/orderAnswers';

/** The customer has 000000012 (shipped with JNE) and 000000013 (not shipped); any other number answers none. */
const resolvers: FakeResolvers = {
  trackOrder: ({ number }) =>
    customerOrders([customerOrder('000000012'), customerOrder('000000013', { status: 'Pending', shipments: [] })].filter((order) => order.number === number)),
};

const lookups = (sent: Array<{ operationName: string; variables: Record<string, unknown> }>) => sent.filter((op) => op.operationName === 'trackOrder').map((op) => op.variables);
const numberField = () => screen.findByRole('textbox', { name: 'Order Number' });
const track = () => userEvent.click(screen.getByRole('button', { name: 'Track Order' }));

describe('/tracking-order', () => {
  it('requires an order number', async () => {
    const { sent } = await renderApp('/tracking-order', { signedIn: true, resolvers });
    expect(await screen.findByRole('heading', { level: 1, name: 'Track Your Order' })).toBeInTheDocument();
    await userEvent.type(await numberField(), '   ');
    await track();
    expect(await screen.findByText('Is required.')).toBeInTheDocument();
    expect(await numberField()).toHaveAttribute('aria-invalid', 'true');
    expect(lookups(sent)).toEqual([]);
  });

  it("shows the order's status and each shipment's carrier, service and tracking number, with the number in the URL", async () => {
    const { sent, currentLocation } = await renderApp('/tracking-order', { signedIn: true, resolvers });
    await userEvent.type(await numberField(), ' 000000012 ');
    await track();
    const result = await screen.findByRole('region', { name: 'Order #000000012' });
    expect(currentLocation().search).toBe('?number=000000012');
    expect(lookups(sent)).toEqual([{ number: '000000012' }]);
    expect(result).toHaveTextContent('Status: Processing');
    const shipment = within(result).getByRole('heading', { name: 'Shipment #000000012' }).parentElement!;
    const [header, row] = within(shipment).getAllByRole('row');
    expect(within(header).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Carrier', 'Service', 'Tracking Number']);
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['jne', 'JNE - Reguler', 'JNG000000012345']);
    expect(within(result).getByRole('link', { name: 'View order details' })).toHaveAttribute('href', '/order/000000012');

    // The same number again looks again (a parcel may have shipped since).
    await track();
    expect(await screen.findByRole('region', { name: 'Order #000000012' })).toBeInTheDocument();
    expect(lookups(sent)).toEqual([{ number: '000000012' }, { number: '000000012' }]);
  });

  it('looks up the number the URL names (the order page\'s "Track this order"), prefilled', async () => {
    await renderApp('/tracking-order?number=000000013', { signedIn: true, resolvers });
    expect(await numberField()).toHaveValue('000000013');
    const result = await screen.findByRole('region', { name: 'Order #000000013' });
    expect(result).toHaveTextContent('Status: Pending');
    expect(result).toHaveTextContent('This order has not shipped yet.');
  });

  it('says so for a number the customer has no order with', async () => {
    await renderApp('/tracking-order', { signedIn: true, resolvers });
    await userEvent.type(await numberField(), '123456789');
    await track();
    expect(await screen.findByRole('alert')).toHaveTextContent('You have no order with the number 123456789.');
    expect(screen.queryByRole('region', { name: /^Order #/ })).toBeNull();
  });

  it("shows the request's error", async () => {
    await renderApp('/tracking-order?number=000000012', { signedIn: true, resolvers: { trackOrder: () => ({ networkError: new Error('Failed to fetch') }) } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch');
  });
});
