import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { addItemsToCart } from '../../../../lib/store/cart/itemActions';
import { addProductsAnswer, cartDetails } from '../../../../lib/store/testing/cartFixtures';
import { type FakeGraphql } from '../../../../lib/store/testing/createTestStore';
import { renderChrome } from '../../../chrome/header/__testUtils__/renderChrome';
import { addedSummary } from '../addedProducts';
import ProductAddedBanner from '../ProductAddedBanner';

const QTY_NOT_AVAILABLE = { code: 'INSUFFICIENT_STOCK', message: 'The requested qty is not available' };

const shop = (refuse = false): FakeGraphql => ({
  addProductsToCart: ({ cartId }) => addProductsAnswer(cartId, refuse ? 0 : 1, refuse ? [QTY_NOT_AVAILABLE] : []),
  getCartDetails: ({ cartId }) => ({ data: { cart: cartDetails(cartId, [{ uid: 'l1', sku: 'VIT-C', name: 'Vitamin C 1000 mg', quantity: 1 }]) } }),
});

async function renderBanner(width: number, refuse = false) {
  const view = await renderChrome(
    <>
      <ProductAddedBanner />
      <Link to="/elsewhere">Elsewhere</Link>
    </>,
    { width, cartId: 'cart-1', graphql: shop(refuse), path: '/vitamin-c.html' },
  );
  const add = () => act(async () => void (await view.store.dispatch(addItemsToCart([{ sku: 'VIT-C', quantity: 1 }]))));
  return { ...view, add };
}

describe('ProductAddedBanner on a phone', () => {
  it('names the product added, links to the cart, and closes', async () => {
    const { add } = await renderBanner(390);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    await add();
    expect(screen.getByRole('status')).toHaveTextContent('Vitamin C 1000 mg was added to your cart.');
    expect(screen.getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/cart');

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    await add();
    expect(screen.getByTestId('product-added-banner')).toBeInTheDocument();
  });

  it('goes away when the shopper moves to another page', async () => {
    const { add } = await renderBanner(390);
    await add();
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(screen.queryByTestId('product-added-banner')).not.toBeInTheDocument();
  });

  it('says nothing when the add failed', async () => {
    const { add } = await renderBanner(390, true);
    await add();
    expect(screen.queryByTestId('product-added-banner')).not.toBeInTheDocument();
  });
});

describe('ProductAddedBanner on a wider screen', () => {
  it('opens the mini cart instead of showing a banner', async () => {
    const { add, store } = await renderBanner(1280);
    await add();
    expect(store.getState().app.drawer).toBe('cart');
    expect(screen.queryByTestId('product-added-banner')).not.toBeInTheDocument();

    // Already open: a second add leaves it open.
    await add();
    expect(store.getState().app.drawer).toBe('cart');
  });
});

describe('addedSummary', () => {
  const lines = cartDetails('c', [
    { uid: 'l1', sku: 'SERUM', name: 'Glow Serum', quantity: 1, options: { Size: '30 ml' } },
    { uid: 'l2', sku: 'ZINC', name: 'Zinc 50', quantity: 2 },
  ]).items;

  it('names a configurable product added by its variant sku or its parent', () => {
    expect(addedSummary({ items: [{ sku: 'SERUM-variant', quantity: 1 }] }, lines)).toEqual({ kind: 'one', name: 'Glow Serum' });
    expect(addedSummary({ items: [{ sku: 'SERUM-30', parentSku: 'SERUM', quantity: 1 }] }, lines)).toEqual({ kind: 'one', name: 'Glow Serum' });
  });

  it('counts several products (a grouped product adds each child) and unknown ones', () => {
    expect(addedSummary({ items: [{ sku: 'ZINC', quantity: 1 }, { sku: 'SERUM', quantity: 1 }] }, lines)).toEqual({ kind: 'many', count: 2 });
    expect(addedSummary({ items: [{ sku: 'GONE', quantity: 1 }] }, lines)).toEqual({ kind: 'many', count: 1 });
  });
});
