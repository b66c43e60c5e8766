import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeResolvers } from '../../../../app/__testUtils__/fakeGraphql';
import { renderApp } from '../../../../app/__testUtils__/renderApp';
import { storedCompareListUid, storeCompareListUid } from '../../../../lib/persistence/compareListUid';

const GUEST_LIST = 'guest0000000000000000000000000000';
const CUSTOMER_LIST = 'customer000000000000000000000000';

const summary = (uid: string, ids: string[]) => ({ __typename: 'CompareList', uid, item_count: ids.length, items: ids.map((id) => ({ __typename: 'ComparableItem', uid: id })) });

/** The demo customer signing in; their compare list as the test gives it. */
function shop(compare: FakeResolvers): FakeResolvers {
  let carts = 0;
  return {
    createCart: () => ({ data: { cartId: (carts += 1) === 1 ? 'guest-cart' : 'customer-cart' } }),
    generateCustomerToken: () => ({ data: { generateCustomerToken: { __typename: 'CustomerToken', token: 'tok' } } }),
    mergeGuestCart: ({ destinationCartId }) => ({ data: { mergeCarts: { __typename: 'Cart', id: destinationCartId, total_quantity: 0 } } }),
    signedInCustomer: () => ({ data: { customer: { __typename: 'Customer', email: 'demo@example.com', firstname: 'Demo', lastname: 'Pelanggan' } } }),
    compareSummary: ({ uid }) => ({ data: { compareList: summary(uid, ['11', '42']) } }),
    ...compare,
  };
}

async function signIn(resolvers: FakeResolvers) {
  const app = await renderApp('/sign-in', { resolvers });
  const form = within(await screen.findByRole('main'));
  await userEvent.type(form.getByRole('textbox', { name: 'Email' }), 'demo@example.com');
  await userEvent.type(form.getByLabelText('Password'), 'Demo1234!Shop');
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  await waitFor(() => expect(app.currentLocation().pathname).toBe('/customer/account'));
  return app;
}

const operations = (sent: Array<{ operationName: string }>) => sent.map(({ operationName }) => operationName);

beforeEach(() => storeCompareListUid(null));

describe('the compare list at sign-in', () => {
  it("assigns the guest's list to the customer and shows the customer's list from then on", async () => {
    storeCompareListUid(GUEST_LIST);
    const { sent } = await signIn(
      shop({ assignCompareList: () => ({ data: { assignCompareListToCustomer: { __typename: 'AssignCompareListToCustomerOutput', result: true, compare_list: summary(CUSTOMER_LIST, ['11', '42']) } } }) }),
    );
    expect(sent.find(({ operationName }) => operationName === 'assignCompareList')?.variables).toEqual({ uid: GUEST_LIST });
    expect(storedCompareListUid()).toBe(CUSTOMER_LIST);
    expect(operations(sent)).not.toContain('customerCompareList');
  });

  it('takes up the list the customer already has when they come without one', async () => {
    const { sent } = await signIn(shop({ customerCompareList: () => ({ data: { customer: { __typename: 'Customer', compare_list: summary(CUSTOMER_LIST, ['42']) } } }) }));
    expect(operations(sent)).not.toContain('assignCompareList');
    expect(storedCompareListUid()).toBe(CUSTOMER_LIST);
  });

  it('forgets a guest list it cannot assign when the customer has none, and still signs in', async () => {
    storeCompareListUid(GUEST_LIST);
    const { store } = await signIn(
      shop({
        assignCompareList: () => ({ networkError: new Error('This customer is not authorized to access this list') }),
        customerCompareList: () => ({ data: { customer: { __typename: 'Customer', compare_list: null } } }),
      }),
    );
    expect(store.getState().user.isSignedIn).toBe(true);
    expect(storedCompareListUid()).toBeNull();
  });
});
