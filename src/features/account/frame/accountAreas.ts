/** An entry of the account navigation: where it goes, its label, and the paths that mark it current. */
export interface AccountArea {
  path: string;
  labelId: string;
  activePaths: readonly string[];
}

const area = (path: string, labelId: string, activePaths: readonly string[] = [path]): AccountArea => ({ path, labelId, activePaths });

/** The signed-in customer's areas, in the order the sidebar and the mobile list show them. */
export const ACCOUNT_AREAS: readonly AccountArea[] = [
  // spec §2: /account-information also marks My Account active.
  area('/customer/account', 'accountNav.dashboard', ['/customer/account', '/account-information']),
  area('/order-history', 'accountNav.orders', ['/order-history', '/order']),
  area('/downloadable-products', 'accountNav.downloads'),
  area('/tracking-order', 'accountNav.tracking'),
  area('/wishlist', 'accountNav.wishlist'),
  area('/address-book', 'accountNav.addresses'),
  area('/reward-points', 'accountNav.rewardPoints'),
  area('/store-credit', 'accountNav.storeCredit'),
  area('/saved-payments', 'accountNav.savedPayments'),
  area('/product-review', 'accountNav.reviews'),
  area('/medical-test/results', 'accountNav.medicalTests', ['/medical-test/results', '/medical-test/registersuccess']),
  area('/communications', 'accountNav.communications'),
  area('/setting', 'accountNav.settings'),
];

/** The area a path belongs to: exact paths, and an order's page (/order/:number) under Order History. */
export function isAreaActive(area: AccountArea, pathname: string): boolean {
  return area.activePaths.some((path) => pathname === path || (path === '/order' && pathname.startsWith('/order/')));
}
