import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StorageKeys } from '../../../../lib/persistence/keys';
import userActions from '../../../../lib/store/user/actions';
import { renderChrome } from '../../../chrome/header/__testUtils__/renderChrome';
import { AccountMenu } from '../AccountMenu';

const trigger = () => screen.getByRole('button', { name: 'Account' });

describe('AccountMenu', () => {
  it('offers a guest Sign In and Create an Account', async () => {
    const { store } = await renderChrome(<AccountMenu />);
    await userEvent.click(trigger());
    expect(store.getState().app.drawer).toBe('account');
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in');
    expect(screen.getByRole('link', { name: 'Create an Account' })).toHaveAttribute('href', '/create-account');
    expect(screen.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
  });

  it('greets a signed-in customer and links their account pages', async () => {
    const { store } = await renderChrome(<AccountMenu />, { token: 'customer-token' });
    act(() => {
      store.dispatch(userActions.getDetails.receive({ email: 'siti@example.com', firstname: 'Siti', lastname: 'Rahma' }));
    });
    await userEvent.click(trigger());
    expect(screen.getByText('Hi, Siti')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/customer/account');
    expect(screen.getByRole('link', { name: 'Order History' })).toHaveAttribute('href', '/order-history');
    expect(screen.getByRole('link', { name: 'Wishlist' })).toHaveAttribute('href', '/wishlist');
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('signs out through the user slice: token gone, customer data evicted, menu closed', async () => {
    const { store, evictions, persistence, currentLocation } = await renderChrome(<AccountMenu />, { token: 'customer-token', path: '/wishlist' });
    expect(store.getState().user.isSignedIn).toBe(true);
    await userEvent.click(trigger());
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(store.getState().user.isSignedIn).toBe(false);
    expect(evictions).toContain('customer');
    expect(persistence.getItem(StorageKeys.signinToken)).toBeFalsy();
    expect(store.getState().app.drawer).toBeNull();
    await waitFor(() => expect(currentLocation().pathname).toBe('/'));
  });

  it("asks for the customer's name once after a reload, when only the token is stored", async () => {
    const signedInCustomer = jest.fn(() => ({ data: { customer: { __typename: 'Customer', email: 'siti@example.com', firstname: 'Siti', lastname: 'Rahma' } } }));
    const { store } = await renderChrome(<AccountMenu />, { token: 'customer-token', graphql: { signedInCustomer } });
    await waitFor(() => expect(store.getState().user.currentUser.firstname).toBe('Siti'));
    await userEvent.click(trigger());
    expect(screen.getByText('Hi, Siti')).toBeInTheDocument();
    expect(signedInCustomer).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape and on a press outside, but not on a press inside', async () => {
    const { store } = await renderChrome(
      <>
        <AccountMenu />
        <p>Elsewhere</p>
      </>,
    );
    await userEvent.click(trigger());
    fireEvent.mouseDown(screen.getByRole('link', { name: 'Create an Account' }));
    expect(store.getState().app.drawer).toBe('account');
    await userEvent.keyboard('{Escape}');
    expect(store.getState().app.drawer).toBeNull();
    await userEvent.click(trigger());
    fireEvent.mouseDown(screen.getByText('Elsewhere'));
    expect(store.getState().app.drawer).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });
});
