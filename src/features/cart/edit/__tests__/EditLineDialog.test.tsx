import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../app/__testUtils__/renderApp';
import { AMPOULE, ampouleLine, editLineShop } from '../__testUtils__/editLineShop';

const serum = { uid: 's1', sku: 'SERUM', name: 'Bloom Serum', quantity: 1, price: 125000 };

const lineOf = (name: string) => screen.getAllByTestId('cart-line').find((line) => within(line).queryByRole('link', { name }))!;
const editButton = () => within(lineOf(AMPOULE.name)).getByRole('button', { name: `Edit ${AMPOULE.name} options` });

async function openCart() {
  const shop = editLineShop([ampouleLine('l0', '30 ml', 1), serum]);
  const app = await renderApp('/cart', { resolvers: shop.resolvers });
  await screen.findAllByTestId('cart-line');
  return { ...app, shop };
}

describe("the cart page's Edit dialog", () => {
  it('offers Edit on configurable lines only', async () => {
    await openCart();
    expect(editButton()).toHaveAttribute('aria-haspopup', 'dialog');
    expect(within(lineOf('Bloom Serum')).queryByRole('button', { name: /^Edit/ })).toBeNull();
  });

  it("opens on the line's choice, closes on Escape and gives the focus back to Edit", async () => {
    await openCart();
    await userEvent.click(editButton());
    const dialog = await screen.findByRole('dialog', { name: 'Edit item' });
    expect(await within(dialog).findByRole('radio', { name: '30 ml' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: '15 ml (not available)' })).toBeDisabled();
    expect(within(dialog).getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(1);
    expect(editButton()).toHaveAttribute('aria-expanded', 'true');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit item' })).toBeNull());
    expect(editButton()).toHaveFocus();
  });

  it('replaces the line on Update, closes, and puts the focus on the new line’s Edit', async () => {
    const { sent } = await openCart();
    await userEvent.click(editButton());
    const dialog = await screen.findByRole('dialog', { name: 'Edit item' });
    await userEvent.click(await within(dialog).findByRole('radio', { name: '50 ml' }));
    expect(within(dialog).getByTestId('edit-line-price')).toHaveTextContent(/Rp\s463\.000/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit item' })).toBeNull());
    expect(lineOf(AMPOULE.name)).toHaveTextContent('50 ml');
    expect(lineOf(AMPOULE.name)).toHaveTextContent(/Rp\s463\.000 each/);
    expect(sent.map(({ operationName }) => operationName)).toEqual(expect.arrayContaining(['removeItemFromCart', 'addProductsToCart']));
    await waitFor(() => expect(editButton()).toHaveFocus());
  });

  it("keeps the dialog open with Magento's refusal, the line as it was", async () => {
    await openCart();
    await userEvent.click(editButton());
    const dialog = await screen.findByRole('dialog', { name: 'Edit item' });
    await userEvent.click(await within(dialog).findByRole('radio', { name: '50 ml' }));
    const quantity = within(dialog).getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '11');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The requested qty is not available');
    expect(quantity).toHaveAccessibleDescription('The requested qty is not available');
    expect(lineOf(AMPOULE.name)).toHaveTextContent('30 ml');
  });
});
