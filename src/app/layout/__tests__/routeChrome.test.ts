import { chromeForPath } from '../routeChrome';

describe('chromeForPath', () => {
  it('hides header and footer on /healthcheck only', () => {
    expect(chromeForPath('/healthcheck')).toMatchObject({ hideHeader: true, hideFooter: true });
    expect(chromeForPath('/healthcheck/email-customer')).toMatchObject({ hideHeader: false, hideFooter: false });
  });

  it('gives checkout the minimal header, no cart trigger and no tab bar', () => {
    expect(chromeForPath('/checkout')).toMatchObject({ checkoutHeader: true, hideCartTrigger: true, hideTabBar: true });
    expect(chromeForPath('/cart')).toMatchObject({ checkoutHeader: false, hideCartTrigger: false, hideTabBar: false });
  });

  it('hides the tab bar on sign-in, create-account, order-history and every .html page', () => {
    for (const path of ['/sign-in', '/create-account', '/order-history', '/search.html', '/skincare.html', '/a/b.html']) {
      expect(chromeForPath(path).hideTabBar).toBe(true);
    }
    expect(chromeForPath('/customer/account').hideTabBar).toBe(false);
  });

  it('names the mobile top bar after the page, Shop for the store locator', () => {
    expect(chromeForPath('/store-locator').mobileTitleId).toBe('storeLocator.mobileTitle');
    expect(chromeForPath('/wishlist').mobileTitleId).toBe('wishlist.title');
    expect(chromeForPath('/skincare.html').mobileTitleId).toBeNull();
  });

  it('hides the pharmacist banner on the health check, checkout and the account forms, not on shop pages', () => {
    for (const path of ['/healthcheck', '/healthcheck/email-customer', '/checkout', '/sign-in', '/create-account', '/forgot-password', '/account-information']) {
      expect(chromeForPath(path).hideFloatingBanner).toBe(true);
    }
    for (const path of ['/', '/cart', '/wishlist', '/order/000000001', '/skincare.html']) expect(chromeForPath(path).hideFloatingBanner).toBe(false);
  });

  it('knows the home page', () => {
    expect(chromeForPath('/').isHome).toBe(true);
    expect(chromeForPath('/home').isHome).toBe(true);
    expect(chromeForPath('/cart').isHome).toBe(false);
  });
});
