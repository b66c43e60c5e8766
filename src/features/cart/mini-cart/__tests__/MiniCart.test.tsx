import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartDetails, type LineSpec } from '../../../../lib/store/testing/cartFixtures';
import { renderChrome } from '../../../chrome/header/__testUtils__/renderChrome';
import MiniCart from '../MiniCart';

const LINES: LineSpec[] = [
  { uid: 'l1', sku: 'VIT-C-1000', name: 'Vitamin C 1000 mg', quantity: 2, price: 62500 },
  { uid: 'l2', sku: 'SERUM', name: 'Glow Serum', quantity: 1, price: 150000, options: { Size: '30 ml', Scent: 'Rose' } },
];

async function renderMiniCart(lines: LineSpec[], { path = '/' } = {}) {
  const onClose = jest.fn();
  let current = lines;
  const view = await renderChrome(<MiniCart onClose={onClose} />, {
    path,
    cartId: 'cart-1',
    graphql: {
      getCartDetails: ({ cartId }) => ({ data: { cart: cartDetails(cartId, current) } }),
      removeItemFromCart: ({ cartId, itemUid }) => {
        if (itemUid === 'gone') return { errors: [{ message: 'The cart doesn\'t contain the item' }] };
        current = current.filter((line) => line.uid !== itemUid);
        return { data: { removeItemFromCart: { __typename: 'RemoveItemFromCartOutput', cart: { __typename: 'Cart', id: cartId } } } };
      },
    },
  });
  return { ...view, onClose };
}

describe('MiniCart', () => {
  it('fetches the cart when opened and shows each line: image, name, chosen options, quantity and price', async () => {
    const { sentNames } = await renderMiniCart(LINES);
    expect(sentNames()).toEqual(['getCartDetails']);

    const items = await screen.findAllByTestId('mini-cart-item');
    expect(items).toHaveLength(2);
    const [vitamin, serum] = items.map((item) => within(item));
    expect(vitamin.getByRole('img', { name: 'Vitamin C 1000 mg' })).toHaveAttribute('width', '80');
    expect(vitamin.getByRole('link', { name: 'Vitamin C 1000 mg' })).toHaveAttribute('href', '/vit-c-1000.html');
    expect(vitamin.getByText('Qty: 2')).toBeInTheDocument();
    expect(items[0]).toHaveTextContent(/Rp\s125\.000/);

    expect(items[1]).toHaveTextContent('Size:30 ml');
    expect(items[1]).toHaveTextContent('Scent:Rose');
    expect(serum.getByText('Qty: 1')).toBeInTheDocument();
    // A configurable line shows the chosen variant's picture.
    expect(serum.getByRole('img', { name: 'Glow Serum' }).getAttribute('src')).toContain('SERUM.png');

    expect(screen.getByText('Subtotal (3 items)')).toBeInTheDocument();
    expect(screen.getByTestId('mini-cart-subtotal')).toHaveTextContent(/Rp\s275\.000/);
  });

  it('offers Checkout and View Cart, each closing the drawer', async () => {
    const { onClose, currentLocation } = await renderMiniCart(LINES);
    await userEvent.click(await screen.findByRole('button', { name: 'Checkout' }));
    expect(currentLocation().pathname).toBe('/checkout');
    expect(onClose).toHaveBeenCalledTimes(1);

    const viewCart = screen.getByRole('link', { name: 'View Cart' });
    expect(viewCart).toHaveAttribute('href', '/cart');
    await userEvent.click(viewCart);
    expect(currentLocation().pathname).toBe('/cart');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('removes a line with its Remove button, and then shows the cart without it', async () => {
    await renderMiniCart(LINES);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Glow Serum from the cart' }));
    expect(await screen.findByText('Subtotal (2 items)')).toBeInTheDocument();
    expect(screen.getAllByTestId('mini-cart-item')).toHaveLength(1);
  });

  it("shows the shop's message when a line cannot be removed, and keeps the line", async () => {
    await renderMiniCart([{ uid: 'gone', sku: 'X', name: 'Old Balm', quantity: 1, price: 10000 }]);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Old Balm from the cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("The cart doesn't contain the item");
    expect(screen.getAllByTestId('mini-cart-item')).toHaveLength(1);
  });

  it('says so when the cart is empty', async () => {
    await renderMiniCart([]);
    expect(await screen.findByText('There are no items in your cart.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Checkout' })).not.toBeInTheDocument();
  });
});
