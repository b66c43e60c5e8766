import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { withMessageGroup } from '../lib/i18n/withMessageGroup';

/** Which parts of the page chrome a route shows (spec §2, page chrome). */
export interface ChromeFlags {
  hideHeader?: boolean;
  hideFooter?: boolean;
  /** The mobile bottom tab bar (also hidden on every .html page, by path). */
  hideTabBar?: boolean;
  /** Checkout: only a minimal orange header bar with the logo (and no top menu). */
  checkoutHeader?: boolean;
  hideCartTrigger?: boolean;
  /** No floating pharmacist banner (forms that need the whole screen; checkout has none either). */
  hideFloatingBanner?: boolean;
}

/** What a route's page receives: the i18n id of its title. */
export interface RoutePageProps {
  titleId: string;
}

export interface AppRoute {
  path: string;
  /** A lazy component: each page is its own chunk, named after the route. */
  component: LazyExoticComponent<ComponentType<RoutePageProps>>;
  /** i18n id of the page's title (document title, mobile top bar, placeholder heading). */
  titleId: string;
  /** i18n id of the mobile top bar's title when it differs from titleId. */
  mobileTitleId?: string;
  /** Signed-out users are sent to /sign-in. */
  auth?: boolean;
  chrome?: ChromeFlags;
}

