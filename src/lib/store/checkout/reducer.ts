import { handleActions } from 'redux-actions';
import { type FluxAction as Action } from '../actionCreators';
import { type Address } from './address';
import actions, { type StepActions } from './actions';
import { type PaymentMethod, type ShippingMethod } from './storage';

/** A shipping method as offered, with carrier_code/carrier_title also as code/title. */
export type AvailableShippingMethod = ShippingMethod & { code: string; title: string };

export interface Order {
  id: string;
  shipping_address?: Address;
  [field: string]: unknown;
}

export interface CheckoutState {
  availableShippingMethods: AvailableShippingMethod[];
  billingAddress: Address | null;
  shippingAddress: Address | null;
  /** The chosen method's carrier code. */
  shippingMethod: string;
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
function stepHandlers<S, A>(step: StepActions<S, A>, errorSlot: ErrorSlot, accept: (state: CheckoutState, value: A) => Partial<CheckoutState>) {
  return {
    [String(step.submit)]: (state: CheckoutState) => ({ ...state, isSubmitting: true, [errorSlot]: null }),
    [String(step.accept)]: (state: CheckoutState, { payload }: Action<A>) => ({ ...state, ...accept(state, payload), isSubmitting: false }),
    [String(step.reject)]: (state: CheckoutState, { payload }: Action<Error>) => ({ ...state, isSubmitting: false, [errorSlot]: payload }),
  };
}

export default handleActions<CheckoutState, any>(
  {
    [String(actions.begin)]: (state, { payload }: Action<Partial<CheckoutState>>) => ({ ...state, ...payload }),
    [String(actions.reset)]: () => initialCheckoutState,
    [String(actions.getShippingMethods.receive)]: (state, { payload, error }: Action<ShippingMethod[] | Error>) =>
      error ? state : { ...state, availableShippingMethods: toAvailableShippingMethods(payload as ShippingMethod[]) },
    ...stepHandlers(actions.shippingAddress, 'shippingAddressError', (state, address: Address) => ({
      shippingAddress: { ...state.shippingAddress, ...address },
    })),
    ...stepHandlers(actions.shippingMethod, 'shippingMethodError', (_state, method: ShippingMethod) => ({
      shippingMethod: method.carrier_code,
      shippingTitle: method.carrier_title,
    })),
    ...stepHandlers(actions.billingAddress, 'billingAddressError', (_state, address: Address) => ({ billingAddress: address })),
    ...stepHandlers(actions.paymentMethod, 'paymentMethodError', (_state, method: PaymentMethod) => ({
      paymentCode: method.code,
      paymentData: method.data ?? null,
    })),
    ...stepHandlers(actions.order, 'orderError', () => ({})),
    [String(actions.receipt.setOrder)]: (state, { payload }: Action<Order>) => ({ ...state, receipt: { order: payload } }),
    [String(actions.receipt.reset)]: (state) => ({ ...state, receipt: { order: {} } }),
  },
  initialCheckoutState,
);
