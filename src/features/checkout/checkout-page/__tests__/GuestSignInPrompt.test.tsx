import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../app/__testUtils__/renderApp';
import { type FakeResolvers } from '../../../../app/__testUtils__/fakeGraphql';
import { cartDetails } from '../../../../lib/store/testing/cartFixtures';

const shop: FakeResolvers = {
  getCartDetails: ({ cartId }) => ({ data: { cart: cartDetails(cartId, [{ uid: 'l1', sku: 'SERUM', name: 'Bloom Serum', quantity: 1, price: 125000 }]) } }),
  addressRegions: () => ({ data: { country: { __typename: 'Country', id: 'ID', available_regions: [{ __typename: 'Region', id: 545, code: 'JK', name: 'DKI Jakarta' }] } } }),
  checkoutShippingMethods: ({ cartId }) => ({ data: { cart: { __typename: 'Cart', id: cartId, shipping_addresses: [] } } }),
};

describe('/checkout offers a guest to sign in', () => {
  it('links a guest to Sign In, which brings them back to the checkout', async () => {
    const { currentLocation } = await renderApp('/checkout', { resolvers: shop });
    expect(await screen.findByText('Have an account? Sign in for a faster checkout: your saved addresses are ready to use.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Sign In' }));
    expect(currentLocation().pathname).toBe('/sign-in');
    expect(currentLocation().state).toEqual({ from: '/checkout' });
  });

  it('offers nothing to a signed-in customer', async () => {
    await renderApp('/checkout', { signedIn: true, resolvers: { ...shop, checkoutCustomerAddresses: () => ({ data: { customer: { __typename: 'Customer', email: 'a@example.com', default_shipping: null, addresses: [] } } }) } });
    expect(await screen.findByRole('button', { name: 'Continue to Shipping Method' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
  });
});
