import { act, screen, within } from '@testing-library/react';
import { renderApp } from '../../../../app/__testUtils__/renderApp';
import { type FakeResolvers } from '../../../../app/__testUtils__/fakeGraphql';
import appActions from '../../../../lib/store/app/actions';
import { cartDetails } from '../../../../lib/store/testing/cartFixtures';

const REGIONS = { data: { country: { __typename: 'Country', id: 'ID', available_regions: [{ __typename: 'Region', id: 546, code: 'JB', name: 'Jawa Barat' }] } } };
const TONER = { uid: 'l1', sku: 'TONER', name: 'Rice Toner', quantity: 1, price: 54000 };

/** A guest's one-line cart, from a shop that can be made unreachable. */
function shop() {
  const state = { reachable: true };
  const unreachable = { networkError: new TypeError('Failed to fetch') };
  const resolvers: FakeResolvers = {
    getCartDetails: ({ cartId }) => (state.reachable ? { data: { cart: cartDetails(cartId, [TONER]) } } : unreachable),
    checkoutRegions: () => REGIONS,
    addressRegions: () => REGIONS,
    checkoutShippingMethods: ({ cartId }) => (state.reachable ? { data: { cart: { __typename: 'Cart', id: cartId, shipping_addresses: [] } } } : unreachable),
  };
  return { state, resolvers };
}

/** The page's own notices (the toasts say offline and online too, outside the page). */
const pageStatus = () => within(screen.getByRole('main')).queryByRole('status');

describe('/checkout offline', () => {
  it('says so instead of "Fetching Data..." when the cart cannot be fetched, and opens the steps once back online', async () => {
    const { state, resolvers } = shop();
    state.reachable = false;
    const { store } = await renderApp('/checkout', { resolvers });
    act(() => void store.dispatch(appActions.setOffline()));
    expect(await within(screen.getByRole('main')).findByRole('status')).toHaveTextContent('You are offline. Your cart shows here as soon as you are back online.');
    expect(screen.queryByText('Fetching Data...')).toBeNull();

    state.reachable = true;
    act(() => void store.dispatch(appActions.setOnline()));
    const summary = await screen.findByRole('complementary', { name: 'Order Summary' });
    expect(await within(summary).findByText('Rice Toner')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'First Name' })).toBeInTheDocument();
    expect(pageStatus()).toBeNull();
  });

  it('keeps the steps and the known cart on show while offline, saying so, and asks the rates again once back online', async () => {
    const { state, resolvers } = shop();
    const { store, sent } = await renderApp('/checkout', { resolvers });
    const summary = await screen.findByRole('complementary', { name: 'Order Summary' });
    await within(summary).findByText('Rice Toner');
    state.reachable = false;
    act(() => void store.dispatch(appActions.setOffline()));
    expect(pageStatus()).toHaveTextContent('You are offline. This is your cart as it was last loaded');
    expect(within(summary).getByText('Rice Toner')).toBeInTheDocument();

    const asked = (name: string) => sent.filter((operation) => operation.operationName === name).length;
    const before = { details: asked('getCartDetails'), rates: asked('checkoutShippingMethods') };
    state.reachable = true;
    await act(async () => void store.dispatch(appActions.setOnline()));
    expect(pageStatus()).toBeNull();
    expect(asked('getCartDetails')).toBe(before.details + 1);
    expect(asked('checkoutShippingMethods')).toBe(before.rates + 1);
  });
});
