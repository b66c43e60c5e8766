import { initialCheckoutState } from '../../../../lib/store/checkout/reducer';
import { checkoutView, currentStep, firstOpenStep, stepStatus } from '../checkoutFlow';

const address = { firstname: 'Dewi', lastname: 'Lestari', street: ['Jl. Sudirman 1'], city: 'Jakarta', postcode: '10220', telephone: '081234567890' };
const start = initialCheckoutState;
const withAddress = { ...start, shippingAddress: address };
const withMethod = { ...withAddress, shippingMethod: 'jne' };
const withPayment = { ...withMethod, paymentCode: 'banktransfer', billingAddress: { ...address, sameAsShippingAddress: true } };

describe('checkout flow', () => {
  it('opens the first step the shopper has not completed', () => {
    expect(firstOpenStep(start)).toBe('shippingAddress');
    expect(firstOpenStep(withAddress)).toBe('shippingMethod');
    expect(firstOpenStep(withMethod)).toBe('payment');
    expect(firstOpenStep({ ...withMethod, paymentCode: 'banktransfer' })).toBe('payment');
    expect(firstOpenStep(withPayment)).toBe('review');
  });

  it('goes back to a completed step to edit it, but never ahead of the open one', () => {
    expect(currentStep(withPayment, 'shippingAddress')).toBe('shippingAddress');
    expect(currentStep(withAddress, 'payment')).toBe('shippingMethod');
    expect(currentStep(withPayment, null)).toBe('review');
  });

  it('marks steps done, current or upcoming', () => {
    expect(['shippingAddress', 'shippingMethod', 'payment', 'review'].map((step) => stepStatus(step as never, 'shippingMethod', withAddress))).toEqual([
      'done',
      'current',
      'upcoming',
      'upcoming',
    ]);
    // Editing the address keeps the later completed steps summarised.
    expect(stepStatus('payment', 'shippingAddress', withPayment)).toBe('done');
  });

  it('shows the steps only for a cart that can be bought', () => {
    expect(checkoutView({ hasDetails: false, lineCount: 0, hasProblem: false })).toBe('loading');
    expect(checkoutView({ hasDetails: true, lineCount: 0, hasProblem: false })).toBe('empty');
    expect(checkoutView({ hasDetails: true, lineCount: 2, hasProblem: true })).toBe('blocked');
    expect(checkoutView({ hasDetails: true, lineCount: 2, hasProblem: false })).toBe('ready');
  });

  it('says the shopper is offline instead of loading a cart it cannot fetch; a cart already known shows as usual', () => {
    expect(checkoutView({ hasDetails: false, lineCount: 0, hasProblem: false, isOffline: true })).toBe('offline');
    expect(checkoutView({ hasDetails: true, lineCount: 2, hasProblem: false, isOffline: true })).toBe('ready');
  });
});
