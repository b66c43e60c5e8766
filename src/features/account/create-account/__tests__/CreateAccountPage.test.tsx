import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../app/__testUtils__/renderApp';
import { type FakeResolvers } from '../../../../app/__testUtils__/fakeGraphql';

const main = () => within(screen.getByRole('main'));
const TAKEN = 'A customer with the same email address already exists in an associated website.';

function shop(created: unknown[]): FakeResolvers {
  return {
    createAccount: (variables) => {
      if (variables.email === 'taken@example.com') return { networkError: new Error(TAKEN) };
      created.push(variables);
      return { data: { createCustomerV2: { __typename: 'CustomerOutput', customer: { __typename: 'Customer', email: variables.email, firstname: variables.firstname, lastname: variables.lastname } } } };
    },
    generateCustomerToken: () => ({ data: { generateCustomerToken: { __typename: 'CustomerToken', token: 'new-tok' } } }),
    signedInCustomer: () => ({ data: { customer: { __typename: 'Customer', email: 'ayu@example.com', firstname: 'Ayu', lastname: 'Pratama' } } }),
  };
}

async function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = main().getByLabelText(label);
    await userEvent.clear(field);
    await userEvent.type(field, value);
  }
}

describe('/create-account', () => {
  it('checks the password rule and that both passwords match (spec §5)', async () => {
    await renderApp('/create-account', { resolvers: shop([]) });
    await screen.findByRole('heading', { name: 'Create an account' });
    await fill({ 'First Name': 'Ayu', 'Last Name': 'Pratama', Email: 'ayu@example.com', Password: 'weakpassword', 'Confirm Password': 'other' });
    await userEvent.click(main().getByRole('button', { name: 'Create an Account' }));
    expect(main().getByLabelText('Password')).toHaveAccessibleDescription('Minimum 12 characters, contains UPPERCASE, lowercase, digit (0-9), special characters');
    expect(main().getByLabelText('Confirm Password')).toHaveAccessibleDescription('Fields must match');
  });

  it("creates the account, signs the new customer in and opens their account; Magento's message for a used email", async () => {
    const created: unknown[] = [];
    const { store, currentLocation } = await renderApp('/create-account', { resolvers: shop(created) });
    await screen.findByRole('heading', { name: 'Create an account' });
    await fill({ 'First Name': 'Ayu', 'Last Name': 'Pratama', Email: 'taken@example.com', Password: 'Str0ng!Password', 'Confirm Password': 'Str0ng!Password' });
    await userEvent.click(main().getByRole('button', { name: 'Create an Account' }));
    expect(await main().findByRole('alert')).toHaveTextContent(TAKEN);

    await fill({ Email: 'ayu@example.com' });
    await userEvent.click(main().getByRole('checkbox', { name: 'Send me promos and health tips by email' }));
    await userEvent.click(main().getByRole('button', { name: 'Create an Account' }));
    await waitFor(() => expect(currentLocation().pathname).toBe('/customer/account'));
    expect(created).toEqual([{ firstname: 'Ayu', lastname: 'Pratama', email: 'ayu@example.com', password: 'Str0ng!Password', isSubscribed: true }]);
    expect(store.getState().user).toMatchObject({ isSignedIn: true, currentUser: { firstname: 'Ayu' } });
  });

  it("is prefilled from an order receipt's email and name", async () => {
    const prefill = { email: 'dewi@example.com', firstname: 'Dewi', lastname: 'Lestari' };
    await renderApp('/create-account', { resolvers: shop([]), state: { prefill } });
    expect(await main().findByLabelText('Email')).toHaveValue('dewi@example.com');
    expect(main().getByLabelText('First Name')).toHaveValue('Dewi');
    expect(main().getByLabelText('Last Name')).toHaveValue('Lestari');
  });
});
