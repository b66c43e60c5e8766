import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../../app/__testUtils__/renderApp';
import { stubViewportWidth } from '../../../../lib/media/matchMediaStub';
import { renderChrome } from '../../header/__testUtils__/renderChrome';
import { TabBar } from '../TabBar';
import { activeTabId } from '../tabs';

const tabBar = () => screen.queryByRole('navigation', { name: 'Shortcuts' });

describe('TabBar in the page layout', () => {
  beforeEach(() => stubViewportWidth(390));

  it.each(['/', '/category', '/cart', '/store-locator', '/customer/account'])('is shown on %s', async (path) => {
    await renderApp(path);
    expect(tabBar()).toBeInTheDocument();
  });

  it.each(['/skincare.html', '/search.html', '/checkout', '/sign-in', '/create-account', '/order-history'])('is hidden on %s', async (path) => {
    // Signed in for the account pages; signed out for sign-in and sign-up (which send a signed-in shopper on).
    const signedIn = !['/sign-in', '/create-account'].includes(path);
    await renderApp(path, { signedIn, resolvers: { resolveUrl: () => 'never' } });
    expect(tabBar()).not.toBeInTheDocument();
  });
});

describe('TabBar', () => {
  it('links the five tabs and marks the current one', async () => {
    await renderChrome(<TabBar hidden={false} />, { path: '/store-locator', width: 390 });
    const nav = tabBar()!;
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Categories', '/category'],
      ['Cart', '/cart'],
      ['Shop', '/store-locator'],
      ['My account', '/customer/account'],
    ]);
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent('Shop');
  });

  it('shows the cart counter on the Cart tab', async () => {
    await renderChrome(<TabBar hidden={false} />, {
      width: 390,
      token: 'customer-token',
      cartId: 'cart-1',
      resolvers: { getItemCount: () => ({ data: { cart: { __typename: 'Cart', id: 'cart-1', total_quantity: 120 } } }) },
    });
    expect(screen.getByTestId('tab-bar-cart-count')).toHaveTextContent('99+');
    expect(screen.getByRole('link', { name: /Cart/ })).toHaveTextContent('99+');
  });

  it('marks My account active on /account-information too', () => {
    expect(activeTabId('/account-information')).toBe('account');
    expect(activeTabId('/home')).toBe('home');
    expect(activeTabId('/wishlist')).toBeNull();
  });
});