/* One lazy import per route so every page gets its own named chunk (its strings ride along: withMessageGroup). */
const Home = lazy(() => import(/* webpackChunkName: "home" */ '../features/content/home/HomePage'));
// A page with strings of its own brings them in its chunk (`*.chunk.ts`, src/lib/i18n/messageGroups.ts).
const Search = lazy(withMessageGroup('search', () => import(/* webpackChunkName: "search" */ './searchPage.chunk')));
const Category = lazy(withMessageGroup('categories', () => import(/* webpackChunkName: "categories" */ './categoriesPage.chunk')));
const Cart = lazy(withMessageGroup('cart-page', () => import(/* webpackChunkName: "cart" */ '../features/cart/cart-page/cartPage.chunk')));
const Checkout = lazy(withMessageGroup('checkout', () => import(/* webpackChunkName: "checkout" */ '../features/checkout/checkout-page/checkout.chunk')));
const SignIn = lazy(withMessageGroup('sign-in', () => import(/* webpackChunkName: "sign-in" */ '../features/account/sign-in/signIn.chunk')));
const CreateAccount = lazy(withMessageGroup('create-account', () => import(/* webpackChunkName: "create-account" */ '../features/account/create-account/createAccount.chunk')));
const ForgotPassword = lazy(withMessageGroup('account', () => import(/* webpackChunkName: "forgot-password" */ '../features/account/password-reset/forgotPassword.chunk')));
const MyAccount = lazy(withMessageGroup('account', () => import(/* webpackChunkName: "my-account" */ '../features/account/dashboard/dashboard.chunk')));
const AccountInformation = lazy(withMessageGroup('account', () => import(/* webpackChunkName: "account-information" */ '../features/account/information/accountInformation.chunk')));
// Both reset-password routes (Magento's emailed link and PWA Studio's) open the one page.
const ResetPassword = lazy(withMessageGroup('account', () => import(/* webpackChunkName: "reset-password" */ '../features/account/password-reset/resetPassword.chunk')));
const OrderHistory = lazy(withMessageGroup('account', () => import(/* webpackChunkName: "order-history" */ '../features/account/order-history/orderHistory.chunk')));
const OrderDetails = lazy(withMessageGroup('account', () => import(/* webpackChunkName: "order-details" */ '../features/account/order-details/orderDetails.chunk')));
const Thanks = lazy(withMessageGroup('thanks', () => import(/* webpackChunkName: "thanks" */ '../features/checkout/thanks/thanks.chunk')));
const TrackingOrder = lazy(withMessageGroup('account', () => import(/* webpackChunkName: "tracking-order" */ '../features/account/tracking-order/trackingOrder.chunk')));
const StoreCredit = lazy(withMessageGroup('account', () => import(/* webpackChunkName: "store-credit" */ '../features/account/store-credit/storeCredit.chunk')));
const RewardPoints = lazy(withMessageGroup('account', () => import(/* webpackChunkName: "reward-points" */ '../features/account/reward-points/rewardPoints.chunk')));
const ProductReview = lazy(withMessageGroup('account', () => import(/* webpackChunkName: "product-review" */ '../features/account/customer-reviews/customerReviews.chunk')));
const Setting = lazy(withMessageGroup('account', () => import(/* webpackChunkName: "setting" */ '../features/account/settings/accountSettings.chunk')));
const SavedPayments = lazy(withMessageGroup('account', () => import(/* webpackChunkName: "saved-payments" */ '../features/account/saved-payments/savedPayments.chunk')));
const Communications = lazy(withMessageGroup('account', () => import(/* webpackChunkName: "communications" */ '../features/account/communications/communications.chunk')));
const AddressBook = lazy(withMessageGroup('account', () => import(/* webpackChunkName: "address-book" */ '../features/account/address-book/addressBook.chunk')));
const Wishlist = lazy(withMessageGroup('account', () => import(/* webpackChunkName: "wishlist" */ '../features/account/wishlist/wishlist.chunk')));
const MedicalTestResults = lazy(withMessageGroup('medical-tests', () => import(/* webpackChunkName: "medical-test-results" */ '../features/account/medical-tests/medicalTestResults.chunk')));
const MedicalTestRegistered = lazy(withMessageGroup('medical-tests', () => import(/* webpackChunkName: "medical-test-register-success" */ '../features/account/medical-tests/medicalTestRegistered.chunk')));
const HealthCheck = lazy(withMessageGroup('health-check', () => import(/* webpackChunkName: "healthcheck" */ '../features/content/health-check/healthCheck.chunk')));
const HealthCheckCompleted = lazy(withMessageGroup('health-check', () => import(/* webpackChunkName: "healthcheck-completed" */ '../features/content/health-check/healthCheckCompleted.chunk')));
const HealthCheckDataCustomer = lazy(withMessageGroup('health-check', () => import(/* webpackChunkName: "healthcheck-data-customer" */ '../features/content/health-check/healthCheckDetails.chunk')));
const HealthCheckEmailCustomer = lazy(withMessageGroup('health-check', () => import(/* webpackChunkName: "healthcheck-email-customer" */ '../features/content/health-check/healthCheckEmail.chunk')));
const Faq = lazy(withMessageGroup('faq', () => import(/* webpackChunkName: "faq" */ '../features/content/faq/faq.chunk')));
const Contact = lazy(withMessageGroup('contact', () => import(/* webpackChunkName: "contact" */ '../features/content/contact/contact.chunk')));
const StoreLocator = lazy(withMessageGroup('store-locator', () => import(/* webpackChunkName: "store-locator" */ '../features/content/store-locator/storeLocator.chunk')));
const ReferAFriend = lazy(withMessageGroup('referral', () => import(/* webpackChunkName: "raf" */ '../features/account/referral/referral.chunk')));
const ReferAFriendVerify = lazy(withMessageGroup('referral', () => import(/* webpackChunkName: "raf-verify" */ '../features/account/referral/referralVerify.chunk')));
const Newsletter = lazy(withMessageGroup('newsletter-page', () => import(/* webpackChunkName: "newsletter" */ '../features/content/newsletter/newsletterPage.chunk')));
const ConfirmPayment = lazy(withMessageGroup('confirm-payment', () => import(/* webpackChunkName: "confirm-payment" */ '../features/checkout/confirm-payment/confirmPayment.chunk')));
const ProductCompare = lazy(withMessageGroup('product-compare', () => import(/* webpackChunkName: "product-compare" */ '../features/catalog/product-compare/productCompare.chunk')));
const Brands = lazy(withMessageGroup('brands', () => import(/* webpackChunkName: "brands" */ '../features/catalog/brands/brands.chunk')));
const BrandProducts = lazy(withMessageGroup('brand-products', () => import(/* webpackChunkName: "brand-products" */ '../features/catalog/brands/brandProducts.chunk')));
const EmailVerification = lazy(withMessageGroup('account', () => import(/* webpackChunkName: "email-verification" */ '../features/account/email-verification/emailVerification.chunk')));
const Blog = lazy(withMessageGroup('blog', () => import(/* webpackChunkName: "blog" */ '../features/content/blog/blog.chunk')));
const BlogCategory = lazy(withMessageGroup('blog', () => import(/* webpackChunkName: "blog-category" */ '../features/content/blog/blogCategory.chunk')));
const BlogPost = lazy(withMessageGroup('blog', () => import(/* webpackChunkName: "blog-post" */ '../features/content/blog/blogPost.chunk')));

const noTabBar: ChromeFlags = { hideTabBar: true };
const noBanner: ChromeFlags = { hideFloatingBanner: true };

