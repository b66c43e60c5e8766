import { type CheckoutState } from '../../../lib/store/checkout/reducer';
import { paymentFitsTotal } from './paymentMethods';

/** The checkout's steps in order (spec §4); `review` ends with Place Order. */
export const CHECKOUT_STEPS = ['shippingAddress', 'shippingMethod', 'payment', 'review'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];
export type StepStatus = 'done' | 'current' | 'upcoming';

type Progress = Pick<CheckoutState, 'shippingAddress' | 'shippingMethod' | 'paymentCode' | 'billingAddress'>;

/** The first step the shopper has not completed yet. */
export function firstOpenStep(progress: Progress): CheckoutStep {
  if (!progress.shippingAddress) return 'shippingAddress';
  if (!progress.shippingMethod) return 'shippingMethod';
  if (!progress.paymentCode || !progress.billingAddress) return 'payment';
  return 'review';
}

/**
 * The progress as the steps see it: a payment method that no longer fits what is left to pay
 * (`free` once points or credit no longer cover the order, another once they do) is chosen again.
 * `grandTotal` is null while the cart's total is not known.
 */
export function withFittingPayment<P extends Progress>(progress: P, grandTotal: number | null): P {
  if (!progress.paymentCode || grandTotal === null || paymentFitsTotal(progress.paymentCode, grandTotal)) return progress;
  return { ...progress, paymentCode: '' };
}

/** The step on show: the one the shopper chose to edit, if it is already reachable, else the first open one. */
export function currentStep(progress: Progress, editing: CheckoutStep | null): CheckoutStep {
  const open = firstOpenStep(progress);
  if (editing && CHECKOUT_STEPS.indexOf(editing) < CHECKOUT_STEPS.indexOf(open)) return editing;
  return open;
}

/** Done before the current step, upcoming after it; a step after the one being edited keeps showing as done if completed. */
export function stepStatus(step: CheckoutStep, current: CheckoutStep, progress: Progress): StepStatus {
  if (step === current) return 'current';
  const open = firstOpenStep(progress);
  return CHECKOUT_STEPS.indexOf(step) < CHECKOUT_STEPS.indexOf(open) ? 'done' : 'upcoming';
}

export type CheckoutView = 'loading' | 'offline' | 'empty' | 'blocked' | 'ready';

/**
 * What the page shows for the cart: nothing to check out, lines that must be fixed first, or the
 * steps; while the cart is not known, that it is coming, or (offline) that it comes once back online.
 */
export function checkoutView(cart: { hasDetails: boolean; lineCount: number; hasProblem: boolean; isOffline?: boolean }): CheckoutView {
  if (!cart.hasDetails) return cart.isOffline ? 'offline' : 'loading';
  if (cart.lineCount === 0) return 'empty';
  return cart.hasProblem ? 'blocked' : 'ready';
}
