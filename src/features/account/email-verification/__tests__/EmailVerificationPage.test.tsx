import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../app/__testUtils__/renderApp';

const main = () => within(screen.getByRole('main'));
const INVALID = 'The confirmation token is invalid. Verify the token and try again.';

describe('/registration/verification/:token', () => {
  it('confirms the account with the email and the key of the link', async () => {
    const { sent } = await renderApp('/registration/verification/key-42', {
      resolvers: { confirmEmail: () => ({ data: { confirmEmail: { __typename: 'CustomerOutput', customer: { __typename: 'Customer', email: 'new@example.com' } } } }) },
    });
    await userEvent.type(await main().findByRole('textbox', { name: 'Email' }), 'new@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Email' }));
    expect(await screen.findByText('Thank you! Your account is confirmed.')).toBeInTheDocument();
    expect(sent.find(({ operationName }) => operationName === 'confirmEmail')?.variables).toEqual({ email: 'new@example.com', key: 'key-42' });
  });

  it("shows Magento's refusal of a wrong key", async () => {
    await renderApp('/registration/verification/wrong', { resolvers: { confirmEmail: () => ({ networkError: new Error(INVALID) }) } });
    await userEvent.type(await main().findByRole('textbox', { name: 'Email' }), 'new@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID);
  });

  it('says a link without its key is incomplete', async () => {
    await renderApp('/registration/verification');
    expect(await screen.findByRole('alert')).toHaveTextContent('This confirmation link is incomplete.');
  });
});
