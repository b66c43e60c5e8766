import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../app/__testUtils__/renderApp';

const main = () => within(screen.getByRole('main'));
const CANNOT_SET = "Cannot set the customer's password";

describe('/forgot-password', () => {
  it('asks Magento for a reset link for the email and says what happens next', async () => {
    const { sent } = await renderApp('/forgot-password', { resolvers: { requestPasswordResetEmail: () => ({ data: { requestPasswordResetEmail: true } }) } });
    await userEvent.click(await screen.findByRole('button', { name: 'Send Reset Link' }));
    expect(main().getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Is required.');
    await userEvent.type(main().getByRole('textbox', { name: 'Email' }), ' demo@example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(/If there is an account associated with demo@example.com/)).toBeInTheDocument();
    expect(sent.find(({ operationName }) => operationName === 'requestPasswordResetEmail')?.variables).toEqual({ email: 'demo@example.com' });
  });

  it("shows Magento's refusal and keeps the email", async () => {
    await renderApp('/forgot-password', { resolvers: { requestPasswordResetEmail: () => ({ networkError: new Error("Cannot reset the customer's password") }) } });
    await userEvent.type(await main().findByRole('textbox', { name: 'Email' }), 'nobody@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Cannot reset the customer's password");
    expect(main().getByRole('textbox', { name: 'Email' })).toHaveValue('nobody@example.com');
  });
});

describe('reset password', () => {
  async function fill(password = 'Newer1234!Shop', confirm = password) {
    await userEvent.type(await main().findByRole('textbox', { name: 'Email' }), 'demo@example.com');
    await userEvent.type(main().getByLabelText('New Password'), password);
    await userEvent.type(main().getByLabelText('Confirm New Password'), confirm);
    await userEvent.click(screen.getByRole('button', { name: 'Save New Password' }));
  }

  it("sets the new password with the token of Magento's emailed link, then offers Sign In", async () => {
    const { sent } = await renderApp('/customer/account/createPassword?token=abc123', { resolvers: { resetPassword: () => ({ data: { resetPassword: true } }) } });
    await fill();
    expect(await screen.findByText('Your new password has been saved. Sign in with it now.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in');
    expect(sent.find(({ operationName }) => operationName === 'resetPassword')?.variables).toEqual({
      email: 'demo@example.com',
      resetPasswordToken: 'abc123',
      newPassword: 'Newer1234!Shop',
    });
  });

  it('takes the token from /authentication/resetpassword/:token too, and checks the password rule first', async () => {
    const { sent } = await renderApp('/authentication/resetpassword/tok-9', { resolvers: { resetPassword: () => ({ data: { resetPassword: true } }) } });
    await fill('weak', 'other');
    expect(main().getByLabelText('New Password')).toHaveAccessibleDescription('Minimum 12 characters, contains UPPERCASE, lowercase, digit (0-9), special characters');
    expect(main().getByLabelText('Confirm New Password')).toHaveAccessibleDescription('Fields must match');
    expect(sent.map(({ operationName }) => operationName)).not.toContain('resetPassword');
  });

  it("shows Magento's refusal of a used or expired link and offers a new one", async () => {
    await renderApp('/authentication/resetpassword/used', { resolvers: { resetPassword: () => ({ networkError: new Error(CANNOT_SET) }) } });
    await fill();
    expect(await screen.findByRole('alert')).toHaveTextContent(CANNOT_SET);
    expect(screen.getByRole('link', { name: 'Send me a new reset link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('says a link without its token is incomplete', async () => {
    await renderApp('/customer/account/createPassword');
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is incomplete.');
    expect(screen.queryByRole('button', { name: 'Save New Password' })).toBeNull();
  });
});
