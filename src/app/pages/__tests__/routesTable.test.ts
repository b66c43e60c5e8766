import { PAGES } from '../../../__generated__/pages';
import { type PageModule } from '../definePage';
import { cataloguePage, findRoutePage, ROUTE_PAGES } from '../findPage';

/** The routes table as the router gets it: one row per path of every routes-table page. */
const routes = ROUTE_PAGES.flatMap((page) => page.paths.map((path) => ({ ...page, path })));

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

/** Routes the app adds to the spec's table: a brand's products (issue 12), a customer's downloadable products (issue 24). */
const EXTRA_PATHS = ['/brands/:urlKey', '/downloadable-products'];

/** Of those, the ones for a signed-in customer only. */
const EXTRA_AUTH_PATHS = ['/downloadable-products'];

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
const enUS: Record<string, string> = require('../../../../i18n/en_US.json');

describe('routes table', () => {
  it('has every route of the spec exactly once and no other but its own additions', () => {
    expect([...routes.map((route) => route.path)].sort()).toEqual([...SPEC_PATHS, ...EXTRA_PATHS].sort());
  });

  it('marks exactly the routes the spec marks auth, and its own account additions', () => {
    const auth = routes.filter((route) => route.auth).map((route) => route.path);
    expect(auth.sort()).toEqual([...SPEC_AUTH_PATHS, ...EXTRA_AUTH_PATHS].sort());
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
    for (const route of routes) {
      expect(enUS[route.titleId]).toBeTruthy();
      if (route.mobileTitleId) expect(enUS[route.mobileTitleId]).toBeTruthy();
    }
    expect(enUS[byPath('/store-locator').mobileTitleId!]).toBe('Shop');
  });

  it('loads every page lazily: its component module comes from its declaration', async () => {
    for (const page of PAGES as readonly PageModule[]) {
      const loaded = await page.component();
      expect({ page: page.name, component: typeof loaded.default }).toEqual({ page: page.name, component: 'function' });
    }
  });

  it('names every page once, and gives MagentoRoute one page per catalogue route type', () => {
    const names = (PAGES as readonly PageModule[]).map((page) => page.name);
    expect(new Set(names).size).toBe(names.length);
    expect([cataloguePage('CMS_PAGE').name, cataloguePage('CATEGORY').name, cataloguePage('PRODUCT').name]).toEqual(['cms-page', 'category-page', 'product-page']);
  });
});

describe('findRoutePage', () => {
  it('ranks a static segment above a parameter, as the router does', () => {
    expect(findRoutePage('/healthcheck/data-customer/completed')?.page.name).toBe('healthcheck-completed');
    expect(findRoutePage('/healthcheck/data-customer/someone%40example.com')).toMatchObject({ page: { name: 'healthcheck-data-customer' }, params: { emailUrl: 'someone@example.com' } });
  });

  it('answers every alias of a page with that page', () => {
    expect(findRoutePage('/home')?.page).toBe(findRoutePage('/')?.page);
    expect(findRoutePage('/contact-us')?.page.name).toBe('contact');
  });

  it('leaves catalogue URLs to MagentoRoute', () => {
    expect(findRoutePage('/skincare.html')).toBeNull();
  });
});
