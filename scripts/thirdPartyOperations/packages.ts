// The published storefront packages whose GraphQL operations our backend must accept, at exact
// versions. Bumping a version here fetches the new pack on the next run (the cache is per version).
//
// A family is the set of packages whose fragments an operation may borrow: Venia's components
// interpolate fragments from Peregrine and back, and GraphCommerce's build merges the fragments of
// every installed @graphcommerce package (there are no per-file imports).

export type PackageFamily = 'venia' | 'graphcommerce';

export interface PinnedPackage {
  name: string;
  version: string;
  family: PackageFamily;
}

const VENIA: PinnedPackage[] = [
  { name: '@magento/venia-ui', version: '11.7.3', family: 'venia' },
  { name: '@magento/peregrine', version: '15.7.3', family: 'venia' },
  { name: '@magento/pagebuilder', version: '9.3.8', family: 'venia' },
];

// Every @graphcommerce/magento-* package (10.0.3) holding .graphql operations or fragments for the
// catalogue, the store, CMS, the cart, placing the order and the customer side (the
// product-type packages inject their fragments into magento-product's and magento-cart-items'
// ones). The review and other checkout and payment packages are left out until those
// domains are built (the three checkout packages below are in for the fragments the cart's own
// operations use).
const GRAPHCOMMERCE_PACKAGES = [
  'magento-product',
  'magento-product-simple',
  'magento-product-virtual',
  'magento-product-configurable',
  'magento-product-bundle',
  'magento-product-grouped',
  'magento-product-downloadable',
  'magento-category',
  'magento-search',
  'magento-store',
  'magento-cms',
  'magento-cart',
  'magento-cart-items',
  // The cart page query and fragments the cart's operations spread (CartPageFragment,
  // ShippingAddress, Coupon).
  'magento-cart-checkout',
  'magento-cart-shipping-address',
  'magento-cart-coupon',
  // Placing the order with an offline method (PaymentMethodPlaceOrderNoop); its payment-method
  // fragments are injected into the billing page's.
  'magento-cart-payment-method',
  // The customer side: signing in and up, the account, address book and orders, the password
  // reset, the wishlist and newsletter subscriptions.
  'magento-customer',
  'magento-wishlist',
  'magento-newsletter',
  // Writing a product review: the ratings metadata and createProductReview.
  'magento-review',
  // Compare lists: creating, reading, adding to, removing from, deleting and assigning one at sign-in.
  'magento-compare',
];

export const PINNED_PACKAGES: readonly PinnedPackage[] = [
  ...VENIA,
  ...GRAPHCOMMERCE_PACKAGES.map((name) => ({ name: `@graphcommerce/${name}`, version: '10.0.3', family: 'graphcommerce' as const })),
];

/** `@scope/name@version` as npm pack takes it. */
export const packageSpec = (pkg: PinnedPackage) => `${pkg.name}@${pkg.version}`;

/** The tarball name npm pack writes: `@scope/name` 1.2.3 → `scope-name-1.2.3.tgz`. */
export const tarballName = (pkg: PinnedPackage) => `${pkg.name.replace(/^@/, '').replace('/', '-')}-${pkg.version}.tgz`;
