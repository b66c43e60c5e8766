import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../app/__testUtils__/renderApp';
import { type FakeResolvers } from '../../../../app/__testUtils__/fakeGraphql';

const token = (hash: string, type: string, last4: string, expires: string) => ({
  __typename: 'PaymentToken',
  public_hash: hash,
  payment_method_code: 'jingga_card',
  type: 'card',
  details: JSON.stringify({ type, maskedCC: last4, expirationDate: expires }),
});

function vault(refusal?: string): { resolvers: FakeResolvers; hashes: () => string[] } {
  let tokens = [token('h1', 'VI', '1111', '12/2028'), token('h2', 'MC', '4444', '09/2029')];
  const list = () => ({ __typename: 'CustomerPaymentTokens', items: tokens });
  return {
    hashes: () => tokens.map((entry) => entry.public_hash),
    resolvers: {
      savedPayments: () => ({ data: { customerPaymentTokens: list() } }),
      deleteSavedPayment: ({ publicHash }) => {
        if (refusal) return { networkError: new Error(refusal) };
        tokens = tokens.filter((entry) => entry.public_hash !== publicHash);
        return { data: { deletePaymentToken: { __typename: 'DeletePaymentTokenOutput', result: true, customerPaymentTokens: list() } } };
      },
    },
  };
}

describe('/saved-payments', () => {
  it('lists the saved cards and deletes one after asking', async () => {
    const shop = vault();
    await renderApp('/saved-payments', { signedIn: true, resolvers: shop.resolvers });
    expect(await screen.findByRole('heading', { name: 'Visa ending in 1111' })).toBeInTheDocument();
    expect(screen.getByText('Expires 12/2028')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Mastercard ending in 4444' }));
    const confirm = screen.getByRole('group', { name: 'Delete this card?' });
    expect(shop.hashes()).toEqual(['h1', 'h2']);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await screen.findByRole('heading', { name: 'Visa ending in 1111' });
    expect(screen.queryByRole('heading', { name: 'Mastercard ending in 4444' })).toBeNull();
    expect(shop.hashes()).toEqual(['h1']);
  });

  it('keeps the card when deleting is cancelled or refused', async () => {
    const shop = vault('Could not find a token using public hash: h1');
    await renderApp('/saved-payments', { signedIn: true, resolvers: shop.resolvers });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Visa ending in 1111' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('group', { name: 'Delete this card?' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Visa ending in 1111' }));
    await userEvent.click(within(screen.getByRole('group', { name: 'Delete this card?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not find a token using public hash: h1');
    expect(screen.getByRole('heading', { name: 'Visa ending in 1111' })).toBeInTheDocument();
  });

  it('says when there is no saved card', async () => {
    await renderApp('/saved-payments', { signedIn: true, resolvers: { savedPayments: () => ({ data: { customerPaymentTokens: { __typename: 'CustomerPaymentTokens', items: [] } } }) } });
    expect(await screen.findByText(/You have no saved cards/)).toBeInTheDocument();
  });
});
