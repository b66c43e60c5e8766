import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../../app/__testUtils__/renderApp';
import { BANK_INSTRUCTIONS, customerOrder, customerOrders } from '../../../order/views/__testUtils__/orderAnswers';

describe('/thanks/:order', () => {
  it("shows a signed-in customer's order: lines, totals, address, shipping, payment and the bank transfer instructions", async () => {
    await renderApp('/thanks/000000012', {
      signedIn: true,
      resolvers: { customerOrderByNumber: ({ number }) => customerOrders([customerOrder(number)]) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeInTheDocument();
    expect(screen.getByText(/^Your order number is/)).toHaveTextContent('Your order number is 000000012.');
    const summary = await screen.findByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByRole('heading', { name: 'Bank transfer instructions' }).parentElement).toHaveTextContent(BANK_INSTRUCTIONS);
    expect(within(summary).getByRole('link', { name: 'Paid already? Confirm your transfer' })).toHaveAttribute('href', '/confirm-payment?order=000000012');
    expect(summary).toHaveTextContent('Rose SerumShade: Rose, Size: 30 mlQty: 2Rp 200.000');
    expect(summary).toHaveTextContent('Order TotalRp 225.000');
    expect(within(summary).getByRole('heading', { name: 'Shipping Address' }).nextElementSibling).toHaveTextContent('Bandung');
    expect(within(summary).getByRole('heading', { name: 'Shipping Method' }).nextElementSibling).toHaveTextContent('JNE - Reguler');
    expect(within(summary).getByRole('heading', { name: 'Payment Method' }).nextElementSibling).toHaveTextContent('Bank Transfer Payment');
    // The thanks page asks for no billing address, so shows none.
    expect(within(summary).queryByRole('heading', { name: 'Billing Address' })).toBeNull();
  });
});
