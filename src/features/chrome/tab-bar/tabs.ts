/** A bottom tab (spec §2): where it goes, its label id, and the paths that mark it active. */
export interface Tab {
  id: 'home' | 'categories' | 'cart' | 'shop' | 'account';
  to: string;
  labelId: string;
  activePaths: string[];
}

export const TABS: Tab[] = [
  { id: 'home', to: '/', labelId: 'tabBar.home', activePaths: ['/', '/home'] },
  { id: 'categories', to: '/category', labelId: 'tabBar.categories', activePaths: ['/category'] },
  { id: 'cart', to: '/cart', labelId: 'tabBar.cart', activePaths: ['/cart'] },
  { id: 'shop', to: '/store-locator', labelId: 'tabBar.shop', activePaths: ['/store-locator'] },
  // spec §2: /account-information also marks My account active.
  { id: 'account', to: '/customer/account', labelId: 'tabBar.account', activePaths: ['/customer/account', '/account-information'] },
];

/** The tab whose paths include the current one, if any. */
export const activeTabId = (pathname: string): Tab['id'] | null =>
  TABS.find((tab) => tab.activePaths.includes(pathname))?.id ?? null;