/** The static routes of spec §2. Every other path is a catalogue URL for MagentoRoute. */
export const routes: AppRoute[] = [
  { path: '/', component: Home, titleId: 'home.title' },
  { path: '/home', component: Home, titleId: 'home.title' },
  { path: '/search.html', component: Search, titleId: 'search.title' },
  { path: '/category', component: Category, titleId: 'category.title' },
  { path: '/cart', component: Cart, titleId: 'cart.title' },
  {
    path: '/checkout',
    component: Checkout,
    titleId: 'checkout.title',
    chrome: { checkoutHeader: true, hideCartTrigger: true, hideTabBar: true, hideFooter: true },
  },
  { path: '/sign-in', component: SignIn, titleId: 'signIn.title', chrome: { ...noTabBar, ...noBanner } },
  { path: '/create-account', component: CreateAccount, titleId: 'createAccount.title', chrome: { ...noTabBar, ...noBanner } },
  { path: '/forgot-password', component: ForgotPassword, titleId: 'forgotPassword.title', chrome: noBanner },
  { path: '/customer/account', component: MyAccount, titleId: 'account.title' },
  { path: '/account-information', component: AccountInformation, titleId: 'accountInformation.title', auth: true, chrome: noBanner },
  { path: '/customer/account/createPassword', component: ResetPassword, titleId: 'resetPassword.title', chrome: noBanner },
  { path: '/authentication/resetpassword/:token?', component: ResetPassword, titleId: 'resetPassword.title', chrome: noBanner },
  { path: '/order-history', component: OrderHistory, titleId: 'orderHistory.title', auth: true, chrome: noTabBar },
  { path: '/order/:number', component: OrderDetails, titleId: 'orderDetails.title', auth: true },
  { path: '/thanks/:order', component: Thanks, titleId: 'thanks.title' },
  { path: '/tracking-order', component: TrackingOrder, titleId: 'trackingOrder.title', auth: true },
  { path: '/store-credit', component: StoreCredit, titleId: 'storeCredit.title', auth: true },
  { path: '/reward-points', component: RewardPoints, titleId: 'rewardPoints.title', auth: true },
  { path: '/product-review', component: ProductReview, titleId: 'productReview.title', auth: true },
  { path: '/setting', component: Setting, titleId: 'setting.title', auth: true },
  { path: '/saved-payments', component: SavedPayments, titleId: 'savedPayments.title', auth: true },
  { path: '/communications', component: Communications, titleId: 'communications.title', auth: true },
  { path: '/address-book', component: AddressBook, titleId: 'addressBook.title', auth: true },
  { path: '/wishlist', component: Wishlist, titleId: 'wishlist.title', auth: true },
  // The spec's "(auth)" closes the row of both medical-test routes; results are private data in any case.
  { path: '/medical-test/results', component: MedicalTestResults, titleId: 'medicalTestResults.title', auth: true },
  {
    path: '/medical-test/registersuccess',
    component: MedicalTestRegistered,
    titleId: 'medicalTestRegistered.title',
    auth: true,
  },
  {
    path: '/healthcheck',
    component: HealthCheck,
    titleId: 'healthCheck.title',
    chrome: { hideHeader: true, hideFooter: true, ...noBanner },
  },
  { path: '/healthcheck/data-customer/completed', component: HealthCheckCompleted, titleId: 'healthCheck.title', chrome: noBanner },
  { path: '/healthcheck/data-customer/:emailUrl?', component: HealthCheckDataCustomer, titleId: 'healthCheck.title', chrome: noBanner },
  { path: '/healthcheck/email-customer', component: HealthCheckEmailCustomer, titleId: 'healthCheck.title', chrome: noBanner },
  { path: '/faq', component: Faq, titleId: 'faq.title' },
  { path: '/contact', component: Contact, titleId: 'contact.title' },
  { path: '/contact-us', component: Contact, titleId: 'contact.title' },
  { path: '/store-locator', component: StoreLocator, titleId: 'storeLocator.title', mobileTitleId: 'storeLocator.mobileTitle' },
  { path: '/raf', component: ReferAFriend, titleId: 'referAFriend.title' },
  { path: '/raf/verify', component: ReferAFriendVerify, titleId: 'referAFriendVerify.title' },
  { path: '/newsletter', component: Newsletter, titleId: 'newsletter.title' },
  { path: '/confirm-payment', component: ConfirmPayment, titleId: 'confirmPayment.title' },
  { path: '/product-compare', component: ProductCompare, titleId: 'productCompare.title' },
  { path: '/brands', component: Brands, titleId: 'brands.title' },
  // Not in spec §2: a brand's products (the brands page links each brand here).
  { path: '/brands/:urlKey', component: BrandProducts, titleId: 'brands.title' },
  { path: '/registration/verification/:token?', component: EmailVerification, titleId: 'emailVerification.title' },
  { path: '/blog', component: Blog, titleId: 'blog.title' },
  { path: '/blog/category/:categoryUrl', component: BlogCategory, titleId: 'blog.title' },
  { path: '/blog/post/:postUrl?', component: BlogPost, titleId: 'blog.title' },
];
