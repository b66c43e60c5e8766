import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../app/__testUtils__/renderApp';
import { type FakeResolvers } from '../../../../app/__testUtils__/fakeGraphql';

const WEAK = 'Minimum 12 characters, contains UPPERCASE, lowercase, digit (0-9), special characters';
const customer = { __typename: 'Customer', firstname: 'Dewi', lastname: 'Lestari', email: 'dewi@example.com' };

function shop(overrides: FakeResolvers = {}): FakeResolvers {
  return {
    accountInformation: () => ({ data: { customer } }),
    signedInCustomer: () => ({ data: { customer } }),
    updateCustomerName: ({ firstname, lastname }) => ({ data: { updateCustomerV2: { __typename: 'CustomerOutput', customer: { ...customer, firstname, lastname } } } }),
    changeCustomerPassword: ({ currentPassword }) =>
      currentPassword === 'Demo1234!Shop' ? { data: { changeCustomerPassword: { __typename: 'Customer', email: customer.email } } } : { networkError: new Error('Invalid login or password.') },
    ...overrides,
  };
}

const section = (name: string) => within(screen.getByRole('region', { name }));

describe('/account-information', () => {
  it('saves a new name and tells the shopper', async () => {
    const { sent } = await renderApp('/account-information', { signedIn: true, resolvers: shop() });
    const name = await screen.findByRole('region', { name: 'Name' });
    const first = within(name).getByRole('textbox', { name: 'First Name' });
    expect(first).toHaveValue('Dewi');
    await userEvent.clear(first);
    await userEvent.type(first, 'Dewi Ayu');
    await userEvent.click(within(name).getByRole('button', { name: 'Save Name' }));
    expect(await within(name).findByText('Your name has been saved.')).toBeInTheDocument();
    expect(sent.find(({ operationName }) => operationName === 'updateCustomerName')?.variables).toEqual({ firstname: 'Dewi Ayu', lastname: 'Lestari' });
  });

  it('checks a new password with the spec messages before sending it', async () => {
    const { sent } = await renderApp('/account-information', { signedIn: true, resolvers: shop() });
    await screen.findByRole('region', { name: 'Password' });
    const password = section('Password');
    await userEvent.type(password.getByLabelText('Current Password'), 'Demo1234!Shop');
    await userEvent.type(password.getByLabelText('New Password'), 'weakpass');
    await userEvent.type(password.getByLabelText('Confirm New Password'), 'other');
    await userEvent.click(password.getByRole('button', { name: 'Change Password' }));
    expect(password.getByLabelText('New Password')).toHaveAccessibleDescription(WEAK);
    expect(password.getByLabelText('Confirm New Password')).toHaveAccessibleDescription('Fields must match');

    await userEvent.clear(password.getByLabelText('New Password'));
    await userEvent.type(password.getByLabelText('New Password'), 'Demo1234!Shop');
    await userEvent.click(password.getByRole('button', { name: 'Change Password' }));
    expect(password.getByLabelText('New Password')).toHaveAccessibleDescription('Fields must be different');
    expect(sent.map(({ operationName }) => operationName)).not.toContain('changeCustomerPassword');
  });

  it("shows Magento's refusal of a wrong current password and keeps what was typed", async () => {
    await renderApp('/account-information', { signedIn: true, resolvers: shop() });
    await screen.findByRole('region', { name: 'Password' });
    const password = section('Password');
    await userEvent.type(password.getByLabelText('Current Password'), 'Wrong1234!Shop');
    await userEvent.type(password.getByLabelText('New Password'), 'Newer1234!Shop');
    await userEvent.type(password.getByLabelText('Confirm New Password'), 'Newer1234!Shop');
    await userEvent.click(password.getByRole('button', { name: 'Change Password' }));
    expect(await password.findByRole('alert')).toHaveTextContent('Invalid login or password.');
    expect(password.getByLabelText('New Password')).toHaveValue('Newer1234!Shop');
  });

  async function typeNewPassword() {
    await screen.findByRole('region', { name: 'Password' });
    const password = section('Password');
    await userEvent.type(password.getByLabelText('Current Password'), 'Demo1234!Shop');
    await userEvent.type(password.getByLabelText('New Password'), 'Newer1234!Shop');
    await userEvent.type(password.getByLabelText('Confirm New Password'), 'Newer1234!Shop');
    return password;
  }

  it('changes the password, says so and clears the form', async () => {
    await renderApp('/account-information', { signedIn: true, resolvers: shop() });
    const password = await typeNewPassword();
    await userEvent.click(password.getByRole('button', { name: 'Change Password' }));
    expect(await password.findByText('Your password has been changed.')).toBeInTheDocument();
    await waitFor(() => expect(password.getByLabelText('New Password')).toHaveValue(''));
  });

  it('sends one change however often the button is pressed while it is on its way', async () => {
    const changeCustomerPassword = jest.fn(() => 'never' as const);
    await renderApp('/account-information', { signedIn: true, resolvers: shop({ changeCustomerPassword }) });
    const password = await typeNewPassword();
    const button = password.getByRole('button', { name: 'Change Password' });
    await userEvent.click(button);
    await userEvent.dblClick(button);
    expect(button).toBeDisabled();
    expect(changeCustomerPassword).toHaveBeenCalledTimes(1);
  });

  it('asks for a valid new email and the current password', async () => {
    await renderApp('/account-information', { signedIn: true, resolvers: shop() });
    await screen.findByRole('region', { name: 'Email' });
    const email = section('Email');
    expect(email.getByText('You sign in with dewi@example.com.')).toBeInTheDocument();
    await userEvent.type(email.getByRole('textbox', { name: 'New Email' }), 'dewi@');
    await userEvent.click(email.getByRole('button', { name: 'Change Email' }));
    expect(email.getByRole('textbox', { name: 'New Email' })).toHaveAccessibleDescription('Invalid email');
    expect(email.getByLabelText('Current Password')).toHaveAccessibleDescription('Is required.');
  });
});
