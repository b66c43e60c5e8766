import { screen } from '@testing-library/react';
import { renderChrome } from '../__testUtils__/renderChrome';
import { vesMenuAnswer } from '../../mega-menu/__testUtils__/menuFixture';
import { type HeaderChrome } from '../chrome';
import { FALLBACK_LOGO, logoUrl } from '../logo';
import { PageHeader } from '../PageHeader';
import { headerKind } from '../usePageHeader';
import { storeConfigAnswer } from '../../../../app/__testUtils__/fakeGraphql';

const page = (overrides: Partial<HeaderChrome> = {}): HeaderChrome => ({
  checkoutHeader: false,
  hideCartTrigger: false,
  isHome: false,
  mobileTitleId: 'category.title',
  ...overrides,
});

const headerConfig = (logo: string | null) => ({
  storeConfigData: () => storeConfigAnswer({ secure_base_media_url: 'https://shop.example/media/', header_logo_src: logo }),
  getVesMenu: vesMenuAnswer,
});

describe('logoUrl', () => {
  it('takes the configured logo from media logo/, else the shipped one', () => {
    expect(logoUrl('https://shop.example/media/', 'stores/1/logo.svg')).toBe('https://shop.example/media/logo/stores/1/logo.svg');
    expect(logoUrl('https://shop.example/media', '/default/logo.png')).toBe('https://shop.example/media/logo/default/logo.png');
    expect(logoUrl('https://shop.example/media/', null)).toBe(FALLBACK_LOGO);
    expect(logoUrl(null, 'x.png')).toBe(FALLBACK_LOGO);
  });
});

describe('headerKind', () => {
  it('gives checkout its bar, mobile pages but home the top bar, everything else the full header', () => {
    expect(headerKind(page({ checkoutHeader: true }), true)).toBe('checkout');
    expect(headerKind(page({ checkoutHeader: true }), false)).toBe('checkout');
    expect(headerKind(page(), true)).toBe('mobileTopBar');
    expect(headerKind(page({ isHome: true }), true)).toBe('full');
    expect(headerKind(page(), false)).toBe('full');
  });
});

describe('PageHeader', () => {
  it('shows on desktop the logo, search, account, store locator, wishlist, cart and the mega menu', async () => {
    await renderChrome(<PageHeader chrome={page()} />, { resolvers: headerConfig('stores/1/logo.svg') });
    const logo = screen.getByRole('img', { name: 'Jingga Test Store' });
    expect(logo).toHaveAttribute('src', 'https://shop.example/media/logo/stores/1/logo.svg');
    expect(logo).toHaveAttribute('width', '134');
    expect(logo).toHaveAttribute('height', '32');
    expect(logo.closest('a')).toHaveAttribute('href', '/');
    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Store Locator' })).toHaveAttribute('href', '/store-locator');
    expect(screen.getByRole('link', { name: 'Wishlist' })).toHaveAttribute('href', '/wishlist');
    expect(screen.getByRole('button', { name: /Cart/ })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skincare' })).toBeInTheDocument();
  });

  it('falls back to the shipped logo when none is configured', async () => {
    await renderChrome(<PageHeader chrome={page()} />, { resolvers: headerConfig(null) });
    expect(screen.getByRole('img', { name: 'Jingga Test Store' })).toHaveAttribute('src', FALLBACK_LOGO);
  });

  it('shows only the logo bar on checkout: no cart trigger, no search, no menu query', async () => {
    const { sentNames } = await renderChrome(<PageHeader chrome={page({ checkoutHeader: true, hideCartTrigger: true })} />, {
      path: '/checkout',
      resolvers: headerConfig(null),
    });
    expect(screen.getByRole('banner')).toContainElement(screen.getByRole('img', { name: 'Jingga Test Store' }));
    expect(screen.queryByRole('button', { name: /Cart/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Cart/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(sentNames()).not.toContain('getVesMenu');
  });

  it('shows the mobile top bar under 768 px except on home, and no mega menu on mobile', async () => {
    const category = await renderChrome(<PageHeader chrome={page()} />, { width: 390, path: '/category', resolvers: headerConfig(null) });
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    category.unmount();

    const { sentNames } = await renderChrome(<PageHeader chrome={page({ isHome: true, mobileTitleId: 'home.title' })} />, {
      width: 390,
      resolvers: headerConfig(null),
    });
    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Jingga Test Store' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Cart/ })).toHaveAttribute('href', '/cart');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(sentNames()).not.toContain('getVesMenu');
  });
});
