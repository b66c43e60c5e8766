import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../app/__testUtils__/renderApp';
import { type FakeResolvers } from '../../../../app/__testUtils__/fakeGraphql';
import { returnPath } from '../useCompleteSignIn';

/** The page's own form (the footer has a newsletter Email field too). */
const main = () => within(screen.getByRole('main'));

const REFUSED = 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';

/** A shop with the demo customer: the guest cart first, the customer's cart once signed in. */
function shop(): FakeResolvers {
  let carts = 0;
  return {
    createCart: () => ({ data: { cartId: (carts += 1) === 1 ? 'guest-cart' : 'customer-cart' } }),
    generateCustomerToken: ({ email, password }) =>
      email === 'demo@example.com' && password === 'Demo1234!Shop'
        ? { data: { generateCustomerToken: { __typename: 'CustomerToken', token: 'tok' } } }
        : { networkError: new Error(REFUSED) },
    mergeGuestCart: ({ destinationCartId }) => ({ data: { mergeCarts: { __typename: 'Cart', id: destinationCartId, total_quantity: 2 } } }),
    signedInCustomer: () => ({ data: { customer: { __typename: 'Customer', email: 'demo@example.com', firstname: 'Demo', lastname: 'Pelanggan' } } }),
  };
}

describe('/sign-in', () => {
  it('checks the fields with the spec messages before asking the shop', async () => {
    const { sent } = await renderApp('/sign-in', { resolvers: shop() });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(main().getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Is required.');
    expect(main().getByLabelText('Password')).toHaveAccessibleDescription('Is required.');
    await userEvent.type(main().getByRole('textbox', { name: 'Email' }), 'demo@');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(main().getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Invalid email');
    expect(sent.map(({ operationName }) => operationName)).not.toContain('generateCustomerToken');
  });

  it("shows Magento's message for a wrong password and keeps the shopper signed out", async () => {
    const { store } = await renderApp('/sign-in', { resolvers: shop() });
    await userEvent.type((await screen.findByRole('main')) && main().getByRole('textbox', { name: 'Email' }), 'demo@example.com');
    await userEvent.type(main().getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REFUSED);
    expect(store.getState().user.isSignedIn).toBe(false);
    expect(main().getByRole('textbox', { name: 'Email' })).toHaveValue('demo@example.com');
  });

  it("signs in, merges the guest cart into the customer's, and returns to the page the shopper came from", async () => {
    const { store, sent, currentLocation } = await renderApp('/sign-in', { resolvers: shop() });
    await screen.findByRole('button', { name: 'Sign In' });
    expect(store.getState().cart.cartId).toBe('guest-cart');
    await userEvent.type(main().getByRole('textbox', { name: 'Email' }), 'demo@example.com');
    await userEvent.type(main().getByLabelText('Password'), 'Demo1234!Shop');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(currentLocation().pathname).toBe('/customer/account'));
    expect(store.getState().user).toMatchObject({ isSignedIn: true, currentUser: { firstname: 'Demo' } });
    expect(store.getState().cart.cartId).toBe('customer-cart');
    expect(sent.find(({ operationName }) => operationName === 'mergeGuestCart')?.variables).toEqual({ sourceCartId: 'guest-cart', destinationCartId: 'customer-cart' });
    expect(currentLocation().pathname).toBe('/customer/account');
  });

  it('goes back only to a page of this shop', () => {
    expect(returnPath({ from: '/wishlist' })).toBe('/wishlist');
    expect(returnPath({ from: '//evil.example' })).toBe('/customer/account');
    expect(returnPath({ from: 'https://evil.example' })).toBe('/customer/account');
    expect(returnPath(null)).toBe('/customer/account');
  });
});
