import { type Address } from './address';
import { on, sliceReducer, type ReducerCase } from '../sliceReducer';
import actions, { type StepActions } from './actions';
import { type PaymentMethod, type ShippingMethod } from './storage';

/** A shipping method as offered, with carrier_code/carrier_title also as code/title. */
export type AvailableShippingMethod = ShippingMethod & { code: string; title: string };

/** The receipt of the order just placed: its id, its number and where it goes. */
export interface Order {
  id: string;
  number: string;
  shipping_address?: Address;
  billing_address?: Address;
}

export interface CheckoutState {
  availableShippingMethods: AvailableShippingMethod[];
  billingAddress: Address | null;
  shippingAddress: Address | null;
  /** The chosen method's carrier code. */
  shippingMethod: string;
  /** With the carrier code, what identifies the chosen method (one carrier may offer several). */
  shippingMethodCode: string;
  shippingTitle: string;
  paymentCode: string;
  paymentData: unknown;
  receipt: { order: Partial<Order> };
  isSubmitting: boolean;
  billingAddressError: Error | null;
  shippingAddressError: Error | null;
  shippingMethodError: Error | null;
  paymentMethodError: Error | null;
  orderError: Error | null;
}

export const initialCheckoutState: CheckoutState = {
  availableShippingMethods: [],
  billingAddress: null,
  shippingAddress: null,
  shippingMethod: '',
  shippingMethodCode: '',
  shippingTitle: '',
  paymentCode: '',
  paymentData: null,
  receipt: { order: {} },
  isSubmitting: false,
  billingAddressError: null,
  shippingAddressError: null,
  shippingMethodError: null,
  paymentMethodError: null,
  orderError: null,
};

export function toAvailableShippingMethods(methods: readonly ShippingMethod[] = []): AvailableShippingMethod[] {
  return methods.map((method) => ({ ...method, code: method.carrier_code, title: method.carrier_title }));
}

type ErrorSlot = 'billingAddressError' | 'shippingAddressError' | 'shippingMethodError' | 'paymentMethodError' | 'orderError';

/** Submit marks the shop busy and clears the step's error; accept/reject end the busy state. */
function stepCases<S, A>(step: StepActions<S, A>, errorSlot: ErrorSlot, accept: (state: CheckoutState, value: A) => Partial<CheckoutState>): ReducerCase<CheckoutState>[] {
  return [
    on(step.submit, (state) => ({ ...state, isSubmitting: true, [errorSlot]: null })),
    on(step.accept, (state, { payload }) => ({ ...state, ...accept(state, payload), isSubmitting: false })),
    on(step.reject, (state, { payload }) => ({ ...state, isSubmitting: false, [errorSlot]: payload })),
  ];
}

export default sliceReducer<CheckoutState>(
  initialCheckoutState,
  on(actions.begin, (state, { payload }) => ({ ...state, ...payload })),
  on(actions.reset, () => initialCheckoutState),
  on(actions.getShippingMethods.receive, (state, { payload }) => {
    if (payload instanceof Error) return state;
    // A new address may not get the method chosen before: the shopper then chooses again.
    const stillOffered = payload.some((method) => method.carrier_code === state.shippingMethod && method.method_code === state.shippingMethodCode);
    const chosen = stillOffered ? {} : { shippingMethod: '', shippingMethodCode: '', shippingTitle: '' };
    return { ...state, ...chosen, availableShippingMethods: toAvailableShippingMethods(payload) };
  }),
  ...stepCases(actions.shippingAddress, 'shippingAddressError', (state, address) => ({ shippingAddress: { ...state.shippingAddress, ...address } })),
  ...stepCases(actions.shippingMethod, 'shippingMethodError', (_state, method) => ({
    shippingMethod: method.carrier_code,
    shippingMethodCode: method.method_code,
    shippingTitle: method.carrier_title,
  })),
  ...stepCases(actions.billingAddress, 'billingAddressError', (_state, address) => ({ billingAddress: address })),
  ...stepCases(actions.paymentMethod, 'paymentMethodError', (_state, method) => ({ paymentCode: method.code, paymentData: method.data ?? null })),
  ...stepCases(actions.order, 'orderError', () => ({})),
  on(actions.receipt.setOrder, (state, { payload }) => ({ ...state, receipt: { order: payload } })),
  on(actions.receipt.reset, (state) => ({ ...state, receipt: { order: {} } })),
);
