import { initialCheckoutState } from '../../../../lib/store/checkout/reducer';
import { firstOpenStep, withFittingPayment } from '../checkoutFlow';
import { paymentFitsTotal } from '../paymentMethods';

const address = { firstname: 'Dewi', lastname: 'Lestari', street: ['Jl. Sudirman 1'], city: 'Jakarta', postcode: '10220', telephone: '081234567890' };
const chosen = (paymentCode: string) => ({
  ...initialCheckoutState,
  shippingAddress: address,
  shippingMethod: 'jne',
  paymentCode,
  billingAddress: { ...address, sameAsShippingAddress: true },
});

describe('a payment method that must fit what is left to pay', () => {
  it('is `free` exactly when points and credit leave nothing to pay', () => {
    expect(paymentFitsTotal('free', 0)).toBe(true);
    expect(paymentFitsTotal('free', 18000)).toBe(false);
    expect(paymentFitsTotal('banktransfer', 0)).toBe(false);
    expect(paymentFitsTotal('banktransfer', 18000)).toBe(true);
  });

  it('is chosen again when the total no longer fits it, and kept when it does', () => {
    // Bank transfer saved before points came to cover the order.
    expect(firstOpenStep(withFittingPayment(chosen('banktransfer'), 0))).toBe('payment');
    // `free` saved before the points were taken off again.
    expect(firstOpenStep(withFittingPayment(chosen('free'), 22300))).toBe('payment');
    expect(firstOpenStep(withFittingPayment(chosen('free'), 0))).toBe('review');
    expect(firstOpenStep(withFittingPayment(chosen('banktransfer'), 22300))).toBe('review');
    // While the total is not known, nothing changes.
    expect(withFittingPayment(chosen('free'), null)).toEqual(chosen('free'));
  });
});
