import { routes } from '../routes';

const REACT_LAZY = Symbol.for('react.lazy');

/** spec §2 routes table, word for word, and which of them it marks auth. */
const SPEC_PATHS = [
  '/',
  '/home',
  '/search.html',
  '/category',
  '/cart',
  '/checkout',
  '/sign-in',
  '/create-account',
  '/forgot-password',
  '/customer/account',
  '/account-information',
  '/customer/account/createPassword',
  '/authentication/resetpassword/:token?',
  '/order-history',
  '/order/:number',
  '/thanks/:order',
  '/tracking-order',
  '/store-credit',
  '/reward-points',
  '/product-review',
  '/setting',
  '/saved-payments',
  '/communications',
  '/address-book',
  '/wishlist',
  '/medical-test/results',
  '/medical-test/registersuccess',
  '/healthcheck',
  '/healthcheck/data-customer/completed',
  '/healthcheck/data-customer/:emailUrl?',
  '/healthcheck/email-customer',
  '/faq',
  '/contact',
  '/contact-us',
  '/store-locator',
  '/raf',
  '/raf/verify',
  '/newsletter',
  '/confirm-payment',
  '/product-compare',
  '/brands',
  '/registration/verification/:token?',
  '/blog',
  '/blog/category/:categoryUrl',
  '/blog/post/:postUrl?',
];

/** Routes the app adds to the spec's table: a brand's products (issue 12). */
const EXTRA_PATHS = ['/brands/:urlKey'];

const SPEC_AUTH_PATHS = [
  '/account-information',
  '/order-history',
  '/order/:number',
  '/tracking-order',
  '/store-credit',
  '/reward-points',
  '/product-review',
  '/setting',
  '/saved-payments',
  '/communications',
  '/address-book',
  '/wishlist',
  '/medical-test/results',
  '/medical-test/registersuccess',
];

const byPath = (path: string) => routes.find((route) => route.path === path)!;

describe('routes table', () => {
  it('has every route of the spec exactly once and no other but its own additions', () => {
    expect([...routes.map((route) => route.path)].sort()).toEqual([...SPEC_PATHS, ...EXTRA_PATHS].sort());
  });

  it('marks exactly the routes the spec marks auth', () => {
    const auth = routes.filter((route) => route.auth).map((route) => route.path);
    expect(auth.sort()).toEqual([...SPEC_AUTH_PATHS].sort());
  });

  it('keeps cart, checkout, compare, blog and brands public (spec §6)', () => {
    for (const path of ['/cart', '/checkout', '/product-compare', '/blog', '/brands', '/brands/:urlKey']) expect(byPath(path).auth).toBeFalsy();
  });

  it('sets the chrome flags of spec §2', () => {
    expect(byPath('/healthcheck').chrome).toMatchObject({ hideHeader: true, hideFooter: true });
    expect(byPath('/checkout').chrome).toMatchObject({ checkoutHeader: true, hideCartTrigger: true, hideTabBar: true });
    for (const path of ['/sign-in', '/create-account', '/order-history']) expect(byPath(path).chrome?.hideTabBar).toBe(true);
    expect(routes.filter((route) => route.chrome?.hideHeader).map((route) => route.path)).toEqual(['/healthcheck']);
  });

  it('names every page title with an id that en_US translates', () => {
    const enUS: Record<string, string> = require('../../../i18n/en_US.json');
    for (const route of routes) {
      expect(enUS[route.titleId]).toBeTruthy();
      if (route.mobileTitleId) expect(enUS[route.mobileTitleId]).toBeTruthy();
    }
    expect(enUS[byPath('/store-locator').mobileTitleId!]).toBe('Shop');
  });

  it('loads every page lazily, as a component, from its own chunk', async () => {
    for (const route of routes) {
      expect(route.component.$$typeof).toBe(REACT_LAZY);
      // React.lazy keeps its loader in _payload._result until first render.
      const payload = (route.component as unknown as { _payload: { _result: () => Promise<{ default: unknown }> } })._payload;
      const loaded = await payload._result();
      expect(typeof loaded.default).toBe('function');
    }
  });
});
