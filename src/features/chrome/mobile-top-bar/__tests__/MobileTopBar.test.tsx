import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { publishPageTitle } from '../../../../lib/page/pageTitleStore';
import { renderChrome } from '../../header/__testUtils__/renderChrome';
import { MobileTopBar } from '../MobileTopBar';

const mobile = { width: 390 };

describe('MobileTopBar', () => {
  afterEach(() => act(() => publishPageTitle(null)));

  it("names the page by the route's title id and shows a cart link", async () => {
    await renderChrome(<MobileTopBar titleId="category.title" hideCartTrigger={false} />, { ...mobile, path: '/category' });
    expect(within(screen.getByRole('banner')).getByText('Categories')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Cart/ })).toHaveAttribute('href', '/cart');
  });

  it('names a catalogue page by the title the resolved page publishes', async () => {
    await renderChrome(<MobileTopBar titleId={null} hideCartTrigger={false} />, { ...mobile, path: '/skincare.html' });
    act(() => publishPageTitle('Skincare'));
    expect(within(screen.getByRole('banner')).getByText('Skincare')).toBeInTheDocument();
  });

  it('goes one step back in history', async () => {
    const { currentLocation } = await renderChrome(<MobileTopBar titleId="category.title" hideCartTrigger={false} />, {
      ...mobile,
      history: ['/brands'],
      path: '/category',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(currentLocation().pathname).toBe('/brands');
  });

  it('goes home from a page opened directly', async () => {
    const { currentLocation } = await renderChrome(<MobileTopBar titleId="category.title" hideCartTrigger={false} />, { ...mobile, path: '/category' });
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(currentLocation().pathname).toBe('/');
  });

  it('shows a close icon on sign-in and no cart on the cart page or where the trigger is hidden', async () => {
    const signIn = await renderChrome(<MobileTopBar titleId="signIn.title" hideCartTrigger={false} />, { ...mobile, path: '/sign-in' });
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    signIn.unmount();

    const cart = await renderChrome(<MobileTopBar titleId="cart.title" hideCartTrigger={false} />, { ...mobile, path: '/cart' });
    expect(screen.queryByRole('link', { name: /Cart/ })).not.toBeInTheDocument();
    cart.unmount();

    await renderChrome(<MobileTopBar titleId="wishlist.title" hideCartTrigger />, { ...mobile, path: '/wishlist' });
    expect(screen.queryByRole('link', { name: /Cart/ })).not.toBeInTheDocument();
  });
});
