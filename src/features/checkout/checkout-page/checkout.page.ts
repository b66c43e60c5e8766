import { definePage } from '../../../app/pages/definePage';

// With the thanks page's strings: Place Order fetches that page's code ahead (usePlaceOrder).
export default definePage({
  name: 'checkout',
  paths: ['/checkout'],
  titleId: 'checkout.title',
  chrome: { checkoutHeader: true, hideCartTrigger: true, hideTabBar: true, hideFooter: true },
  messages: ['checkout', 'addressForm', 'cartTotals', 'thanks', 'order'],
  component: () => import('./CheckoutPage'),
});
