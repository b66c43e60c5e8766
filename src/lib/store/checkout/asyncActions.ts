import { StorageKeys } from '../../persistence/keys';
import { asHandled, toError } from '../actionCreators';
import { createCart, removeCart } from '../cart/asyncActions';
import { MISSING_CART_ID } from '../cart/invalidCart';
import { type AppDispatch, type AppThunk, type RootState } from '../types';
import { formatAddress, type Address, type Region } from './address';
import actions, { type StepActions } from './actions';
import { toAvailableShippingMethods } from './reducer';
import { clearCheckoutDataFromStorage, readSavedCheckout, type PaymentMethod, type ShippingMethod } from './storage';

export const MISSING_EMAIL = 'Missing required information: email';

/*
 * Checkout calls are passed in by the checkout talons as plain async functions (GraphQL or the
 * REST endpoints), so the store holds the step logic and knows no request shapes.
 */

export interface SubmitShippingAddressPayload {
  formValues: Address;
  /** The country's regions, to complete the address from its region_code. */
  regions: readonly Region[];
  /** Sets a guest's email on the cart, before the address. */
  setGuestEmail?: (input: { cartId: string; email: string }) => Promise<unknown>;
  /** Sets the address on the cart; resolves to the shipping methods now available. */
  setShippingAddress: (input: { cartId: string; address: Address }) => Promise<ShippingMethod[]>;
}

export interface SubmitShippingMethodPayload {
  shippingMethod: ShippingMethod;
  setShippingMethod?: (input: { cartId: string; shippingMethod: ShippingMethod; shippingAddress: Address | null }) => Promise<unknown>;
}

export interface SubmitPaymentPayload {
  billingAddress: Address;
  paymentMethod: PaymentMethod;
  regions: readonly Region[];
}

export interface PlaceOrderInput {
  cartId: string;
  isSignedIn: boolean;
  billingAddress: Address | undefined;
  shippingAddress: Address | undefined;
  paymentMethod: PaymentMethod | undefined;
  email: string | undefined;
}

export interface SubmitOrderPayload {
  /** Places the order; resolves to the order number. */
  placeOrder: (input: PlaceOrderInput) => Promise<string | number>;
}

function requireCartId(state: RootState): string {
  const { cartId } = state.cart;
  if (!cartId) throw new Error(MISSING_CART_ID);
  return cartId;
}

/** Runs one step: submit, then accept with its result or reject with the error, which is re-thrown. */
async function runStep<S, A>(dispatch: AppDispatch, step: StepActions<S, A>, submitted: S, work: () => Promise<A>): Promise<A> {
  dispatch(step.submit(submitted));
  try {
    const value = await work();
    dispatch(step.accept(value));
    return value;
  } catch (thrown) {
    const error = toError(thrown);
    // The step's form shows it: stored in checkout state and re-thrown to the caller.
    dispatch(asHandled(step.reject(error)));
    throw error;
  }
}

/** Starts afresh with whatever the shopper already entered in this browser. */
export const beginCheckout = (): AppThunk => async (dispatch, _getState, { persistence }) => {
  dispatch(actions.reset());
  const saved = readSavedCheckout(persistence);
  dispatch(
    actions.begin({
      availableShippingMethods: toAvailableShippingMethods(saved.availableShippingMethods),
      billingAddress: saved.billingAddress ?? null,
      shippingAddress: saved.shippingAddress ?? null,
      paymentCode: saved.paymentMethod?.code ?? '',
      paymentData: saved.paymentMethod?.data ?? null,
      shippingMethod: saved.shippingMethod?.carrier_code ?? '',
      shippingTitle: saved.shippingMethod?.carrier_title ?? '',
    }),
  );
};

export const cancelCheckout = (): AppThunk => async (dispatch) => {
  dispatch(actions.reset());
};

export const resetCheckout = cancelCheckout;

export const resetReceipt = (): AppThunk => async (dispatch) => {
  dispatch(actions.receipt.reset());
};

export const submitShippingAddress = (payload: SubmitShippingAddressPayload): AppThunk<Address> =>
  async (dispatch, getState, { persistence }) =>
    runStep(dispatch, actions.shippingAddress, payload, async () => {
      const state = getState();
      const cartId = requireCartId(state);
      const { isSignedIn } = state.user;
      const { formValues, regions, setGuestEmail, setShippingAddress } = payload;
      if (!isSignedIn && !formValues.email) throw new Error(MISSING_EMAIL);
      const address = formatAddress(formValues, regions);
      if (!isSignedIn && setGuestEmail) await setGuestEmail({ cartId, email: formValues.email as string });
      dispatch(actions.getShippingMethods.request(cartId));
      const methods = await setShippingAddress({ cartId, address });
      persistence.setItem(StorageKeys.shippingAddress, address);
      persistence.setItem(StorageKeys.availableShippingMethods, methods);
      dispatch(actions.getShippingMethods.receive(methods));
      return address;
    });

export const submitShippingMethod = (payload: SubmitShippingMethodPayload): AppThunk<ShippingMethod> =>
  async (dispatch, getState, { persistence }) =>
    runStep(dispatch, actions.shippingMethod, payload, async () => {
      const state = getState();
      const cartId = requireCartId(state);
      const { shippingMethod, setShippingMethod } = payload;
      if (setShippingMethod) await setShippingMethod({ cartId, shippingMethod, shippingAddress: state.checkout.shippingAddress });
      persistence.setItem(StorageKeys.shippingMethod, shippingMethod);
      return shippingMethod;
    });

export const submitPaymentMethodAndBillingAddress = (payload: SubmitPaymentPayload): AppThunk<void> =>
  async (dispatch, getState, { persistence }) => {
    const { billingAddress, paymentMethod, regions } = payload;
    await runStep(dispatch, actions.billingAddress, billingAddress, async () => {
      const state = getState();
      requireCartId(state);
      const address = billingAddress.sameAsShippingAddress
        ? { ...billingAddress, ...state.checkout.shippingAddress, sameAsShippingAddress: true }
        : formatAddress(billingAddress, regions);
      persistence.setItem(StorageKeys.billingAddress, address);
      return address;
    });
    await runStep(dispatch, actions.paymentMethod, paymentMethod, async () => {
      requireCartId(getState());
      persistence.setItem(StorageKeys.paymentMethod, paymentMethod);
      return paymentMethod;
    });
  };

/** Places the order, keeps the receipt, forgets the checkout data and starts a new cart. */
export const submitOrder = (payload: SubmitOrderPayload): AppThunk<void> =>
  async (dispatch, getState, { persistence }) =>
    runStep(dispatch, actions.order, undefined, async () => {
      const state = getState();
      const cartId = requireCartId(state);
      const saved = readSavedCheckout(persistence);
      const shippingAddress = saved.shippingAddress ?? state.checkout.shippingAddress ?? undefined;
      const billingAddress = saved.billingAddress?.sameAsShippingAddress ? shippingAddress : saved.billingAddress;
      const orderId = await payload.placeOrder({
        cartId,
        isSignedIn: state.user.isSignedIn,
        billingAddress,
        shippingAddress,
        paymentMethod: saved.paymentMethod,
        email: shippingAddress?.email ?? billingAddress?.email,
      });
      dispatch(actions.receipt.setOrder({ id: String(orderId), shipping_address: shippingAddress }));
      clearCheckoutDataFromStorage(persistence);
      await dispatch(removeCart());
      await dispatch(createCart());
    });
